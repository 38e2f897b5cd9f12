// What the sms feature offers the rest of the server; other features import only from here.
export { confirmedPhoneOf, readAccountPhone, readPhoneForExport } from './phone-confirmation';
export { listOutboxTexts } from './sms-outbox';
