// What the alerts feature offers the rest of the server; other features import only from here.
export { type AlertEngine, createAlertEngine } from './alert-engine';
export { deliverableSlotSql } from './claim-alert-email';
export { abandonedClaimOf, type ClaimOptions, claimStaleBefore, renewClaimLease } from './claim-lease';
export { cleanupExpiredRequests } from './cleanup-expired-requests';
export { type DeliveryResult, deliverPendingAlerts, listDeliverableRequests } from './deliver-alerts';
export { deliveryRulesAllowNow } from './delivery-rules';
export { currentMatchSql, matchCurrentSlots, matchOpenings, type NewOpening } from './match-openings';
export { type OpenSlotRow, openSlotColumns, openTeeTimeOf } from './open-slot-row';
