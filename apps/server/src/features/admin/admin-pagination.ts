import { type Pagination, totalPagesFor } from '@teewatch/shared';
import { sql } from 'drizzle-orm';

export function pagination(options: { page: number; limit: number; total: number }): Pagination {
  return { ...options, totalPages: totalPagesFor(options.total, options.limit) };
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

/** `%text%` for ILIKE, with the pattern characters of the admin's text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export const countAll = sql<number>`count(*)::int`;
