import { startTwilioStandIn, type TwilioStandIn } from '@teewatch/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AlertRig, createRequestAs, startAlertRig } from '../../../test/alerts-test-kit';
import {
  CHURN_REPLAY_SETTINGS,
  type ChurnFigures,
  churnEnv,
  runChurnReplay,
} from '../../../test/churn-replay-kit';
import { startTestPushService, type TestPushService } from '../../../test/test-push-service';
import { twilioEnv } from '../../../test/twilio-stand-in';

// Issue 12's "Done when", first bullet: a scripted churn (seat changes, a min-2 course with lone seats,
// flickers, reopenings, cancellations) read by two worker.ts processes on PostgreSQL, one of them
// killed -9 mid-send and replaced, every email read against what the simulator really had open.
// Each golfer also has one phone on a local push service and asks for both channels (issue 28): every
// push is read against the same truth, and each long opening reaches each device exactly once. The
// first TEXTING golfers also confirm a number and alert by email and text (issue 36): the workers text
// through the Twilio stand-in, and each long opening is texted once to each of them.
// Separate processes need PostgreSQL: skipped on PGlite (set TEST_DATABASE_URL, as CI does).
// What is asserted here does not depend on the machine's speed: who was alerted, how often, with what, and
// that every pair was read again after the kill. How fast (the wall-clock gap between two reads of a pair,
// the opening-to-email latency) is a figure `npm run bench:churn` prints with these same settings
// (decision 0175): a loaded CI machine ran the scheduler half a second late and failed a timed assertion.

const DATABASE = process.env.TEST_DATABASE_URL;

const SETTINGS = CHURN_REPLAY_SETTINGS;
/** Golfers who also alert by text (fewer than the codes a client address may ask for in 15 minutes). */
const TEXTING = 6;

describe.skipIf(!DATABASE)(
  'churn replay with two workers and a kill -9',
  { tags: ['needs-postgres'] },
  () => {
    let rig: AlertRig;
    let figures: ChurnFigures;
    let push: TestPushService;
    let twilio: TwilioStandIn;

    beforeAll(async () => {
      twilio = await startTwilioStandIn();
      // Not production: the app takes the local push service's http (loopback) endpoints. The workers only
      // send to what the app stored, so they need no such setting.
      rig = await startAlertRig({ ...churnEnv(SETTINGS), ...twilioEnv(twilio), NODE_ENV: 'test' });
      let golfers = 0;
      push = await startTestPushService({ vapidPublicKey: rig.testApp.config.push.publicKey });
      figures = await runChurnReplay({
        app: {
          ctx: rig.testApp.ctx,
          config: rig.testApp.config,
          simulator: rig.simulator,
          smtp: rig.smtp,
          push,
          twilio,
          // A golfer signs up, adds their phone (named by their email), then asks for email and push;
          // the first TEXTING golfers confirm a number first and also alert by text.
          // The split parties (issue 38 item 4) and the group (item 5) come last: email and push, no texts.
          createRequest: (email, input) => {
            const index = golfers++;
            return createRequestAs(rig.testApp, email, input, {
              pushDevice: push.subscribe(email),
              ...(index < TEXTING
                ? {
                    alertChannels: ['email', 'push', 'sms'],
                    texts: { standIn: twilio, phone: `+160455501${20 + index}` },
                  }
                : { alertChannels: ['email', 'push'] }),
            });
          },
          async search({ courseId, date, players }) {
            const response = await rig.testApp.app.inject({
              method: 'GET',
              url: `/api/tee-times?date=${date}&courseIds=${courseId}&startHour=6&endHour=13&numberOfPlayers=${players}`,
            });
            if (response.statusCode !== 200) throw new Error(`search answered ${response.statusCode}`);
            return response
              .json()
              .data.flatMap((course: { teeTimeSlots: { time: string }[] }) => course.teeTimeSlots);
          },
        },
        databaseUrl: rig.testApp.config.databaseUrl!,
        settings: SETTINGS,
        log: process.env.CHURN_LOG ? (message) => console.log(message) : undefined,
      });
      if (process.env.CHURN_LOG) console.log(JSON.stringify(figures, null, 2));
    }, 240_000);
    afterAll(async () => {
      await push?.close();
      await rig?.close();
      await twilio?.close();
    });

    it('killed a worker while it was sending, and a replacement took over', () => {
      expect(figures.killed?.interruptedMessageIds.length).toBeGreaterThan(0);
    });

    it('emails every matching opening that stayed open, once, across the crash', () => {
      expect(figures.requiredOpenings).toBeGreaterThan(15);
      expect(figures.missed).toEqual([]);
      expect(figures.recall).toBe(1);
      expect(figures.duplicates).toEqual([]);
    });

    it("pushes every long opening to each golfer's device exactly once, across the crash", () => {
      const pushes = figures.pushes!;
      expect(pushes.problems).toEqual([]);
      expect(pushes.requiredOpenings).toBe(figures.requiredOpenings);
      expect(pushes.missed).toEqual([]);
      // Counted as the device saw them, each (opening, device) accepted once by the service; a push in flight
      // when the worker was killed may be sent again by its resumed claim (same tag and Topic, one
      // notification on the device: decision 0130), and is counted apart (the CI run at f01c472 hit one).
      expect(pushes.duplicates).toEqual([]);
      expect(pushes.deliveredClaims).toBeGreaterThan(0);
    });

    it('texts every long opening once to each golfer alerting by text, across the crash', () => {
      const texts = figures.texts!;
      expect(texts.requiredOpenings).toBeGreaterThan(0);
      expect(texts.missed).toEqual([]);
      expect(texts.duplicates).toEqual([]);
      expect(texts.unknownSlots).toEqual([]);
      expect(texts.unbookable).toEqual([]);
      // Every text the stand-in took is a delivered claim's; one resent after the kill would be listed.
      expect(texts.received).toBe(texts.deliveredClaims + texts.resentAfterKill.length);
      expect(texts.deliveredClaims).toBeGreaterThan(0);
    });

    it('never pushes a time the party could not book', () => {
      expect(figures.pushes!.unknownSlots).toEqual([]);
      expect(figures.pushes!.unbookable).toEqual([]);
    });

    it('never lists a time the party could not book, in an email or a search answer', () => {
      expect(figures.unknownSlots).toEqual([]);
      expect(figures.unbookable).toEqual([]);
      expect(figures.searchChecks).toBeGreaterThan(0);
      expect(figures.searchUnbookable).toEqual([]);
    });

    it('reads every (course, date) again after the kill', () => {
      // Three courses, today and the two scripted days; each read again by the workers left standing.
      expect(figures.readGaps.pairs).toBe(9);
      expect(figures.readGaps.pairsReadAfterKill).toBe(9);
    });

    it('emails every pair of nearby times a split party could book together, once, and no other pair', () => {
      const { pairs } = figures;
      expect(pairs.requiredOpenings).toBeGreaterThan(0);
      expect(pairs.missed).toEqual([]);
      expect(pairs.duplicates).toEqual([]);
      expect(pairs.unbookable).toEqual([]);
      expect(pairs.listed).toBeGreaterThan(0);
    });

    it("alerts a group's members every long opening inside all their windows, and nothing outside them", () => {
      // Owed openings count only times inside every member's window (churn-figures' matchesSpec); any email
      // naming the owner's other times would be listed as unbookable by the test above.
      expect(figures.groupRequiredOpenings).toBeGreaterThan(0);
      expect(figures.missed.filter((line) => /^r1[34]@/.test(line))).toEqual([]);
      expect(figures.unbookable.filter((line) => /^r1[34]@/.test(line))).toEqual([]);
    });

    it('keeps the inbox calm: never more than one email per golfer per minimum gap', () => {
      expect(figures.emailsPerRequest.max).toBeLessThanOrEqual(figures.emailsPerRequest.bound);
    });
  },
);
