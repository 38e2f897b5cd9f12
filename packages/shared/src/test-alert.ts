import { z } from 'zod';
import type { DELIVERY_CHANNELS } from './alert-channels';
import { envelopeSchema } from './api-envelope';
import { IsoInstantSchema } from './iso-instant';

// A test alert (issue 51 item 6, decision 0262): from the account page, one message by a channel the
// golfer has set up, through the delivery engine and the same provider as an alert, so it proves the
// channel works before it matters. It is marked as a test in the history and counts against no daily cap;
// the account's own limit (TEST_ALERTS_PER_HOUR) keeps it from becoming a way to send messages.

/** The channels a test can go by: the ones whose provider the golfer's account reaches directly. */
export const TEST_ALERT_CHANNELS = [
  'email',
  'sms',
] as const satisfies readonly (typeof DELIVERY_CHANNELS)[number][];
export type TestAlertChannel = (typeof TEST_ALERT_CHANNELS)[number];

/** Per account, in a rolling hour's window from the first test. */
export const TEST_ALERTS_PER_HOUR = 5;

export const TEST_ALERT_MESSAGES = {
  invalidChannel: "A test alert goes by 'email' or 'sms'",
  emailNotConfirmed: 'Please confirm your email address first: a test goes where your alerts go',
  emailStopped:
    'This address stopped all email from Teewatch. Start email again on this page first, then send a test',
  noNumber: 'Please add and confirm a mobile number first: a test text goes to your confirmed number',
  numberStopped: 'Your number replied STOP, so Teewatch cannot text it. Reply START to it first',
  tooMany: (minutes: number) =>
    `You can send ${TEST_ALERTS_PER_HOUR} test alerts an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/** POST /api/account/test-alerts body. */
export const TestAlertInputSchema = z.object({
  channel: z.enum(TEST_ALERT_CHANNELS, { error: TEST_ALERT_MESSAGES.invalidChannel }),
});
export type TestAlertInput = z.infer<typeof TestAlertInputSchema>;

/** How a test went: accepted by the provider, refused (with its reason), or still being sent. */
export const TEST_ALERT_STATUSES = ['sent', 'failed', 'sending'] as const;

/** One test alert in the golfer's history. */
export const TestAlertSchema = z.object({
  id: z.number().int(),
  channel: z.enum(TEST_ALERT_CHANNELS),
  /** The address or number it went to. */
  recipient: z.string().max(320).nullable(),
  status: z.enum(TEST_ALERT_STATUSES),
  /** The provider's refusal, when it failed. */
  error: z.string().max(1000).nullable(),
  requestedAt: IsoInstantSchema,
  isTest: z.literal(true),
});
export type TestAlert = z.infer<typeof TestAlertSchema>;

/** POST /api/account/test-alerts: the test as it went. */
export const TestAlertResultSchema = envelopeSchema(z.object({ test: TestAlertSchema }));

/** GET /api/account/test-alerts: the golfer's latest tests, newest first. */
export const TestAlertsResultSchema = envelopeSchema(z.object({ tests: z.array(TestAlertSchema).max(20) }));
