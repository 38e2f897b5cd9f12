import {
  CreateMonitoringRequestResultSchema,
  DeletedMonitoringRequestResultSchema,
  envelopeSchema,
  MonitoringRequestActiveUpdateSchema,
  MonitoringRequestAlertListResultSchema,
  MonitoringRequestIdParamSchema,
  MonitoringRequestInputSchema,
  MonitoringRequestListResultSchema,
  MonitoringRequestSchema,
  toValidationErrors,
  validationSummary,
} from '@teewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { answers, parsedInHandler } from '../../http/api-document';
import { badRequest } from '../../http/app-error';
import { requireUser } from '../auth';
import { requestContactEmailConfirmation } from '../email-confirmation';
import { getMonitoringRequest, listMonitoringRequestAlerts } from './monitoring-request-alerts.service';
import { deleteMonitoringRequest, updateMonitoringRequest } from './monitoring-request-edits.service';
import {
  type CreateMonitoringRequestOutcome,
  createMonitoringRequest,
  listUserMonitoringRequests,
  setMonitoringRequestActive,
} from './monitoring-requests.service';

/**
 * Inputs are parsed in the handler, after `requireUser`, rather than by route schemas: an anonymous
 * caller gets the spec's 401 whatever it sent, and field names are the payload's own (`courseIds`,
 * not `courseIds.0`), which is what the waitlist form maps its messages onto.
 */
function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const validationErrors = toValidationErrors(result.error.issues, { topLevel: true });
  throw badRequest(validationSummary(validationErrors), validationErrors);
}

/** The courses a save dropped and the warning about them, only when there were any. */
function removedCoursesOf(
  outcome: Pick<CreateMonitoringRequestOutcome, 'removedCourses' | 'warningMessage'>,
) {
  return outcome.removedCourses.length > 0
    ? { removedCourses: outcome.removedCourses, warningMessage: outcome.warningMessage }
    : {};
}

export async function monitoringRequestRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.ctx;
  const requireConfirmed = app.ctx.config.alertsRequireVerifiedEmail;

  app.post(
    '/api/monitoring-requests',
    {
      schema: {
        tags: ['monitoring-requests'],
        summary: 'Join the waitlist: create a monitoring request',
        body: MonitoringRequestInputSchema,
        response: { 201: CreateMonitoringRequestResultSchema },
        ...answers({ access: 'session', errors: [409] }),
      },
      validatorCompiler: parsedInHandler,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const input = parseInput(MonitoringRequestInputSchema, request.body);
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
      void requestContactEmailConfirmation({
        db,
        clock,
        config: app.ctx.config,
        userId: user.id,
        contactEmail: input.contactEmail,
        log: request.log,
      }).catch((error) => request.log.warn({ err: error }, 'contact confirmation not requested'));
      return reply.status(201).send({
        success: true,
        data: outcome.request,
        ...removedCoursesOf(outcome),
        ...(outcome.openNow ? { openNow: outcome.openNow } : {}),
      });
    },
  );

  /** The signed-in user and the request named in the path (401 before any 400, as parseInput explains). */
  const ownRequest = async (request: Parameters<typeof requireUser>[0]) => {
    const user = await requireUser(request);
    return { userId: user.id, id: parseInput(MonitoringRequestIdParamSchema, request.params).id };
  };

  const listOwn = async (request: Parameters<typeof requireUser>[0]) => {
    const user = await requireUser(request);
    return {
      success: true,
      data: await listUserMonitoringRequests({ db, userId: user.id, requireConfirmed }),
    };
  };

  // The spec lists both paths; neither shows a different shape, so they answer the same.
  for (const url of ['/api/monitoring-requests', '/api/users/me/monitoring-requests']) {
    app.get(
      url,
      {
        schema: {
          tags: ['monitoring-requests'],
          summary: "The signed-in user's monitoring requests, newest first",
          response: { 200: MonitoringRequestListResultSchema },
          ...answers({ access: 'session' }),
        },
      },
      listOwn,
    );
  }

  app.patch(
    '/api/users/me/monitoring-requests/:id',
    {
      schema: {
        tags: ['monitoring-requests'],
        summary: 'Pause or reactivate one of your monitoring requests',
        params: MonitoringRequestIdParamSchema,
        body: MonitoringRequestActiveUpdateSchema,
        response: { 200: envelopeSchema(MonitoringRequestSchema) },
        ...answers({ access: 'session', errors: [404] }),
      },
      validatorCompiler: parsedInHandler,
    },
    async (request) => {
      const own = await ownRequest(request);
      const { is_active } = parseInput(MonitoringRequestActiveUpdateSchema, request.body);
      return {
        success: true,
        data: await setMonitoringRequestActive({
          db,
          clock,
          ...own,
          isActive: is_active,
          onReactivated: app.ctx.alerts.onMonitoringRequestReactivated,
          log: request.log,
          requireConfirmed,
        }),
      };
    },
  );

  app.get(
    '/api/users/me/monitoring-requests/:id',
    {
      schema: {
        tags: ['monitoring-requests'],
        summary: 'One of your monitoring requests',
        params: MonitoringRequestIdParamSchema,
        response: { 200: envelopeSchema(MonitoringRequestSchema) },
        ...answers({ access: 'session', errors: [404] }),
      },
      validatorCompiler: parsedInHandler,
    },
    async (request) => {
      return { success: true, data: await getMonitoringRequest({ db, ...(await ownRequest(request)) }) };
    },
  );

  app.put(
    '/api/users/me/monitoring-requests/:id',
    {
      schema: {
        tags: ['monitoring-requests'],
        summary: 'Edit one of your monitoring requests (courses, dates, hours, party, contact)',
        description: 'Restarts the 30-day watch; keeps paused or active.',
        params: MonitoringRequestIdParamSchema,
        body: MonitoringRequestInputSchema,
        response: { 200: CreateMonitoringRequestResultSchema },
        ...answers({ access: 'session', errors: [404] }),
      },
      validatorCompiler: parsedInHandler,
    },
    async (request) => {
      const own = await ownRequest(request);
      const input = parseInput(MonitoringRequestInputSchema, request.body);
      const outcome = await updateMonitoringRequest({
        db,
        clock,
        ...own,
        input,
        onSaved: app.ctx.alerts.onMonitoringRequestCreated,
        log: request.log,
        maxDailyCap: app.ctx.config.alertEmailsPerRecipientPerDay,
      });
      return {
        success: true,
        data: outcome.request,
        ...removedCoursesOf(outcome),
      };
    },
  );

  app.delete(
    '/api/users/me/monitoring-requests/:id',
    {
      schema: {
        tags: ['monitoring-requests'],
        summary: 'Delete one of your monitoring requests and its alert history',
        params: MonitoringRequestIdParamSchema,
        response: { 200: DeletedMonitoringRequestResultSchema },
        ...answers({ access: 'session', errors: [404] }),
      },
      validatorCompiler: parsedInHandler,
    },
    async (request) => {
      const own = await ownRequest(request);
      await deleteMonitoringRequest({ db, ...own });
      return { success: true, data: { id: own.id } };
    },
  );

  app.get(
    '/api/users/me/monitoring-requests/:id/alerts',
    {
      schema: {
        tags: ['monitoring-requests'],
        summary:
          'The alerts one of your monitoring requests sent, newest first, with the tee times each named',
        params: MonitoringRequestIdParamSchema,
        response: { 200: MonitoringRequestAlertListResultSchema },
        ...answers({ access: 'session', errors: [404] }),
      },
      validatorCompiler: parsedInHandler,
    },
    async (request) => {
      return {
        success: true,
        data: await listMonitoringRequestAlerts({ db, ...(await ownRequest(request)) }),
      };
    },
  );
}
