import {
  TEST_ALERT_MESSAGES,
  TEST_ALERTS_PER_HOUR,
  TestAlertInputSchema,
  TestAlertResultSchema,
  TestAlertsResultSchema,
} from '@teewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deliverNext, testAlertChannels } from '../../delivery';
import { AppError, badRequest } from '../../http/app-error';
import { sessionRoute } from '../../http/session-route';
import { takeAllowance } from '../../lib/rate-counter';
import { insertTestAlert, listTestAlerts, whyNotTestable } from './test-alerts.queries';

// "Send a test" on the account page (issue 51 item 6, decision 0262): one message by a channel the golfer
// set up, delivered at once through the engine and the alerts' provider, answered as it went.

const HOUR_MS = 3_600_000;

export async function testAlertRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock, config } = app.ctx;

  app.get(
    '/api/account/test-alerts',
    sessionRoute({
      tags: ['account'],
      summary: "The signed-in golfer's latest test alerts, newest first",
      response: { 200: TestAlertsResultSchema },
      handler: async ({ user }) => ({ success: true, data: { tests: await listTestAlerts(db, user.id) } }),
    }),
  );

  app.post(
    '/api/account/test-alerts',
    sessionRoute({
      tags: ['account'],
      summary: 'Send a test alert by one of the golfer’s channels (email, or text to the confirmed number)',
      description: `At most ${TEST_ALERTS_PER_HOUR} an hour per account; counted against no daily cap.`,
      body: TestAlertInputSchema,
      response: { 200: TestAlertResultSchema },
      errors: [429],
      handler: async ({ user, body }) => {
        const why = await whyNotTestable(db, config, user.id, body.channel);
        if (why) throw badRequest(why, [{ field: 'channel', message: why }]);
        const now = clock();
        const allowance = await takeAllowance({
          db,
          now,
          key: `test-alert|${user.id}`,
          limit: TEST_ALERTS_PER_HOUR,
          windowMs: HOUR_MS,
        });
        if (allowance.isOver)
          throw new AppError('RATE_LIMITED', TEST_ALERT_MESSAGES.tooMany(allowance.minutesToWait), {
            headers: { 'retry-after': String(allowance.secondsToWait) },
          });
        const testId = await insertTestAlert(db, user.id, body.channel, now);
        await deliverNext(testAlertChannels[body.channel], { db, config, clock, recipientId: testId });
        const [test] = await listTestAlerts(db, user.id, testId);
        return { success: true, data: { test: test! } };
      },
    }),
  );
}
