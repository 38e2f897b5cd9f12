import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { ClaimBase, ClaimScope, DeliveryChannel } from '../../delivery-channel';
import {
  claimTestRow,
  readTestRecipient,
  type TestRecipient,
  testChannelParts,
  testReadySql,
} from '../../test-alert-parts';
import { keepStopped, resumeText, sendText } from './sms-delivery-channel';
import { countSegments } from './sms-segments';

// A test alert by text (decision 0262): to the account's confirmed number not on the stop list, through
// Twilio as every text. The claim fixes the text, so a resumed claim sends it again as it was. Neither
// SMS_DAILY_LIMIT nor the golfer's daily cap counts it (sms-daily-limit.ts): the account's own limit on
// tests (TEST_ALERTS_PER_HOUR) bounds it.

/** One GSM-7 segment. */
export const TEST_TEXT =
  'Teewatch test: your tee-time alerts will be texted to this number. Reply STOP to stop texts';

type TestTextClaim = ClaimBase & { phone: string; body: string; claimedAt: Date };

type TextableTest = TestRecipient & { phone: string };

/** The owner's number is confirmed and not stopped. */
function textTestReadySql({ instant }: ClaimScope) {
  return sql`(${testReadySql('sms', instant.now)}
    and exists (select 1 from user_phones tp where tp.user_id = t.user_id and tp.confirmed_at is not null
      and not exists (select 1 from sms_opt_outs so where so.phone = tp.phone)))`;
}

async function readTextableTest(tx: Tx, testId: number, scope: ClaimScope) {
  const test = await readTestRecipient(tx, testId, textTestReadySql(scope));
  return test?.phone ? ({ ...test, phone: test.phone } as TextableTest) : undefined;
}

async function claimTestText(tx: Tx, test: TextableTest, { instant }: ClaimScope) {
  const claim = await claimTestRow(tx, test, instant.now, {
    notificationMethod: 'sms',
    recipient: test.phone,
    subject: TEST_TEXT,
    segments: countSegments(TEST_TEXT).segments,
  });
  return { ...claim, phone: test.phone, body: TEST_TEXT, claimedAt: instant.now };
}

export const testAlertTextChannel: DeliveryChannel<TextableTest, TestTextClaim> = {
  ...testChannelParts('sms'),
  name: 'test-alert-text',
  readySql: textTestReadySql,
  readRecipient: readTextableTest,
  resume: (test, row) => resumeText(row, 0, test.phone),
  claimNew: claimTestText,
  send: (claim, context) => sendText(context, claim.phone, claim.body),
  removeGone: (tx, claim) => keepStopped(tx, claim.phone, claim.claimedAt),
};
