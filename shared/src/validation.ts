/** Field checks shared by the forms and the server (SPEC.md section 5: required, email format). */

/*
 * The domain is a host name: besides what the local part may not hold, none of ? # & = / % either.
 * Those would end the address in a mailto: link and add headers to the reply ("a@b.co?bcc=…&body=…").
 */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"?#&=/%]+\.[^\s@<>()[\]\\,;:"?#&=/%]{2,}$/;

export function isEmail(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return value.length <= 254 && !/[\u0000-\u001f\u007f]/.test(value.trim()) && EMAIL.test(value.trim());
}

export function isBlank(value: string | undefined | null): boolean {
  return !value || value.trim() === '';
}
