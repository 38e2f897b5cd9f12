import {
  bookingHint,
  DEFAULT_BOOKING_URL,
  TeeTimeCalendarQuerySchema,
  type TeeTimesResponse,
  TeeTimesResponseSchema,
  teeTimesQuerySchema,
  vancouverTodayFrom,
} from '@teewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../http/api-document';
import { AppError, notFound } from '../../http/app-error';
import { currentUser } from '../../http/guards';
import { EMAIL_LINK_RATE_LIMIT } from '../../http/link-rate-limit';
import { tryAgainMessage } from '../../http/try-again-message';
import { takeAllowance } from '../../lib/rate-counter';
import { teeTimeCalendar } from './tee-time-calendar';
import type { TeeTimeSearchResult } from './tee-time-search';
import { selectCalendarTeeTime } from './tee-times.queries';

export const CALENDAR_COURSE_NOT_FOUND = 'Golf course not found';

const MINUTE_MS = 60_000;

/**
 * Searches without a session are limited per client address (decision 0256), in the counters every API
 * process shares: each may start on-demand upstream reads, so a script must not spend the hosts' budgets.
 */
async function limitAnonymousSearch(app: FastifyInstance, address: string): Promise<void> {
  const { db, clock, config } = app.ctx;
  const { isOver, minutesToWait } = await takeAllowance({
    db,
    now: clock(),
    key: `search|${address}`,
    limit: config.search.anonymousPerMinute,
    windowMs: MINUTE_MS,
  });
  if (isOver)
    throw new AppError('RATE_LIMITED', tryAgainMessage(minutesToWait, 'search'), {
      headers: { 'retry-after': String(minutesToWait * 60) },
    });
}

export async function teeTimeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The service hands back the same result object while nothing in it changed; its checked, serialised
  // bytes are kept beside it, so a cached search costs a lookup instead of a validation and a stringify.
  const bodies = new WeakMap<TeeTimeSearchResult, Buffer>();
  // The date's horizon follows the app's clock (a test's fixed one included), not the machine's.
  const querySchema = teeTimesQuerySchema(vancouverTodayFrom(app.ctx.clock));

  app.get(
    '/api/tee-times',
    {
      schema: {
        tags: ['tee-times'],
        summary: 'Open tee times per course for one date (a failed source gives that course an error)',
        querystring: querySchema,
        response: { 200: TeeTimesResponseSchema },
        ...answers({ errors: [429] }),
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      if (!user) await limitAnonymousSearch(app, request.ip);
      const result = await app.ctx.teeTimeSearch.search(request.query, { watchedBy: user?.id });
      let body = bodies.get(result);
      if (body === undefined) {
        body = Buffer.from(
          JSON.stringify(
            TeeTimesResponseSchema.parse({
              success: true,
              data: result.courses,
              fetchedAt: result.fetchedAt,
              firstDateWithTimes: result.firstDateWithTimes,
              coverage: result.coverage,
            }),
          ),
        );
        bodies.set(result, body);
      }
      // Bytes are sent as they are (Fastify serialises only objects); they were checked against the schema above.
      return reply.type('application/json; charset=utf-8').send(body as unknown as TeeTimesResponse);
    },
  );

  app.get(
    '/api/tee-times/calendar.ics',
    {
      config: EMAIL_LINK_RATE_LIMIT,
      schema: {
        tags: ['tee-times'],
        summary:
          'One tee time as an .ics file to add to a calendar ("hold this time"; booking is on the course site)',
        querystring: TeeTimeCalendarQuerySchema,
        response: {
          200: {
            content: { 'text/calendar': { schema: z.string().describe('An iCalendar (RFC 5545) file') } },
          },
        },
        ...answers({ errors: [404] }),
      },
    },
    async (request, reply) => {
      const slot = request.query;
      const found = await selectCalendarTeeTime(app.ctx.db, slot);
      if (!found) throw notFound(CALENDAR_COURSE_NOT_FOUND);
      const bookingUrl =
        found.slotBookingUrl ?? found.courseBookingUrl ?? found.website ?? DEFAULT_BOOKING_URL;
      const body = teeTimeCalendar({
        teeTime: {
          ...slot,
          courseName: found.courseName,
          // The name first (what the golfer looks for in the calendar), then where to drive to.
          location: [found.courseName, found.address ?? found.city].filter(Boolean).join(', '),
          bookingUrl,
          chooseOnSite: bookingHint({ ...slot, landsOn: found.landsOn }),
        },
        now: app.ctx.clock(),
        host: new URL(app.ctx.config.publicUrl).hostname || 'teewatch',
      });
      const file = `teewatch-${slot.date}-${slot.time.replace(':', '')}-course-${slot.courseId}.ics`;
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
