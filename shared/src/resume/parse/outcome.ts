import { z } from 'zod';
import { resumeDataSchema } from '../schema.js';
import type { ParseOutcome } from './types.js';

const boxSchema = z.tuple([z.number(), z.number(), z.number(), z.number()]);

const parseOutcomeSchema = z.object({
  resume: resumeDataSchema,
  provenance: z.record(
    z.string().max(120),
    z.object({ page: z.number().int().min(1), box: boxSchema, confidence: z.number().min(0).max(1) }),
  ),
  unplaced: z
    .array(z.object({ text: z.string().max(20_000), page: z.number().int().min(1), box: boxSchema }))
    .max(5000),
  meta: z.object({ pages: z.number().int().min(0), ms: z.number().min(0), language: z.string().max(8) }),
});

/** Validates a ParseOutcome that crossed a boundary (a worker message, a stored draft). Throws on bad data. */
export function restoreParseOutcome(input: unknown): ParseOutcome {
  return parseOutcomeSchema.parse(input);
}
