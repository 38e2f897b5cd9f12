import { useState } from 'react';
import { LoadingState, Spinner } from '../../../components/spinner';
import { type NotificationListParams, useNotifications } from '../api/get-notifications';
import { formatDateTime } from '../lib/format';
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
import { Badge } from './badge';
import { PrevNextPagination } from './prev-next-pagination';

/** Notification history (admin-console §2); times in America/Vancouver; failures only logged (§8). */
export function NotificationsTab() {
  const [page, setPage] = useState(1);
  const [method, setMethod] = useState<NotificationListParams['method']>('all');
  const [status, setStatus] = useState<NotificationListParams['status']>('all');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const { data, isPending, isFetching, error, refetch } = useNotifications({ page, method, status, search });
  if (error) console.error('Failed to load notification history', error);
  const notifications = data?.notifications ?? [];

  return (
    <section className={cardClass} aria-labelledby="notifications-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="notifications-heading" className="text-xl font-semibold text-slate-900">
            Notification History
          </h2>
          <p className="text-sm text-slate-600" aria-live="polite">
            {data?.pagination.total ?? 0} total
          </p>
        </div>
        <button type="button" className={buttonSecondary} onClick={() => refetch()} disabled={isFetching}>
          {isFetching ? <Spinner className="h-4 w-4" /> : null}
          Refresh
        </button>
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto_auto]">
        <div>
          <label htmlFor="notification-search" className={labelClass}>
            Search
          </label>
          <input
            id="notification-search"
            type="search"
            placeholder="Search by email..."
            value={searchText}
            onChange={(event) => {
              setSearchText(event.target.value);
              setPage(1);
            }}
            className={`mt-1 ${inputClass}`}
          />
        </div>
        <div>
          <label htmlFor="notification-method" className={labelClass}>
            Method
          </label>
          <select
            id="notification-method"
            value={method}
            onChange={(event) => {
              setMethod(event.target.value as NotificationListParams['method']);
              setPage(1);
            }}
            className={`mt-1 ${inputClass}`}
          >
            <option value="all">All</option>
            <option value="email">Email</option>
            <option value="sms">SMS</option>
          </select>
        </div>
        <div>
          <label htmlFor="notification-status" className={labelClass}>
            Status
          </label>
          <select
            id="notification-status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as NotificationListParams['status']);
              setPage(1);
            }}
            className={`mt-1 ${inputClass}`}
          >
            <option value="all">All</option>
            <option value="success">Success</option>
            <option value="failed">Failed</option>
          </select>
        </div>
      </div>
      {isPending ? (
        <LoadingState text="Loading notifications..." />
      ) : notifications.length === 0 ? (
        <p className="py-12 text-center text-slate-600">No notifications found</p>
      ) : (
        <div className="relative mt-4 overflow-x-auto">
          <table className={tableClass}>
            <thead className="bg-slate-50">
              <tr>
                {['Time', 'Request ID', 'Contact', 'Method', 'Status', 'Error'].map((heading) => (
                  <th key={heading} scope="col" className={thClass}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {notifications.map((notification) => (
                <tr key={notification.id}>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    {formatDateTime(notification.notification_sent_at)}
                  </td>
                  <td className={tdClass}>#{notification.request_id}</td>
                  <td className={`${tdClass} break-all`}>{notification.monitoring_request.contact_email}</td>
                  <td className={tdClass}>{notification.notification_method === 'sms' ? 'SMS' : 'Email'}</td>
                  <td className={tdClass}>
                    {notification.is_successful ? (
                      <Badge tone="green">Success</Badge>
                    ) : (
                      <Badge tone="red">Failed</Badge>
                    )}
                  </td>
                  <td className={`${tdClass} text-red-800`}>{notification.error_message ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PrevNextPagination pagination={data?.pagination} onPageChange={setPage} label="Notification pages" />
    </section>
  );
}
