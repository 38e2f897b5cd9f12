// What the sms feature offers the rest of the server; other features import only from here.
// The delivery engine reaches texts through its channels only (decision 0173: alerts, and the release
// reminder's text, decision 0196): what a text says and how it is sent stay inside the feature.

export { readAccountPhone, readPhoneForExport } from './phone-confirmation';
export { isOptedOut } from './textable-number';
export { releaseReminderTextChannel } from './release-reminder-text-channel';
export type { SmsFailure } from './send-sms';
export { smsDailyAllowance, textsSentToday } from './sms-daily-limit';
export { smsDeliveryChannel } from './sms-delivery-channel';
export { listOutboxTexts } from './sms-outbox';
export { countSegments } from './sms-segments';
