// What the sms feature offers the rest of the server; other features import only from here.
// The delivery engine reaches texts through smsDeliveryChannel only (decision 0173): what a text says
// and how it is sent stay inside the feature.

export {
  isOptedOut,
  readAccountPhone,
  readPhoneForExport,
} from './phone-confirmation';
export type { SmsFailure } from './send-sms';
export { toGsmText } from './sms-channel';
export {
  claimSmsDailyAllowance,
  smsDailyAllowance,
  textsSentToday,
  underSmsDailyLimitSql,
} from './sms-daily-limit';
export { keepStopped, sendText, smsDeliveryChannel } from './sms-delivery-channel';
export { listOutboxTexts } from './sms-outbox';
export { countSegments } from './sms-segments';
