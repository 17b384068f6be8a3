/** Field checks shared by the forms and the server (SPEC.md section 5: required, email format). */

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value.trim());
}

export function isBlank(value: string | undefined | null): boolean {
  return !value || value.trim() === '';
}
