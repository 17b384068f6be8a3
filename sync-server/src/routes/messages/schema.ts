import { z } from 'zod';
import { hasUnsafeCharacters, isEmail, multiLine, singleLine, TEXT_LIMITS } from '@folio/shared';

/** A required one-line field, with control and bidi characters removed (shared/src/security/text.ts). */
const required = (max: number) => requiredAs(max, singleLine);
/** A required field that may span lines (a message). */
const requiredText = (max: number) => requiredAs(max, multiLine);
const requiredAs = (max: number, clean: (value: string) => string) =>
  z
    .string()
    .max(max, `at most ${max} characters`)
    .transform((value) => clean(value).trim())
    .pipe(z.string().min(1, 'required'));
export const emailField = z
  .string()
  .trim()
  .min(1, 'required')
  .max(TEXT_LIMITS.email)
  // An address the owner may click or copy into a mail client must carry no control, bidi or other
  // invisible characters: refused, not cleaned, since a cleaned address may be someone else's.
  .refine((value) => isEmail(value) && !hasUnsafeCharacters(value), 'must be an email address');

/** A visitor's message from a published portfolio's contact form (SPEC.md section 5: all required). */
export const portfolioContactSchema = z.object({
  name: required(TEXT_LIMITS.name),
  email: emailField,
  message: requiredText(TEXT_LIMITS.message),
});

export const markReadSchema = z.object({ read: z.boolean() });

export { required, requiredText };
