// What the waitlist offers the rest of the server; other features import only from here.
export type {
  MonitoringRequestCreatedHook,
  MonitoringRequestReactivatedHook,
} from './monitoring-requests.service';
