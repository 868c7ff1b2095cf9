// Public lists come in pages so that no answer grows without bound with the data. A page holds
// far more than the game has (≈70 weapons, ≈90 keycards), so today every list is one page;
// clients follow `page.next_offset` until it is null.
import { z } from 'zod';

export const PAGE_LIMIT_MAX = 200;

export const PageQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_MAX),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .strict();
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const pageInfo = (q: PageQuery, total: number) => ({
  offset: q.offset,
  limit: q.limit,
  total,
  next_offset: q.offset + q.limit < total ? q.offset + q.limit : null,
});
