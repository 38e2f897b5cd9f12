// What the alerts feature offers the rest of the server; other features import only from here.
export { type AlertEngine, createAlertEngine } from './alert-engine';
export { cleanupExpiredRequests } from './cleanup-expired-requests';
export { deliverPendingAlerts, emailChannel, listDeliverableRequests } from './email-channel';
export { currentMatchSql, matchCurrentSlots, matchOpenings } from './match-openings';
export { matchOpeningsToRequests } from './match-openings-to-requests';
export { releaseReminderChannel } from './release-reminder-channel';
