import { z } from 'zod';

/** Query of GET /api/admin/inbound: which form, which page (1-based). */
export const inboundQuerySchema = z.object({
  kind: z.enum(['contact', 'newsletter']),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

export const handledSchema = z.object({ handled: z.boolean() });
