import { type Pagination, totalPagesFor } from '@teewatch/shared';
import { sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';

/** What an admin list service reads: the database and the list's query (filters, search, page), parsed. */
export type AdminListOptions<QuerySchema extends z.ZodType> = { db: Db; query: z.output<QuerySchema> };

/**
 * One page of an admin list: `rows` (filtered and ordered) cut to the query's page, and the pager over
 * the total that `count` finds under the same filter.
 */
export async function listPage<Rows extends PgSelect>(
  query: { page: number; limit: number },
  count: PromiseLike<{ total: number }[]>,
  rows: Rows,
): Promise<{ rows: Awaited<Rows>; pagination: Pagination }> {
  const [{ total } = { total: 0 }] = await count;
  const page = await rows.limit(query.limit).offset((query.page - 1) * query.limit);
  return {
    rows: page,
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: totalPagesFor(total, query.limit),
    },
  };
}

/** `%text%` for ILIKE, with the pattern characters of the admin's text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export const countAll = sql<number>`count(*)::int`;
