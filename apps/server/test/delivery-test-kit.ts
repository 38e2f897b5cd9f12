import type { AlertChannel } from '@teewatch/shared';
import type { TwilioStandIn } from '@teewatch/simulator';
import { expect } from 'vitest';
import { requestAlerts, slotOpenings, teeTimeSlots } from '../src/db/schema';
import { type ClaimBase, claimNext, type DeliveryChannel } from '../src/delivery';
import { ruleInstant } from '../src/lib/slot-rules-sql';
import { signUp, TEST_ORIGIN, type TestApp } from './test-context';
import type { TestPushService } from './test-push-service';
import { confirmPhone } from './twilio-stand-in';

// Test-only helpers of the delivery tests (delivery/, features/push): the mirror's part played
// by rows as a read writes them, and a golfer whose request watches one course and date.

/** A worker's claim on `channel` for `recipientId` at `now`, taken and not sent (the test stops the worker there). */
export function claimAt<Recipient, Claim extends ClaimBase>(
  testApp: TestApp,
  channel: DeliveryChannel<Recipient, Claim>,
  recipientId: number,
  now: Date,
): Promise<Claim | undefined> {
  return claimNext(channel, {
    db: testApp.ctx.db,
    config: testApp.config,
    recipientId,
    instant: ruleInstant(now),
  });
}

/**
 * A time opening at `now` and matching `requestIds`, as a mirror read records it: the slot on the
 * sheet, its opening (what the read saw, on both alike) and each request's match.
 */
export async function recordMatchedOpening(
  testApp: TestApp,
  input: { courseId: number; date: string; time: string; spots?: number; requestIds: number[]; now: Date },
): Promise<{ slotId: number; openingId: number }> {
  const { db } = testApp.ctx;
  const { courseId, date, time, now } = input;
  const seen = { courseId, date, time, holes: 18, availableSpots: input.spots ?? 4, price: 62 };
  const [slot] = await db
    .insert(teeTimeSlots)
    .values({
      ...seen,
      bookingUrl: `https://example.com/book/${time}`,
      bookingLandsOn: 'tee-time',
      firstSeenAt: now,
      lastSeenAt: now,
    })
    .returning({ id: teeTimeSlots.id });
  const [opening] = await db
    .insert(slotOpenings)
    .values({ ...seen, slotId: slot!.id, openedAt: now })
    .returning({ id: slotOpenings.id });
  await db
    .insert(requestAlerts)
    .values(input.requestIds.map((requestId) => ({ requestId, openingId: opening!.id, createdAt: now })));
  return { slotId: slot!.id, openingId: opening!.id };
}

/**
 * Signs a golfer up, adds their `devices` on the local push service, and creates their request for
 * 07:00–11:00 on `date` at `courseId` for two players, alerting through `alertChannel`. With `texts`,
 * the golfer first confirms `phone` through the Twilio stand-in and the request's notification method
 * is `method` (`sms` or `both`).
 */
export async function createWatchingGolfer(
  testApp: TestApp,
  input: {
    email: string;
    courseId: number;
    date: string;
    alertChannel: AlertChannel;
    push?: TestPushService;
    devices?: string[];
    texts?: { standIn: TwilioStandIn; phone: string; method: 'sms' | 'both' };
  },
): Promise<{ cookie: string; requestId: number }> {
  const cookie = await signUp(testApp.app, { email: input.email });
  const { texts } = input;
  if (texts) await confirmPhone(testApp, texts.standIn, cookie, texts.phone);
  for (const device of input.devices ?? []) {
    const added = await testApp.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { origin: TEST_ORIGIN, cookie },
      payload: input.push!.subscribe(device),
    });
    expect(added.statusCode).toBe(201);
  }
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/monitoring-requests',
    headers: { origin: TEST_ORIGIN, cookie },
    payload: {
      courseIds: [input.courseId],
      preferredDates: [input.date],
      startTime: '07:00',
      endTime: '11:00',
      numberOfPlayers: 2,
      contactEmail: input.email,
      alertChannel: input.alertChannel,
      ...(texts ? { notificationMethod: texts.method } : {}),
    },
  });
  expect(created.statusCode).toBe(201);
  return { cookie, requestId: created.json().data.id };
}
