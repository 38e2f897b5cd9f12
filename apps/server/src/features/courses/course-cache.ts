import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createMemoCache } from '../../lib/memo-cache';
import { getActiveCourse, listActiveCourses } from './courses.service';

// The course list and details change only when an admin edits the catalogue, yet each request cost two
// database reads (courses, then images): at 100 connections p99 reached 4.3 s. They are now served from
// memory as ready-made JSON with an ETag; a browser revalidates and gets a 304 without a body.
// Invalidation: every successful admin write under /api/admin/golf-courses clears this process's
// cache (admin.routes.ts, one hook). Other API processes converge within TTL_MS.

const TTL_MS = 30_000;
/** More than the catalogue holds: every course's details fit. */
const MAX_COURSES = 1000;

export type CachedBody = { body: string; etag: string };

export type CourseCache = {
  list(): Promise<CachedBody>;
  /** Rejects (404 AppError) for unknown or inactive courses, which are not cached. */
  one(id: number): Promise<CachedBody>;
  invalidate(): void;
};

function cached(data: unknown): CachedBody {
  const body = JSON.stringify({ success: true, data });
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** What a cache reads from; one cache per running app, keyed by this object (the app's context). */
type CourseCacheOwner = { db: Db; clock: Clock };

// On the one memo cache (lib/memo-cache.ts): concurrent misses share one load, failures are not kept,
// and an invalidation drops every entry (a load in flight still answers its callers, never served after).
function createCourseCache(ctx: CourseCacheOwner): CourseCache {
  const list = createMemoCache<'list', CachedBody>({ ttlMs: TTL_MS, max: 1, clock: ctx.clock });
  const byId = createMemoCache<number, CachedBody>({ ttlMs: TTL_MS, max: MAX_COURSES, clock: ctx.clock });
  return {
    list: () => list.get('list', () => listActiveCourses({ db: ctx.db }).then(cached)),
    one: (id) => byId.get(id, () => getActiveCourse({ db: ctx.db, id }).then(cached)),
    invalidate() {
      list.clear();
      byId.clear();
    },
  };
}

const caches = new WeakMap<CourseCacheOwner, CourseCache>();

/** The course cache of one running app (tests build several apps in one process). */
export function courseCacheFor(ctx: CourseCacheOwner): CourseCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = createCourseCache(ctx);
    caches.set(ctx, cache);
  }
  return cache;
}

/** Sends a cached body, or 304 when the browser already holds this version. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedBody) {
  reply.header('etag', entry.etag).header('cache-control', 'no-cache');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === entry.etag)) {
    return reply.status(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(entry.body);
}
