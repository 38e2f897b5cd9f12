// What the waitlist offers the rest of the server; other features import only from here.

export { selectMonitoringRequestAlerts } from './monitoring-request-alerts.queries';
export type {
  MonitoringRequestCreatedHook,
  MonitoringRequestReactivatedHook,
} from './monitoring-requests.service';
export { listUserMonitoringRequests } from './monitoring-requests.service';
export { rollWeeklyRules } from './roll-weekly-rules';
export { stopWeeklyDate } from './weekly-rule.service';
