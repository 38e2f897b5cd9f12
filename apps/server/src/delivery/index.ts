// What the delivery engine offers the channels (features) and the jobs (decisions 0165, 0191); they import only from here.
export { alertsBySql } from './alerts-by-sql';
export { claimNext } from './claim-next';
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
export { listDue } from './list-due';
export { earlierTimeFirst, type PartnerRow, pairedTimeOf, partnerColumn } from './partner-slot';
