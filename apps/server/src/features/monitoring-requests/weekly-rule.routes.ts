import {
  envelopeSchema,
  MonitoringRequestIdParamSchema,
  MonitoringRequestSchema,
  WeeklyBookedDateSchema,
} from '@teewatch/shared';
import { sessionRoute } from '../../http/session-route';
import type { ZodApp } from '../../http/zod-app';
import { bookWeeklyDate, endMonitoringRequest } from './weekly-rule.service';

const tags = ['monitoring-requests'];
const onOwnRequest = { tags, topLevel: true, params: MonitoringRequestIdParamSchema, errors: [404] } as const;

/**
 * Standing weekly watches (issue 51 item 5, decision 0350): created, listed and edited as any request
 * (with `weekly`); here, a date booked from the dashboard, and a request ended for good.
 */
export function weeklyRuleRoutes(app: ZodApp): void {
  const { db, clock } = app.ctx;

  app.post(
    '/api/users/me/monitoring-requests/:id/booked-dates',
    sessionRoute({
      ...onOwnRequest,
      summary: 'I booked it: stop one date of your weekly watch, which keeps rolling',
      description:
        'The date is no longer watched, and the rule leaves it out as it rolls forward; the rule itself goes on until you end it. Only for a weekly watch (400 otherwise) and a date it watches now.',
      body: WeeklyBookedDateSchema,
      response: { 200: envelopeSchema(MonitoringRequestSchema) },
      handler: async ({ user, params, body }) => ({
        success: true,
        data: await bookWeeklyDate({ db, userId: user.id, id: params.id, date: body.date }),
      }),
    }),
  );

  app.post(
    '/api/users/me/monitoring-requests/:id/end',
    sessionRoute({
      ...onOwnRequest,
      summary: 'End one of your monitoring requests now (a weekly watch, or any other)',
      description:
        'Stops it for good: inactive, its end moved to now; its history stays until you delete it.',
      response: { 200: envelopeSchema(MonitoringRequestSchema) },
      handler: async ({ user, params }) => ({
        success: true,
        data: await endMonitoringRequest({ db, userId: user.id, id: params.id, now: clock() }),
      }),
    }),
  );
}
