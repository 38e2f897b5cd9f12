// What the delivery engine offers the channels (features) and the jobs (decisions 0165, 0191); they import only from here.
export { alertsBySql } from './alerts-by-sql';
export { deliverPendingAlerts, emailChannel, listDeliverableRequests } from './channels/email/email-channel';
export {
  claimGroupBookedNote,
  GROUP_BOOKED,
  groupBookedChannel,
} from './channels/email/group-booked-channel';
export { releaseReminderChannel } from './channels/email/release-reminder-channel';
export { pushChannel } from './channels/push/push-channel';
export { isKnownPushService } from './channels/push/push-services';
export { type RegisteredChannel, registeredChannels } from './channels/registry';
export { releaseReminderTextChannel } from './channels/sms/release-reminder-text-channel';
export { SMS_INBOUND_PATH, SMS_STATUS_PATH, sendSms } from './channels/sms/send-sms';
export { smsDailyAllowance } from './channels/sms/sms-daily-limit';
export { smsDeliveryChannel } from './channels/sms/sms-delivery-channel';
export { clearOptOut, recordOptOut } from './channels/sms/sms-opt-outs';
export { listOutboxTexts } from './channels/sms/sms-outbox';
export { isOptedOut } from './channels/sms/textable-number';
export { UNSUBSCRIBED_RECIPIENT } from './channels/sms/twilio-client';
export { testAlertChannels } from './channels/test-alert-channels';
export { claimNext } from './claim-next';
export { contactEmailConfirmedSql } from './contact-email-confirmed-sql';
export {
  type DeliveryOptions,
  type DeliveryResult,
  type DeliveryStop,
  type DeliveryTiming,
  deliverNext,
  deliverPending,
} from './deliver-pending';
export { deliverableSlotSql } from './deliverable-slot-sql';
export type {
  ClaimBase,
  ClaimScope,
  DeliveryChannel,
  NotificationRow,
  SendContext,
  SendOutcome,
} from './delivery-channel';
export type { DeliveryHandOff } from './delivery-hand-off';
export {
  claimDeliveryRulesAllowance,
  deliveryRulesAllowNow,
  type HeldBy,
  heldByRules,
} from './delivery-rules';
export { effectiveDeliveryRulesSql } from './delivery-rules-sql';
export { listDue } from './list-due';
export { earlierTimeFirst, type PartnerRow, pairedTimeOf, partnerColumn } from './partner-slot';
