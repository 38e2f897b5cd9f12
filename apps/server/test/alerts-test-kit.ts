import { TZDate } from '@date-fns/tz';
import {
  addDaysToIsoDate,
  type DeliveryChannel,
  type HeldTime,
  type PushSubscriptionInput,
  TIME_ZONE,
  vancouverToday,
} from '@teewatch/shared';
import { type Simulator, startSimulator, type TwilioStandIn } from '@teewatch/simulator';
import { eq } from 'drizzle-orm';
import { golfCourses } from '../src/db/schema';
import { deliverPendingAlerts, matchOpeningsToRequests } from '../src/features/alerts';
import { createMirrorScheduler } from '../src/features/mirror/mirror-scheduler';
import { listMirrorCourses } from '../src/features/mirror/mirror-state';
import { type ReadOutcome, readCourseDay } from '../src/features/mirror/read-course-day';
import type { Clock } from '../src/lib/clock';
import type { SourceCourse } from '../src/sources/tee-time-source';
import { startAlertMailApp } from './smtp-test-app';
import {
  callApp,
  cookieHeader,
  postMonitoringRequest,
  signUp,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type TestApp,
} from './test-context';
import type { TestSmtpServer } from './test-smtp-server';
import { confirmPhone } from './twilio-stand-in';

// Test-only helpers shared by the alert engine's tests and benchmarks: a real simulator, a real SMTP
// server and a real app wired to both.

export type AlertRig = Awaited<ReturnType<typeof startAlertRig>>;

/**
 * The mirror's cadence for tests that watch openings: watched pairs read every second, every other
 * date hourly, six days ahead, so each scheduler tick on a clock moved on by a little over a second
 * reads exactly the watched pairs.
 */
export const WATCHED_EVERY_SECOND = {
  ALERT_POLL_WATCHED_SECONDS: '1',
  ALERT_POLL_NEAR_SECONDS: '3600',
  ALERT_POLL_MID_SECONDS: '3600',
  ALERT_POLL_FAR_SECONDS: '3600',
  MIRROR_HORIZON_DAYS: '6',
};

export async function startAlertRig(
  env: Record<string, string> = {},
  /** `clock`: one fixed clock for the simulator's tee sheets and the app (else the system clock). */
  options: { clock?: Clock } = {},
) {
  const { clock } = options;
  const simulator = await startSimulator({
    port: 0,
    seed: 7,
    churnIntervalMs: 0,
    ...(clock ? { now: clock } : {}),
  });
  // These tests count alert emails only.
  const { smtp, testApp } = await startAlertMailApp(
    {
      UPSTREAM_MODE: 'simulator',
      SIMULATOR_URL: simulator.url,
      CPS_REQUESTS_PER_SECOND: '200',
      CHRONOGOLF_REQUESTS_PER_SECOND: '200',
      ...env,
    },
    { clock },
  );
  // The seeded City of Vancouver courses most tests watch (CPS ids 1 and 2 on golfvancouver).
  const courses = {
    langara: await courseIdBySeedKey(testApp, 'cps:golfvancouver:1'),
    fraserview: await courseIdBySeedKey(testApp, 'cps:golfvancouver:2'),
  };
  return { simulator, smtp, testApp, courses, ...rigActions({ simulator, smtp, testApp, courses }) };
}

/** What a test does with the rig's simulator, app and SMTP server. */
function rigActions(parts: {
  simulator: Simulator;
  smtp: TestSmtpServer;
  testApp: TestApp;
  courses: Record<keyof typeof VANCOUVER_CPS_IDS, number>;
}) {
  const { simulator, smtp, testApp, courses } = parts;
  const rig = {
    /** Sets a City of Vancouver (CPS `golfvancouver`) slot's open seats in the simulator; 0 books it. */
    setVancouverSlot(slot: {
      courseId: number;
      date: string;
      time: string;
      spots: number;
      price?: number;
      minPlayers?: number;
    }): void {
      simulator.setSlot({ system: 'cps', site: 'golfvancouver', ...slot });
    },

    /** Closes every open CPS time of these hours at a course, so only the slots a test opens can match. */
    async closeWindow(
      /** `hours`: the hours whose times close; every hour of the day when absent. */
      target: { cpsId: number; courseId: number; date: string; hours?: number[] },
    ): Promise<void> {
      const slots = await testApp.ctx.sources.fetchSlots({
        course: vancouverSourceCourse(target.courseId, target.cpsId),
        date: target.date,
      });
      for (const slot of slots) {
        if (!target.hours || target.hours.includes(Number(slot.time.slice(0, 2)))) {
          rig.setVancouverSlot({ courseId: target.cpsId, date: target.date, time: slot.time, spots: 0 });
        }
      }
    },

    /**
     * One mirror read of (course, date), as the worker's scheduler makes it, at `now` (else the app's
     * clock); given `untilHour`, narrowed to the times before it (decision 0300).
     */
    async readPair(courseId: number, date: string, now?: Date, untilHour?: number): Promise<ReadOutcome> {
      const [course] = await listMirrorCourses(testApp.ctx.db, [courseId]);
      if (!course) throw new Error(`no active course ${courseId}`);
      return readCourseDay({
        db: testApp.ctx.db,
        config: testApp.config,
        sources: testApp.ctx.sources,
        course,
        date,
        clock: now ? () => now : testApp.ctx.clock,
        matchOpeningsToRequests,
        untilHour,
      });
    },

    /** Closes every time of (course, date) upstream and reads the empty sheet: only later openings count. */
    async emptyDay(target: { cpsId: number; courseId: number; date: string }): Promise<void> {
      await rig.closeWindow(target);
      await rig.readPair(target.courseId, target.date);
    },

    /**
     * Empties one of the rig's courses on `dates` (emptyDay), then signs `email` up and asks for those
     * dates: only times opened afterwards are news. Returns the request's id.
     */
    async requestOnEmptyDays(
      email: string,
      request: {
        course: keyof typeof VANCOUVER_CPS_IDS;
        dates: string[];
        startHour: number;
        endHour: number;
        players: 0 | 2 | 3 | 4;
        splitParty?: { maxGapMinutes: number };
      },
    ): Promise<number> {
      const { course, dates, ...window } = request;
      const courseId = courses[course];
      for (const date of dates) await rig.emptyDay({ cpsId: VANCOUVER_CPS_IDS[course], courseId, date });
      return createRequestAs(testApp, email, { courseIds: [courseId], dates, ...window });
    },

    /** The SMTP server's messages to `email` alone, in the order they came. */
    mailsTo(email: string): TestSmtpServer['messages'] {
      return smtp.messages.filter((mail) => recipientsOf([mail])[0] === email);
    },

    async close(): Promise<void> {
      await testApp.close();
      await smtp.close();
      await simulator.close();
    },
  };
  return rig;
}

/** The CPS course id (on golfvancouver) of each course in `rig.courses`. */
const VANCOUVER_CPS_IDS = { langara: 1, fraserview: 2 } as const;

/** A City of Vancouver CPS course as the sources read it. */
export function vancouverSourceCourse(courseId: number, cpsId: number): SourceCourse {
  const baseUrl = 'https://golfvancouver.cps.golf';
  return {
    id: courseId,
    name: '',
    apiType: 'cps',
    apiCourseId: String(cpsId),
    bookingUrl: null,
    apiConfig: {
      baseUrl,
      siteId: '1',
      websiteId: '00000000-0000-0000-0000-000000000000',
      referer: `${baseUrl}/onlineresweb/search-teetime`,
    },
  };
}

export async function courseIdBySeedKey(testApp: TestApp, seedKey: string): Promise<number> {
  const [row] = await testApp.ctx.db
    .select({ id: golfCourses.id })
    .from(golfCourses)
    .where(eq(golfCourses.seedKey, seedKey));
  if (!row) throw new Error(`no seeded course ${seedKey}`);
  return row.id;
}

/** An instant given as Vancouver wall-clock time (the zone's own rules decide its offset). */
export function vancouverAt(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hour, minute, 0, TIME_ZONE).getTime());
}

/** `count` minutes after `start`: the steps of a test's clock. */
export function minutesAfter(start: Date, count: number): Date {
  return new Date(start.getTime() + count * 60_000);
}

/** Course `courseId` states that free cancellation ends 24 hours before a tee time (the release reminder's cutoff). */
export async function stateFreeCancellation(testApp: TestApp, courseId: number): Promise<void> {
  await testApp.ctx.db
    .update(golfCourses)
    .set({ freeCancellationHours: 24, freeCancellationSource: 'https://example.com/cancellation-policy' })
    .where(eq(golfCourses.id, courseId));
}

export function dateInDays(days: number): string {
  return addDaysToIsoDate(vancouverToday(new Date()), days);
}

/** The body of a two-player, 7 AM to 6 PM request on `date` that holds `held` (null: holds no time). */
export function holdingRequest(email: string, date: string, held: HeldTime | null, courseIds: number[]) {
  return {
    courseIds,
    preferredDates: [date],
    startTime: '07:00',
    endTime: '18:00',
    numberOfPlayers: 2,
    contactEmail: email,
    held,
  };
}

/** A waitlist request as the tests and the churn replay ask for it, in whole hours. */
export type TestRequestInput = {
  courseIds: number[];
  dates: string[];
  startHour: number;
  endHour: number;
  players: 0 | 2 | 3 | 4;
  /** Two nearby times accepted (issue 38 item 4); left out, one time only. */
  splitParty?: { maxGapMinutes: number };
  /**
   * Join this golfer's request as a group (issue 38 item 5) instead of asking alone: the owner (signed in
   * again with the test password) makes an invitation, and this golfer joins it with these dates and hours.
   */
  joinGroupOf?: { email: string; requestId: number };
  /** A standing weekly watch (issue 51 item 5): these weekdays instead of `dates` (decision 0350). */
  weekly?: { weekdays: number[]; endsOn?: string };
};

/**
 * Signs a golfer up and creates a waitlist request through the real API; returns its id.
 * `pushDevice`: a device (PushSubscription JSON) the golfer adds before asking; `alertChannels`: the
 * channels the request alerts by (decision 0260; left out, the server's default, with text when `texts`).
 */
export async function createRequestAs(
  testApp: TestApp,
  email: string,
  input: TestRequestInput,
  options: {
    alertChannels?: DeliveryChannel[];
    pushDevice?: PushSubscriptionInput;
    /** A number confirmed through the Twilio stand-in first: the request then alerts by email and text. */
    texts?: { standIn: TwilioStandIn; phone: string };
  } = {},
): Promise<number> {
  const cookie = await signUp(testApp.app, { email });
  if (options.texts) await confirmPhone(testApp, options.texts.standIn, cookie, options.texts.phone);
  if (options.pushDevice) {
    const device = await testApp.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { origin: TEST_ORIGIN, cookie },
      payload: options.pushDevice,
    });
    if (device.statusCode !== 201) throw new Error(`subscribe failed: ${device.statusCode} ${device.body}`);
  }
  if (input.joinGroupOf) return joinGroupAs(testApp, cookie, input, input.joinGroupOf);
  const response = await postMonitoringRequest(testApp.app, cookie, {
    courseIds: input.courseIds,
    preferredDates: input.dates,
    startTime: `${String(input.startHour).padStart(2, '0')}:00`,
    endTime: `${String(input.endHour).padStart(2, '0')}:00`,
    numberOfPlayers: input.players,
    contactEmail: email,
    ...(options.alertChannels ? { alertChannels: options.alertChannels } : {}),
    // Without a set named, an older client's field: email and text when a number was confirmed.
    ...(!options.alertChannels && options.texts ? { notificationMethod: 'both' } : {}),
    ...(input.splitParty ? { splitParty: input.splitParty } : {}),
    ...(input.weekly ? { weekly: input.weekly } : {}),
  });
  if (response.statusCode !== 201)
    throw new Error(`create request failed: ${response.statusCode} ${response.body}`);
  return response.json().data.id as number;
}

/** Joins `owner`'s request through its invitation, as the golfer whose cookie this is; the new request's id. */
async function joinGroupAs(
  testApp: TestApp,
  cookie: string,
  input: TestRequestInput,
  owner: { email: string; requestId: number },
): Promise<number> {
  const signIn = await callApp(testApp.app, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: owner.email, password: TEST_PASSWORD },
  });
  const invited = await callApp(testApp.app, {
    method: 'POST',
    url: `/api/users/me/monitoring-requests/${owner.requestId}/invitations`,
    cookie: cookieHeader(signIn.headers['set-cookie']),
  });
  if (invited.statusCode !== 201) throw new Error(`invitation failed: ${invited.statusCode} ${invited.body}`);
  const token = String(invited.json().data.url).split('/groups/join/')[1];
  const joined = await callApp(testApp.app, {
    method: 'POST',
    url: `/api/group-invitations/${token}/members`,
    cookie,
    payload: {
      preferredDates: input.dates,
      startTime: `${String(input.startHour).padStart(2, '0')}:00`,
      endTime: `${String(input.endHour).padStart(2, '0')}:00`,
    },
  });
  if (joined.statusCode !== 201) throw new Error(`join failed: ${joined.statusCode} ${joined.body}`);
  return joined.json().data.id as number;
}

export function recipientsOf(messages: { to?: unknown }[]): string[] {
  return messages.map((message) => {
    const to = message.to as { text: string } | { text: string }[] | undefined;
    return Array.isArray(to) ? to.map((t) => t.text).join(',') : (to?.text ?? '');
  });
}

export function headerOf(
  message: { headerLines: readonly { key: string; line: string }[] },
  key: string,
): string | undefined {
  const line = message.headerLines.find((header) => header.key === key.toLowerCase())?.line;
  return line?.slice(line.indexOf(':') + 1).trim();
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every href in an HTML email, entities decoded. */
export function hrefsOf(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
}

/**
 * One tick of the mirror scheduler the worker runs, on the caller's clock: it plans and claims what is
 * due (watched pairs first), the reads it started are awaited, then pending alerts are delivered, as
 * the worker's notify job would. The alert tests drive the production path this way, one step at a time.
 */
export async function runSchedulerTick(testApp: TestApp, clock: Clock) {
  const { db, config, sources } = testApp.ctx;
  const scheduler = createMirrorScheduler({ db, config, sources, clock, matchOpeningsToRequests });
  const read = await scheduler.tick();
  await scheduler.settle();
  const delivery = await deliverPendingAlerts({ db, config, clock });
  return { read: read.map((pair) => ({ courseId: pair.course.id, date: pair.date })), delivery };
}

/** Leaves only these courses active, so a scheduler tick reads only what a test is about. */
export async function keepOnlyCourses(testApp: TestApp, courseIds: number[]): Promise<void> {
  const courses = await listMirrorCourses(testApp.ctx.db);
  const others = courses.filter((course) => !courseIds.includes(course.id)).map((course) => course.id);
  for (const id of others) {
    await testApp.ctx.db.update(golfCourses).set({ isActive: false }).where(eq(golfCourses.id, id));
  }
}
