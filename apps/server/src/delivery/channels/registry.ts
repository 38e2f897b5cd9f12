import type { ClaimBase, DeliveryChannel } from '../delivery-channel';
import { emailChannel } from './email/email-channel';
import { groupBookedChannel } from './email/group-booked-channel';
import { releaseReminderChannel } from './email/release-reminder-channel';
import { pushChannel } from './push/push-channel';
import { releaseReminderTextChannel } from './sms/release-reminder-text-channel';
import { smsDeliveryChannel } from './sms/sms-delivery-channel';

// The one list of the engine's channels (issue 49 item 3): each folder under channels/ implements
// DeliveryChannel and is registered here once; the jobs, the plan's sweep, the mirror's hand-off and the
// delivery gauges are built from this list.

export type RegisteredChannel = {
  /** The pg-boss job that delivers it (an interface: queues and metrics are named by it). */
  job: string;
  // biome-ignore lint/suspicious/noExplicitAny: the list holds channels of different recipients and claims
  channel: DeliveryChannel<any, ClaimBase>;
  /** The log line of a delivery round that sent something. */
  doneMessage: string;
};

export const registeredChannels: readonly RegisteredChannel[] = [
  { job: 'alerts.notify', channel: emailChannel, doneMessage: 'alerts delivered' },
  { job: 'alerts.push', channel: pushChannel, doneMessage: 'pushes delivered' },
  { job: 'alerts.sms', channel: smsDeliveryChannel, doneMessage: 'texts delivered' },
  // A held time's one reminder before its free cancellation ends (decision 0196): by email, and by text
  // to a request alerting by text; each channel once per held time.
  {
    job: 'alerts.release-reminder',
    channel: releaseReminderChannel,
    doneMessage: 'release reminders delivered',
  },
  {
    job: 'alerts.release-reminder-text',
    channel: releaseReminderTextChannel,
    doneMessage: 'release reminder texts delivered',
  },
  // A group's "has ended" notes (decision 0263): claimed by the booking, which sends them at once; the
  // job resumes a note whose sender died before it was recorded.
  { job: 'alerts.group-booked', channel: groupBookedChannel, doneMessage: 'group notes delivered' },
];
