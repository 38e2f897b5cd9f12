import { AdminAccessSchema } from '@teewatch/shared';
import type { FastifyInstance } from 'fastify';
import { adminAccessOf, requireAdmin } from '../../http/guards';
import { courseCacheFor } from '../courses';
import { adminCourseRoutes } from './admin-courses.routes';
import { adminImageRoutes, imageFileRoutes } from './admin-images.routes';
import { adminMirrorRoutes } from './admin-mirror.routes';
import { adminOutboxRoutes } from './admin-outbox.routes';
import { adminRequestRoutes } from './admin-requests.routes';
import { adminRoute } from './admin-route';
import { createImageStorage, importDataDirImages } from './image-storage';

/**
 * Every /api/admin route lives in the guarded scope below: the admin check is a hook on the scope, so a
 * route added here cannot forget it (admin.routes.test.ts walks every /api/admin route to prove it).
 * Image files themselves are public.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.ctx;
  // Images an earlier version kept in DATA_DIR/images move into the database (decision 0233).
  const imported = await importDataDirImages({ db, dataDir: config.dataDir });
  if (imported > 0)
    app.log.info(`${imported} course image files copied from DATA_DIR/images into the database`);
  const storage = createImageStorage({ db });
  await app.register(imageFileRoutes, { storage });
  // The one admin route open before the second factor: the console reads it to know whether to ask
  // for enrolment or a code (decision 0246). Its own check still refuses anyone who is not an admin.
  app.get(
    '/api/admin/access',
    adminRoute(
      'Where the signed-in administrator stands with the second factor',
      AdminAccessSchema,
      {},
      async (request) => {
        const { secondFactor, consoleOpen } = await adminAccessOf(request);
        return { secondFactor, consoleOpen };
      },
    ),
  );
  await app.register(async (guarded) => {
    guarded.addHook('onRequest', async (request) => {
      await requireAdmin(request);
    });
    // Any successful catalogue write (course or image) drops the golfer-side course cache before the
    // answer leaves, so the console's next read and every golfer see the change.
    guarded.addHook('onSend', async (request, reply) => {
      if (
        request.method !== 'GET' &&
        reply.statusCode < 400 &&
        request.url.startsWith('/api/admin/golf-courses')
      ) {
        courseCacheFor(app.ctx).invalidate();
      }
    });
    await guarded.register(adminRequestRoutes);
    await guarded.register(adminCourseRoutes);
    await guarded.register(adminImageRoutes, { storage });
    await guarded.register(adminMirrorRoutes);
    await guarded.register(adminOutboxRoutes);
  });
}
