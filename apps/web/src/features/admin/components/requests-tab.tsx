import { useState } from 'react';
import { LoadingState, Spinner } from '../../../components/spinner';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/error-message';
import { useCleanupExpiredRequests } from '../api/cleanup-requests';
import { type RequestListParams, useRequests } from '../api/get-requests';
import { useToggleRequest } from '../api/toggle-request';
import { formatDateTime, formatIsoDay } from '../lib/format';
import { useDebouncedValue } from '../lib/use-debounced-value';
import {
  buttonSecondary,
  cardClass,
  inputClass,
  labelClass,
  tableClass,
  tdClass,
  thClass,
} from './admin-styles';
import { PrevNextPagination } from './prev-next-pagination';
import { RequestStatusMenu } from './request-status-menu';

/** Monitoring requests (admin-console §2). List failures are only logged (§8). */
export function RequestsTab() {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<RequestListParams['status']>('all');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const params = { page, status, search };
  const { data, isPending, isFetching, error, refetch } = useRequests(params);
  if (error) console.error('Failed to load monitoring requests', error);
  const toggle = useToggleRequest();
  const cleanup = useCleanupExpiredRequests();

  const requests = data?.requests ?? [];

  return (
    <section className={cardClass} aria-labelledby="requests-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="requests-heading" className="text-xl font-semibold text-slate-900">
          Monitoring Requests
        </h2>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonSecondary} onClick={() => refetch()} disabled={isFetching}>
            {isFetching ? <Spinner className="h-4 w-4" /> : null}
            Refresh
          </button>
          <button
            type="button"
            className={buttonSecondary}
            disabled={cleanup.isPending}
            onClick={() =>
              cleanup.mutate(undefined, {
                onSuccess: (result) =>
                  toast.show({ type: 'success', title: 'Cleanup Expired', message: result.message }),
                onError: (failure) => console.error('Cleanup of expired requests failed', failure),
              })
            }
          >
            {cleanup.isPending ? <Spinner className="h-4 w-4" /> : null}
            Cleanup Expired
          </button>
        </div>
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto]">
        <div>
          <label htmlFor="request-search" className={labelClass}>
            Search
          </label>
          <input
            id="request-search"
            type="search"
            placeholder="Search by email or request ID..."
            value={searchText}
            onChange={(event) => {
              setSearchText(event.target.value);
              setPage(1);
            }}
            className={`mt-1 ${inputClass}`}
          />
        </div>
        <div>
          <label htmlFor="request-status" className={labelClass}>
            Status
          </label>
          <select
            id="request-status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as RequestListParams['status']);
              setPage(1);
            }}
            className={`mt-1 ${inputClass}`}
          >
            <option value="all">All</option>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </select>
        </div>
      </div>
      {isPending ? (
        <LoadingState text="Loading requests..." />
      ) : requests.length === 0 ? (
        <p className="py-12 text-center text-slate-600">No requests found</p>
      ) : (
        <div className="relative mt-4 overflow-x-auto">
          <table className={tableClass}>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={thClass}>
                  Request
                </th>
                <th scope="col" className={thClass}>
                  Contact
                </th>
                <th scope="col" className={thClass}>
                  Golf Courses
                </th>
                <th scope="col" className={thClass}>
                  Preferences
                </th>
                <th scope="col" className={thClass}>
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {requests.map((request) => (
                <tr key={request.id}>
                  <td className={tdClass}>
                    <p className="font-medium">#{request.id}</p>
                    <p className="text-xs text-slate-600">Created {formatDateTime(request.created_at)}</p>
                    <p className="text-xs text-slate-600">Expires {formatDateTime(request.expires_at)}</p>
                  </td>
                  <td className={tdClass}>
                    <p className="break-all">{request.contact_email}</p>
                    {request.contact_phone ? (
                      <p className="text-xs text-slate-600">{request.contact_phone}</p>
                    ) : null}
                    <p className="text-xs text-slate-600 uppercase">{request.notification_method}</p>
                  </td>
                  <td className={tdClass}>
                    <ul className="space-y-0.5">
                      {request.course_names.map((name, index) => (
                        <li key={`${name}-${index}`}>{name}</li>
                      ))}
                    </ul>
                  </td>
                  <td className={tdClass}>
                    <p>{request.preferred_dates.map(formatIsoDay).join(', ')}</p>
                    <p className="text-xs text-slate-600">
                      {request.start_time}–{request.end_time} ·{' '}
                      {request.number_of_players === 0
                        ? 'Any players'
                        : `${request.number_of_players} players`}
                    </p>
                  </td>
                  <td className={tdClass}>
                    <RequestStatusMenu
                      request={request}
                      isToggling={toggle.isPending && toggle.variables === request.id}
                      onToggle={() =>
                        toggle.mutate(request.id, {
                          onError: (failure) =>
                            toast.show({
                              type: 'error',
                              title: 'Failed to update request',
                              message: errorMessage(failure, 'Please try again.'),
                            }),
                        })
                      }
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PrevNextPagination pagination={data?.pagination} onPageChange={setPage} label="Requests pages" />
    </section>
  );
}
