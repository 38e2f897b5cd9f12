import type { MonitoringRequest } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';
import { useMyRequestsMutation } from './use-my-requests-mutation';

// A weekly rule's dashboard actions (decision 0350): one date booked, the rule ended.

/** POST /api/users/me/monitoring-requests/{id}/booked-dates: that date is no longer watched. */
function bookWeeklyDate(options: { id: number; date: string }): Promise<MonitoringRequest> {
  return apiRequest<MonitoringRequest>(`/api/users/me/monitoring-requests/${options.id}/booked-dates`, {
    method: 'POST',
    body: { date: options.date },
  });
}

/** POST /api/users/me/monitoring-requests/{id}/end: the request stops for good. */
function endMonitoringRequest(id: number): Promise<MonitoringRequest> {
  return apiRequest<MonitoringRequest>(`/api/users/me/monitoring-requests/${id}/end`, { method: 'POST' });
}

const replaced = (list: MonitoringRequest[], saved: MonitoringRequest) =>
  list.map((request) => (request.id === saved.id ? saved : request));

export function useBookWeeklyDate() {
  return useMyRequestsMutation(bookWeeklyDate, replaced);
}

export function useEndMonitoringRequest() {
  return useMyRequestsMutation(endMonitoringRequest, replaced);
}
