// What other features may use from the alert engine.
export { type AlertEngine, createAlertEngine, runAlertCycle } from './alert-engine';
export { cleanupExpiredRequests } from './cleanup-expired-requests';
export { deliverPendingAlerts } from './deliver-alerts';
export { listWatchedPairs, planPolls } from './plan-polls';
export { pollCourseDay } from './poll-course-day';
