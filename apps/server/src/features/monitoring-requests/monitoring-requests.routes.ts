import {
  CreateMonitoringRequestResultSchema,
  DeletedMonitoringRequestResultSchema,
  envelopeSchema,
  HeldTimeUpdateSchema,
  MonitoringRequestActiveUpdateSchema,
  MonitoringRequestAlertListResultSchema,
  MonitoringRequestIdParamSchema,
  MonitoringRequestInputSchema,
  MonitoringRequestListResultSchema,
  MonitoringRequestSchema,
} from '@teewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { watchedCadenceSeconds } from '../../config/watched-cadence';
import { sessionRoute } from '../../http/session-route';
import type { ZodApp } from '../../http/zod-app';
import { setHeldTime } from './held-time.service';
import { getMonitoringRequest, listMonitoringRequestAlerts } from './monitoring-request-alerts.service';
import { deleteMonitoringRequest, updateMonitoringRequest } from './monitoring-request-edits.service';
import {
  type CreateMonitoringRequestOutcome,
  createMonitoringRequest,
  listUserMonitoringRequests,
  setMonitoringRequestActive,
} from './monitoring-requests.service';
import { requestGroupRoutes } from './request-group.routes';
import { weeklyRuleRoutes } from './weekly-rule.routes';

/** The courses a save dropped and the warning about them, only when there were any. */
function removedCoursesOf(
  outcome: Pick<CreateMonitoringRequestOutcome, 'removedCourses' | 'warningMessage'>,
) {
  return outcome.removedCourses.length > 0
    ? { removedCourses: outcome.removedCourses, warningMessage: outcome.warningMessage }
    : {};
}

const tags = ['monitoring-requests'];
// Field names in validation errors are the payload's own (`courseIds`, not `courseIds.0`): what the
// waitlist form maps its messages onto.
const topLevel = true;

export async function monitoringRequestRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  waitlistRoutes(app);
  ownRequestRoutes(app);
  requestGroupRoutes(app);
  weeklyRuleRoutes(app);
}

/** Joining the waitlist, and the caller's requests listed. */
function waitlistRoutes(app: ZodApp): void {
  const { db, clock } = app.ctx;
  const requireConfirmed = app.ctx.config.alertsRequireVerifiedEmail;

  app.post(
    '/api/monitoring-requests',
    sessionRoute({
      tags,
      summary: 'Join the waitlist: create a monitoring request',
      body: MonitoringRequestInputSchema,
      response: { 201: CreateMonitoringRequestResultSchema },
      errors: [409],
      topLevel,
      handler: async ({ user, body: input, request }) => {
        const outcome = await createMonitoringRequest({
          db,
          clock,
          userId: user.id,
          input,
          onCreated: app.ctx.alerts.onMonitoringRequestCreated,
          log: request.log,
          maxRequestsPerUser: app.ctx.config.maxRequestsPerUser,
          requireConfirmed,
          maxDailyCap: app.ctx.config.alertEmailsPerRecipientPerDay,
        });
        // Alerts to an address other than the account's wait until its reader confirms (not awaited:
        // the mail server's speed must not hold up the answer; failures are logged with their reason).
        void app.ctx
          .requestContactEmailConfirmation({
            db,
            clock,
            config: app.ctx.config,
            userId: user.id,
            contactEmail: input.contactEmail,
            log: request.log,
          })
          .catch((error) => request.log.warn({ err: error }, 'contact confirmation not requested'));
        return {
          success: true,
          data: outcome.request,
          ...removedCoursesOf(outcome),
          ...(outcome.openNow ? { openNow: outcome.openNow } : {}),
        };
      },
    }),
  );

  // The spec lists both paths; neither shows a different shape, so they answer the same.
  for (const url of ['/api/monitoring-requests', '/api/users/me/monitoring-requests']) {
    app.get(
      url,
      sessionRoute({
        tags,
        summary: "The signed-in user's monitoring requests, newest first",
        response: { 200: MonitoringRequestListResultSchema },
        handler: async ({ user }) => ({
          success: true,
          data: await listUserMonitoringRequests({
            db,
            userId: user.id,
            requireConfirmed,
            cadence: { now: clock(), targetSeconds: watchedCadenceSeconds(app.ctx.config) },
          }),
        }),
      }),
    );
  }
}

/** For a route on one of the caller's requests, named by the id in its path; someone else's is "not found". */
const onOwnRequest = { tags, topLevel, params: MonitoringRequestIdParamSchema, errors: [404] } as const;

/** One of the caller's requests: paused or reactivated, its held time set, read, edited, deleted, its alerts listed. */
function ownRequestRoutes(app: ZodApp): void {
  requestStateRoutes(app);
  requestRecordRoutes(app);
}

/** One of the caller's requests paused or reactivated, or its held time set or cleared. */
function requestStateRoutes(app: ZodApp): void {
  const { db, clock } = app.ctx;
  const requireConfirmed = app.ctx.config.alertsRequireVerifiedEmail;

  app.patch(
    '/api/users/me/monitoring-requests/:id',
    sessionRoute({
      ...onOwnRequest,
      summary: 'Pause or reactivate one of your monitoring requests',
      body: MonitoringRequestActiveUpdateSchema,
      response: { 200: envelopeSchema(MonitoringRequestSchema) },
      handler: async ({ user, params, body, request }) => ({
        success: true,
        data: await setMonitoringRequestActive({
          db,
          clock,
          userId: user.id,
          id: params.id,
          isActive: body.is_active,
          onReactivated: app.ctx.alerts.onMonitoringRequestReactivated,
          log: request.log,
          requireConfirmed,
        }),
      }),
    }),
  );

  app.put(
    '/api/users/me/monitoring-requests/:id/held',
    sessionRoute({
      ...onOwnRequest,
      summary: 'Set or clear the tee time one of your monitoring requests holds (an upgrade watch)',
      description:
        'With a held time the request alerts only for times that beat it by its rule (earlier, later or a higher-ranked course, on the held date); null ends the upgrade watch. Nothing else of the request changes.',
      body: HeldTimeUpdateSchema,
      response: { 200: envelopeSchema(MonitoringRequestSchema) },
      handler: async ({ user, params, body }) => ({
        success: true,
        data: await setHeldTime({
          db,
          userId: user.id,
          id: params.id,
          held: body.held,
          now: clock(),
          requireConfirmed,
        }),
      }),
    }),
  );
}

/** One of the caller's requests read, edited or deleted, and its alerts listed. */
function requestRecordRoutes(app: ZodApp): void {
  const { db, clock } = app.ctx;

  app.get(
    '/api/users/me/monitoring-requests/:id',
    sessionRoute({
      ...onOwnRequest,
      summary: 'One of your monitoring requests',
      response: { 200: envelopeSchema(MonitoringRequestSchema) },
      handler: async ({ user, params }) => ({
        success: true,
        data: await getMonitoringRequest({ db, userId: user.id, id: params.id }),
      }),
    }),
  );

  app.put(
    '/api/users/me/monitoring-requests/:id',
    sessionRoute({
      ...onOwnRequest,
      summary: 'Edit one of your monitoring requests (courses, dates, hours, party, contact)',
      description: 'Restarts the 30-day watch; keeps paused or active.',
      body: MonitoringRequestInputSchema,
      response: { 200: CreateMonitoringRequestResultSchema },
      handler: async ({ user, params, body: input, request }) => {
        const outcome = await updateMonitoringRequest({
          db,
          clock,
          userId: user.id,
          id: params.id,
          input,
          onSaved: app.ctx.alerts.onMonitoringRequestCreated,
          log: request.log,
          maxDailyCap: app.ctx.config.alertEmailsPerRecipientPerDay,
        });
        return { success: true, data: outcome.request, ...removedCoursesOf(outcome) };
      },
    }),
  );

  app.delete(
    '/api/users/me/monitoring-requests/:id',
    sessionRoute({
      ...onOwnRequest,
      summary: 'Delete one of your monitoring requests and its alert history',
      response: { 200: DeletedMonitoringRequestResultSchema },
      handler: async ({ user, params }) => {
        await deleteMonitoringRequest({ db, userId: user.id, id: params.id });
        return { success: true, data: { id: params.id } };
      },
    }),
  );

  app.get(
    '/api/users/me/monitoring-requests/:id/alerts',
    sessionRoute({
      ...onOwnRequest,
      summary: 'The alerts one of your monitoring requests sent, newest first, with the tee times each named',
      response: { 200: MonitoringRequestAlertListResultSchema },
      handler: async ({ user, params }) => ({
        success: true,
        data: await listMonitoringRequestAlerts({ db, userId: user.id, id: params.id }),
      }),
    }),
  );
}
