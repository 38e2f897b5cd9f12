import {
  COURSE_NOT_FOUND_AT_SITE_MESSAGE,
  type CourseNotFound,
  MIRROR_TIERS,
  type MirrorHealth,
  type MirrorHostHealth,
} from '@teewatch/shared';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { golfCourses } from '../../db/schema';
import type { Sources } from '../../sources/create-sources';
import { hostDemand } from './host-demand';
import { rateOf } from './mirror-scheduler';
import { listHostStates, listMirrorCourses, listMirrorPairs, type MirrorPair } from './mirror-state';
import { cadenceSeconds, isHostSlowed } from './plan-mirror-reads';

// What the admin dashboard and /metrics show of the mirror: per upstream host, the cadence each tier
// achieves against the configured one, the worst lateness, the host's request and 429 counts, and its
// demand against its budget (decision 0305).

type HostCounts = { host: string; requests_5m: number; rate_limited_1h: number; failures_1h: number };

export async function getMirrorHealth(options: {
  db: Db;
  config: Config;
  sources: Pick<Sources, 'hostOf'>;
  now: Date;
}): Promise<MirrorHealth> {
  const { db, config, now } = options;
  const courses = await listMirrorCourses(db);
  const pairs = await listMirrorPairs({
    db,
    sources: options.sources,
    courses,
    now,
    horizonDays: config.mirror.horizonDays,
  });
  const byHost = new Map<string, MirrorPair[]>();
  for (const pair of pairs) byHost.set(pair.host, [...(byHost.get(pair.host) ?? []), pair]);
  const hostList = [...byHost].map(([host, hostPairs]) => ({
    host,
    apiType: hostPairs[0]!.course.apiType,
    requestsPerSecond: rateOf(config, hostPairs[0]!.course.apiType),
  }));
  const states = await listHostStates({ db, hosts: hostList });
  const counts = new Map(
    rowsOf<HostCounts>(
      await db.execute(sql`
        select host,
          coalesce(sum(requests) filter (where minute >= ${now}::timestamptz - interval '5 minutes'), 0)::int as requests_5m,
          coalesce(sum(rate_limited) filter (where minute >= ${now}::timestamptz - interval '1 hour'), 0)::int as rate_limited_1h,
          coalesce(sum(failures) filter (where minute >= ${now}::timestamptz - interval '1 hour'), 0)::int as failures_1h
        from upstream_host_minutes
        where minute >= ${now}::timestamptz - interval '1 hour'
        group by host
      `),
    ).map((row) => [row.host, row]),
  );

  const hosts: MirrorHostHealth[] = hostList.map(({ host, apiType, requestsPerSecond }) => {
    const hostPairs = byHost.get(host) ?? [];
    const state = states.get(host);
    const isSlowed = isHostSlowed(state, now);
    const count = counts.get(host);
    return {
      host,
      apiType,
      courses: new Set(hostPairs.map((pair) => pair.course.id)).size,
      requestsPerSecondLimit: requestsPerSecond,
      requestsPerMinute: Number(count?.requests_5m ?? 0) / 5,
      rateLimitedLastHour: Number(count?.rate_limited_1h ?? 0),
      failuresLastHour: Number(count?.failures_1h ?? 0),
      slowedUntil: isSlowed && state?.slowUntil ? state.slowUntil.toISOString() : null,
      ...hostDemand({ pairs: hostPairs, state, config, now }),
      tiers: MIRROR_TIERS.map((tier) => {
        const tierPairs = hostPairs.filter((pair) => pair.tier === tier);
        const cadence = cadenceSeconds(config, tier);
        const ages = tierPairs
          .flatMap((pair) =>
            pair.lastSuccessAt ? [(now.getTime() - pair.lastSuccessAt.getTime()) / 1000] : [],
          )
          .sort((a, b) => a - b);
        const lateness = tierPairs.map((pair) =>
          pair.lastPolledAt ? (now.getTime() - pair.lastPolledAt.getTime()) / 1000 - cadence : 0,
        );
        return {
          tier,
          cadenceSeconds: cadence,
          pairs: tierPairs.length,
          achievedSeconds: ages.length > 0 ? round(ages[Math.floor((ages.length - 1) / 2)]!) : null,
          oldestAgeSeconds: ages.length > 0 ? round(ages[ages.length - 1]!) : null,
          worstLatenessSeconds: round(Math.max(0, ...lateness)),
        };
      }),
    };
  });
  return { generatedAt: now.toISOString(), hosts, coursesNotFound: await listCoursesNotFound(db) };
}

/** Active courses whose booking site's list no longer names them, longest missing first. */
async function listCoursesNotFound(db: Db): Promise<CourseNotFound[]> {
  const rows = await db
    .select({
      courseId: golfCourses.id,
      courseName: golfCourses.name,
      listedName: golfCourses.sourceCourseName,
      since: golfCourses.sourceMissingSince,
    })
    .from(golfCourses)
    .where(
      and(
        sql`${golfCourses.isActive}`,
        isNull(golfCourses.deletedAt),
        isNotNull(golfCourses.sourceMissingSince),
        eq(golfCourses.directoryOnly, false),
      ),
    )
    .orderBy(golfCourses.sourceMissingSince, golfCourses.id);
  return rows.map((row) => ({
    ...row,
    message: COURSE_NOT_FOUND_AT_SITE_MESSAGE,
    since: row.since!.toISOString(),
  }));
}

const round = (seconds: number) => Math.round(seconds * 10) / 10;
