import { AppInfoSchema, CONSENT_VERSIONS, envelopeSchema } from '@teewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * Public facts the web needs before anything else: whether tee times are simulated (the "Demo data"
 * banner), and what the privacy page states from the settings (sender, contact, retention figures), and where the courses map's tiles come from.
 */
export async function appInfoRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/app-info',
    {
      schema: {
        tags: ['app'],
        summary: 'Run mode of this server',
        response: { 200: envelopeSchema(AppInfoSchema) },
      },
    },
    async () => ({
      success: true,
      data: {
        upstreamMode: app.ctx.config.upstreamMode,
        isDemo: app.ctx.config.upstreamMode === 'simulator',
        alertsRequireConfirmedEmail: app.ctx.config.alertsRequireVerifiedEmail,
        pushEnabled: app.ctx.config.push.enabled,
        googleSignIn: app.ctx.config.google !== undefined,
        privacy: {
          senderName: app.ctx.config.sender.name,
          postalAddress: app.ctx.config.sender.postalAddress,
          contact: app.ctx.config.sender.contact,
          retention: app.ctx.config.retention,
          consentVersions: CONSENT_VERSIONS,
        },
        mapTiles: app.ctx.config.mapTiles,
      },
    }),
  );
}
