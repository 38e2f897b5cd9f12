import { MirrorHealthSchema } from '@teewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getMirrorHealth } from '../mirror';
import { adminRoute } from './admin-route';

/** The dashboard's view of the tee-sheet mirror: per upstream host, its budget and cadence per tier. */
export async function adminMirrorRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, sources, clock } = app.ctx;
  app.get(
    '/api/admin/mirror-health',
    adminRoute(
      'Tee-sheet mirror health per upstream host (budget, cadence achieved per tier, 429s)',
      MirrorHealthSchema,
      {},
      () => getMirrorHealth({ db, config, sources, now: clock() }),
    ),
  );
}
