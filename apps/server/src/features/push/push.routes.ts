import {
  DeletedPushDeviceResultSchema,
  PushDeviceIdParamSchema,
  PushDeviceListResultSchema,
  PushDeviceResultSchema,
  PushPublicKeyResultSchema,
  PushSubscriptionInputSchema,
  toValidationErrors,
  validationSummary,
} from '@teewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { answers, parsedInHandler } from '../../http/api-document';
import { badRequest } from '../../http/app-error';
import { requireUser } from '../auth';
import { deviceLabelOf } from './device-label';
import { deleteDevice, listDevices, saveDevice } from './push-devices';

// Web Push devices (issue 28, decision 0130). Cross-site writes are refused by the cross-site guard
// before these handlers run, like every state-changing /api/ call.

/** Parsed after the session check, so an anonymous caller gets 401 whatever it sent; fields by full path (keys.auth). */
function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const validationErrors = toValidationErrors(result.error.issues);
  throw badRequest(validationSummary(validationErrors), validationErrors);
}

export async function pushRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock, config } = app.ctx;

  app.get(
    '/api/push/public-key',
    {
      schema: {
        tags: ['push'],
        summary: "The server's VAPID public key (the browser's applicationServerKey)",
        response: { 200: PushPublicKeyResultSchema },
        ...answers({ access: 'public' }),
      },
    },
    async () => ({ success: true, data: { publicKey: config.push.publicKey } }),
  );

  app.post(
    '/api/push/subscriptions',
    {
      schema: {
        tags: ['push'],
        summary: "Add this browser's push subscription to your devices (the same endpoint again updates it)",
        body: PushSubscriptionInputSchema,
        response: { 201: PushDeviceResultSchema },
        ...answers({ access: 'session', errors: [409] }),
      },
      validatorCompiler: parsedInHandler,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const input = parseInput(PushSubscriptionInputSchema, request.body);
      const device = await saveDevice({
        db,
        config,
        userId: user.id,
        input,
        deviceLabel: deviceLabelOf(request.headers['user-agent']),
        now: clock(),
      });
      return reply.status(201).send({ success: true, data: device });
    },
  );

  app.get(
    '/api/push/subscriptions',
    {
      schema: {
        tags: ['push'],
        summary: 'Your devices that receive alerts by push, oldest first',
        response: { 200: PushDeviceListResultSchema },
        ...answers({ access: 'session' }),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { success: true, data: await listDevices(db, user.id) };
    },
  );

  app.delete(
    '/api/push/subscriptions/:id',
    {
      schema: {
        tags: ['push'],
        summary: 'Stop pushing alerts to one of your devices',
        params: PushDeviceIdParamSchema,
        response: { 200: DeletedPushDeviceResultSchema },
        ...answers({ access: 'session', errors: [404] }),
      },
      validatorCompiler: parsedInHandler,
    },
    async (request) => {
      const user = await requireUser(request);
      const { id } = parseInput(PushDeviceIdParamSchema, request.params);
      await deleteDevice(db, user.id, id);
      return { success: true, data: { id } };
    },
  );
}
