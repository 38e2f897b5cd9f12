import {
  CourseIdParamSchema,
  CourseInsightsResponseSchema,
  type JustOpened,
  JustOpenedResponseSchema,
  OpeningOddsQuerySchema,
  OpeningOddsResponseSchema,
} from '@teewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers } from '../../http/api-document';
import { notFound } from '../../http/app-error';
import { courseLiveFacts, justOpened } from './live-times';
import { openingOdds } from './opening-odds';
import { openingsHeatmap } from './openings-heatmap';

/** The home strip's answer is shared by every visitor for this long: one query per interval, however busy. */
const JUST_OPENED_TTL_MS = 15_000;

/** Public, read-only routes over the mirror's history and current sheet (decision 0070). */
export async function insightsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, clock } = app.ctx;
  let justOpenedMemo: { until: number; value: Promise<JustOpened> } | undefined;

  app.get(
    '/api/insights/odds',
    {
      schema: {
        tags: ['insights'],
        summary: 'How often times like these reopened at each course in the last 14 days',
        querystring: OpeningOddsQuerySchema,
        response: { 200: OpeningOddsResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await openingOdds({ db, now: clock(), ...request.query });
      // History moves slowly; a minute of browser caching spares the form's every keystroke.
      reply.header('cache-control', 'public, max-age=60');
      return { success: true, data };
    },
  );

  app.get(
    '/api/golf-courses/:id/insights',
    {
      schema: {
        tags: ['insights'],
        summary: "A course's reopening odds, openings heat map and live facts from the mirror",
        params: CourseIdParamSchema,
        response: { 200: CourseInsightsResponseSchema },
        ...answers({ errors: [404] }),
      },
    },
    async (request) => {
      const now = clock();
      const courseId = request.params.id;
      const odds = await openingOdds({
        db,
        now,
        courseIds: [courseId],
        timeStart: '00:00',
        timeEnd: '24:00',
        subject: 'Tee times',
      });
      const [courseOdds] = odds.courses;
      if (!courseOdds) throw notFound("The course you're looking for doesn't exist");
      const heatmap = await openingsHeatmap({ db, now, courseId });
      const live = await courseLiveFacts({ db, config, now, courseId });
      return { success: true, data: { odds: courseOdds, heatmap, live } };
    },
  );

  app.get(
    '/api/insights/just-opened',
    {
      schema: {
        tags: ['insights'],
        summary: 'Times that reopened in the last 24 hours and are still free, in the next 7 days',
        response: { 200: JustOpenedResponseSchema },
      },
    },
    async () => {
      const now = clock();
      if (!justOpenedMemo || justOpenedMemo.until <= now.getTime()) {
        const value = justOpened({ db, now });
        justOpenedMemo = { until: now.getTime() + JUST_OPENED_TTL_MS, value };
        // A failed query is not kept.
        value.catch(() => {
          if (justOpenedMemo?.value === value) justOpenedMemo = undefined;
        });
      }
      return { success: true, data: await justOpenedMemo.value };
    },
  );
}
