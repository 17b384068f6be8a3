import { isBlank, isEmail, TEXT_LIMITS, type LandingContactRequest } from '@folio/shared';

export type ContactErrors = Partial<Record<keyof LandingContactRequest, string>>;

const LABELS: Record<keyof LandingContactRequest, string> = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
};

/** SPEC.md section 5: every field required, email in email format; lengths the server accepts. */
export function validateContact(form: LandingContactRequest): ContactErrors {
  const errors: ContactErrors = {};
  // LABELS is a Record over exactly these keys, so its keys are the form's keys.
  for (const key of Object.keys(LABELS) as Array<keyof LandingContactRequest>) {
    if (isBlank(form[key])) errors[key] = `${LABELS[key]} is required.`;
    else if (form[key].length > TEXT_LIMITS[key]) errors[key] = `${LABELS[key]} is too long.`;
  }
  if (!errors.email && !isEmail(form.email)) errors.email = 'Enter a valid email address.';
  return errors;
}

/** The newsletter box: one email address. Returns the error or null. */
export function validateNewsletterEmail(email: string): string | null {
  if (isBlank(email)) return 'Email is required.';
  if (!isEmail(email)) return 'Enter a valid email address.';
  return null;
}
