// What the sms feature offers the rest of the server; other features import only from here.
// The delivery engine's text channel: compose an alert, send it (the stop list first), the daily cap.

export {
  confirmedPhoneOf,
  isOptedOut,
  readAccountPhone,
  readPhoneForExport,
} from './phone-confirmation';
export type { SmsFailure } from './send-sms';
export { type ChannelSent, compose, SMS_CALL_TO_ACTION, type SmsAlert, send } from './sms-channel';
export { smsDailyAllowance, textsSentToday } from './sms-daily-limit';
export { smsDeliveryChannel } from './sms-delivery-channel';
export { listOutboxTexts } from './sms-outbox';
export { countSegments } from './sms-segments';
