import { z } from 'zod';

// One page of an admin console list (admin-console §7): the rows under the list's own name, and where
// the page stands among the others.

export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/** `{ [key]: Item[], pagination }`: the answer of every paged admin list. */
export function pagedListSchema<Key extends string, Item extends z.ZodType>(key: Key, item: Item) {
  const shape = { [key]: z.array(item), pagination: PaginationSchema };
  return z.object(shape as Record<Key, z.ZodArray<Item>> & { pagination: typeof PaginationSchema });
}

/** Page count for a total; at least 1 so "page 1 of 1" reads well on an empty list. */
export function totalPagesFor(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
