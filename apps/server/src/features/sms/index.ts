// What the sms feature offers the rest of the server; other features import only from here.
// The text channel itself (compose, send through Twilio, the outbox, the daily limit) is the delivery
// engine's (delivery/channels/sms, issue 49): this feature keeps the golfer's number and Twilio's webhooks.

export { readPhoneForExport } from './phone-confirmation';
