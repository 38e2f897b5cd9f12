import type { TestAlertChannel } from '@teewatch/shared';
import type { ClaimBase, DeliveryChannel } from '../delivery-channel';
import { testAlertEmailChannel } from './email/test-alert-email-channel';
import { testAlertTextChannel } from './sms/test-alert-text-channel';

// The test alert's engine channel by the channel it tests (decision 0262). Not in registry.ts: no job
// sweeps them; the account route delivers each test at once, as the golfer waits for its answer.
export const testAlertChannels: Record<
  TestAlertChannel,
  // biome-ignore lint/suspicious/noExplicitAny: the two channels read different recipients and claims
  DeliveryChannel<any, ClaimBase>
> = { email: testAlertEmailChannel, sms: testAlertTextChannel };
