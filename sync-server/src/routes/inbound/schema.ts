import { z } from 'zod';
import { TEXT_LIMITS } from '@folio/shared';
import { emailField, required, requiredText } from '../messages/schema.js';

/** The landing page's contact form: name, email, subject, message, all required. */
export const landingContactSchema = z.object({
  name: required(TEXT_LIMITS.name),
  email: emailField,
  subject: required(TEXT_LIMITS.subject),
  message: requiredText(TEXT_LIMITS.message),
});

export const newsletterSchema = z.object({ email: emailField });
