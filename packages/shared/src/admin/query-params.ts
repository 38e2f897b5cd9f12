import { z } from 'zod';
import { pathId } from '../api-document-meta';

// Query and path parameters shared by the admin console's list routes (admin-console §7): a bad value is a
// 400 with a readable message, never a 500.

export const ADMIN_MAX_PAGE_SIZE = 100;

export const pageParam = z.coerce
  .number()
  .int()
  .min(1, 'Page must be 1 or more')
  .max(1_000_000, 'Page must be at most 1000000')
  .default(1);
export const limitParam = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1, 'Limit must be 1 or more')
    .max(ADMIN_MAX_PAGE_SIZE, `Limit must be at most ${ADMIN_MAX_PAGE_SIZE}`)
    .default(fallback);
export const searchParam = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((value) => (value ? value : undefined));

/** Query strings carry booleans as text; the console sends is_active only when a status is chosen. */
export const booleanParam = z
  .enum(['true', 'false'], { message: "Must be 'true' or 'false'" })
  .transform((value) => value === 'true');

/** A serial id in a path: digits that fit PostgreSQL's integer, else the given message (400, never a 500). */
export const idParam = pathId;
