// What the alerts feature offers the rest of the server; other features import only from here.

// The email channel is the delivery engine's (delivery/channels/email); its drain stays offered here for
// the benchmarks and tests that deliver as the alert engine does.
export { deliverPendingAlerts } from '../../delivery';
export { type AlertEngine, createAlertEngine } from './alert-engine';
export { cleanupExpiredRequests } from './cleanup-expired-requests';
export { currentMatchSql, matchCurrentSlots, matchOpenings } from './match-openings';
export { matchOpeningsToRequests } from './match-openings-to-requests';
