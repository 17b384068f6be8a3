import { z } from 'zod';
import { isEmail, TEXT_LIMITS } from '@folio/shared';

const required = (max: number) => z.string().trim().min(1, 'required').max(max, `at most ${max} characters`);
export const emailField = z
  .string()
  .trim()
  .min(1, 'required')
  .max(TEXT_LIMITS.email)
  // isEmail lets control characters other than whitespace through (a NUL, an escape); an address the
  // owner may click or copy into a mail client must not carry them.
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  .refine((value) => isEmail(value) && !/[\u0000-\u001f\u007f]/.test(value), 'must be an email address');

/** A visitor's message from a published portfolio's contact form (SPEC.md section 5: all required). */
export const portfolioContactSchema = z.object({
  name: required(TEXT_LIMITS.name),
  email: emailField,
  message: required(TEXT_LIMITS.message),
});

export const markReadSchema = z.object({ read: z.boolean() });

export { required };
