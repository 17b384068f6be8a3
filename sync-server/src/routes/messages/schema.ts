import { z } from 'zod';
import { isEmail, TEXT_LIMITS } from '@folio/shared';

const required = (max: number) => z.string().trim().min(1, 'required').max(max, `at most ${max} characters`);
export const emailField = z
  .string()
  .trim()
  .min(1, 'required')
  .max(TEXT_LIMITS.email)
  .refine(isEmail, 'must be an email address');

/** A visitor's message from a published portfolio's contact form (SPEC.md section 5: all required). */
export const portfolioContactSchema = z.object({
  name: required(TEXT_LIMITS.name),
  email: emailField,
  message: required(TEXT_LIMITS.message),
});

export const markReadSchema = z.object({ read: z.boolean() });

export { required };
