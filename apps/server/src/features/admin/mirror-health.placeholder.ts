import type { MirrorHealth } from '@teewatch/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';

/**
 * TEMPORARY stand-in for getMirrorHealth in features/mirror/mirror-health.ts (being written with the
 * mirror's worker): same signature, no hosts. Replace the import in admin-mirror.routes.ts at merge and
 * delete this file.
 */
export async function getMirrorHealth(options: { db: Db; config: Config; now: Date }): Promise<MirrorHealth> {
  return { generatedAt: options.now.toISOString(), hosts: [] };
}
