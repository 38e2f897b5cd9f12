import {
  DeletedPushDeviceResultSchema,
  PushDeviceIdParamSchema,
  PushDeviceListResultSchema,
  PushDeviceResultSchema,
  PushPublicKeyResultSchema,
  PushSubscriptionInputSchema,
} from '@teewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers } from '../../http/api-document';
import { notFound } from '../../http/app-error';
import { sessionRoute } from '../../http/session-route';
import { deviceLabelOf } from './device-label';
import { deleteDevice, listDevices, saveDevice } from './push-devices';

// Web Push devices (issue 28, decision 0130). Cross-site writes are refused by the cross-site guard
// before these handlers run, like every state-changing /api/ call. Validation errors name fields by
// their full path (keys.auth).

/** What a push call answers on a server with PUSH_ENABLED=false. */
export const PUSH_OFF_MESSAGE = 'Push alerts are turned off on this server';

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
        ...answers({ access: 'public', errors: [404] }),
      },
    },
    async () => {
      if (!config.push.enabled) throw notFound(PUSH_OFF_MESSAGE);
      return { success: true, data: { publicKey: config.push.publicKey } };
    },
  );

  app.post(
    '/api/push/subscriptions',
    sessionRoute({
      tags: ['push'],
      summary: "Add this browser's push subscription to your devices (the same endpoint again updates it)",
      body: PushSubscriptionInputSchema,
      response: { 201: PushDeviceResultSchema },
      errors: [404, 409],
      handler: async ({ user, body, request }) => {
        if (!config.push.enabled) throw notFound(PUSH_OFF_MESSAGE);
        return {
          success: true,
          data: await saveDevice({
            db,
            config,
            userId: user.id,
            input: body,
            deviceLabel: deviceLabelOf(request.headers['user-agent']),
            now: clock(),
          }),
        };
      },
    }),
  );

  app.get(
    '/api/push/subscriptions',
    sessionRoute({
      tags: ['push'],
      summary: 'Your devices that receive alerts by push, oldest first',
      response: { 200: PushDeviceListResultSchema },
      handler: async ({ user }) => ({ success: true, data: await listDevices(db, user.id) }),
    }),
  );

  app.delete(
    '/api/push/subscriptions/:id',
    sessionRoute({
      tags: ['push'],
      summary: 'Stop pushing alerts to one of your devices',
      params: PushDeviceIdParamSchema,
      response: { 200: DeletedPushDeviceResultSchema },
      errors: [404],
      handler: async ({ user, params: { id } }) => {
        await deleteDevice(db, user.id, id);
        return { success: true, data: { id } };
      },
    }),
  );
}
