import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { hitWindow } from '../lib/rate-counter';
import { AppError } from './app-error';
import { tryAgainMessage } from './try-again-message';

/**
 * Per-address limits for the routes a link in an email (or a calendar button) opens: "I booked it",
 * unsubscribe, contact-address confirmation and the .ics file. Each acts only with a valid signed
 * token, so the limit is what stops a script from guessing tokens or hammering the database through
 * them. @fastify/rate-limit does the bookkeeping; its counters live in the shared `rate_limit` table
 * (lib/rate-counter.ts, the one way in to it: decision 0291) so every API process counts together. The client address is Fastify's
 * `request.ip`, which believes X-Forwarded-For only from TRUSTED_PROXIES.
 */

const WINDOW_MS = 60_000;

/** A route's `config` to put it in the email-link group, which shares one budget per address. */
export const EMAIL_LINK_RATE_LIMIT = { rateLimit: { groupId: 'email-links' } } as const;

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** @fastify/rate-limit's store contract (its README, "Custom store"), kept in the database. */
function databaseStore(db: Db, clock: Clock) {
  return class DatabaseStore implements FastifyRateLimitStore {
    // The plugin passes its global options first; only children (one per route or group) are used.
    constructor(
      _options?: unknown,
      private readonly prefix = 'route-limit|',
    ) {}

    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      hitWindow(db, `${this.prefix}${key}`, timeWindow, clock()).then(
        ({ count, remainingMs }) => callback(null, { current: count, ttl: remainingMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // Typed as the route's options, but at run time the plugin passes the route's merged limit
      // parameters (its index.js, onRoute): the group, or the route it was declared on.
      const params = routeOptions as unknown as {
        groupId?: string;
        routeInfo?: { method?: string; url?: string };
      };
      const scope = params.groupId ?? `${params.routeInfo?.method} ${params.routeInfo?.url}`;
      return new DatabaseStore(undefined, `route-limit|${scope}|`);
    }
  };
}

export async function installLinkRateLimit(
  app: FastifyInstance,
  options: { db: Db; perMinute: number; clock: Clock },
): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    max: options.perMinute,
    timeWindow: WINDOW_MS,
    store: databaseStore(options.db, options.clock),
    errorResponseBuilder: (_request, context) => {
      return new AppError(
        'RATE_LIMITED',
        tryAgainMessage(Math.max(1, Math.ceil(context.ttl / 60_000)), 'address'),
      );
    },
  });
}
