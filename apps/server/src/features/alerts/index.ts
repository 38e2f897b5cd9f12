// What the alerts feature offers the rest of the server; other features import only from here.
export { type AlertEngine, createAlertEngine } from './alert-engine';
export { cleanupExpiredRequests } from './cleanup-expired-requests';
export { deliverPendingAlerts, emailChannel, listDeliverableRequests } from './email-channel';
export { currentMatchSql, matchCurrentSlots, matchOpenings, type NewOpening } from './match-openings';
export { type OpenSlotRow, openSlotColumns, openTeeTimeOf } from './open-slot-row';
