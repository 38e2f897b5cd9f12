import { z } from 'zod';

// The one channel model (issue 49, decision 0260): a waitlist request names the set of channels it
// alerts by, and every alert sent records the one channel it went by, from the same list. The older
// single-valued fields (`notification_method` email/sms/both, the spec's; `alert_channel` email/push/both,
// decision 0130) are derived from the set on every answer and still accepted on input.

/** Every channel an alert can go by. 'sms' is the API's name for a text message (the spec's word). */
export const DELIVERY_CHANNELS = ['email', 'push', 'sms'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** The spec's notification_method: email, sms or both (derived from the set since decision 0260). */
export const NOTIFICATION_METHODS = ['email', 'sms', 'both'] as const;
export type NotificationMethod = (typeof NOTIFICATION_METHODS)[number];

/** Decision 0130's alert_channel: email, push or both (derived from the set since decision 0260). */
export const ALERT_CHANNELS = ['email', 'push', 'both'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

export const ALERT_CHANNELS_MESSAGES = {
  invalidChannel: "Alerts go by 'email', 'push' or 'sms'",
  noChannel: 'Please choose at least one way to be alerted',
} as const;

/** A request's channels as the API takes and answers them: one to three, each once. */
export const AlertChannelsSchema = z
  .array(z.enum(DELIVERY_CHANNELS, { error: ALERT_CHANNELS_MESSAGES.invalidChannel }), {
    error: ALERT_CHANNELS_MESSAGES.noChannel,
  })
  .min(1, ALERT_CHANNELS_MESSAGES.noChannel)
  .max(DELIVERY_CHANNELS.length, ALERT_CHANNELS_MESSAGES.invalidChannel);

/** Each channel once, in the list's order: the form the database stores and the API answers. */
export function normaliseChannels(channels: readonly DeliveryChannel[]): DeliveryChannel[] {
  return DELIVERY_CHANNELS.filter((channel) => channels.includes(channel));
}

/**
 * The set an older client's two fields mean (the migration of stored rows applies the same rule): email
 * when neither field leaves it out, push by alert_channel, text by notification_method.
 */
export function channelsFromLegacy(method: NotificationMethod, channel: AlertChannel): DeliveryChannel[] {
  const email = method !== 'sms' && channel !== 'push';
  return [
    ...(email ? (['email'] as const) : []),
    ...(channel !== 'email' ? (['push'] as const) : []),
    ...(method !== 'email' ? (['sms'] as const) : []),
  ];
}

/** notification_method as older clients read it: 'both' with email and text, 'sms' with text alone. */
export function legacyNotificationMethod(channels: readonly DeliveryChannel[]): NotificationMethod {
  if (!channels.includes('sms')) return 'email';
  return channels.includes('email') ? 'both' : 'sms';
}

/** alert_channel as older clients read it: 'both' with email and push, 'push' with push but no email. */
export function legacyAlertChannel(channels: readonly DeliveryChannel[]): AlertChannel {
  if (!channels.includes('push')) return 'email';
  return channels.includes('email') ? 'both' : 'push';
}

/**
 * The channels an input asks for: `alertChannels` when given; else what the older fields say, a missing
 * notificationMethod meaning email (its old default) and a missing alertChannel `keptAlertChannel` (on an
 * edit the request's own, on a create the default).
 */
export function requestedChannels(
  input: {
    alertChannels?: readonly DeliveryChannel[] | undefined;
    notificationMethod?: NotificationMethod | undefined;
    alertChannel?: AlertChannel | undefined;
  },
  keptAlertChannel: AlertChannel,
): DeliveryChannel[] {
  if (input.alertChannels) return normaliseChannels(input.alertChannels);
  return channelsFromLegacy(input.notificationMethod ?? 'email', input.alertChannel ?? keptAlertChannel);
}

/** A listed request's channels: alert_channels, or from the two older fields when an older server sent only those. */
export function channelsOfRequest(request: {
  alert_channels?: readonly DeliveryChannel[] | undefined;
  notification_method: NotificationMethod;
  alert_channel?: AlertChannel | undefined;
}): DeliveryChannel[] {
  return request.alert_channels
    ? normaliseChannels(request.alert_channels)
    : channelsFromLegacy(request.notification_method, request.alert_channel ?? 'email');
}

/** A channel as records name it: the alert history, the admin console (the spec's "Email / SMS"), the dashboard. */
export const CHANNEL_NAMES: Record<DeliveryChannel, string> = { email: 'Email', push: 'Push', sms: 'SMS' };
/** A channel as the waitlist form offers it ("Alert me by"). */
export const CHANNEL_CHOICE_LABELS: Record<DeliveryChannel, string> = {
  email: 'Email',
  push: 'Push',
  sms: 'Text',
};
/** A channel inside a sentence: "we alert you by email and text". */
const CHANNEL_WORDS: Record<DeliveryChannel, string> = { email: 'email', push: 'push', sms: 'text' };

/** The channels as a confirmation names them: "email", "email and text", "email, push and text". */
export function channelWords(channels: readonly DeliveryChannel[]): string {
  const words = normaliseChannels(channels).map((channel) => CHANNEL_WORDS[channel]);
  if (words.length <= 1) return words[0] ?? 'email';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
