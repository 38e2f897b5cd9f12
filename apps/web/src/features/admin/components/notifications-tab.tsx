import { CHANNEL_NAMES } from '@teewatch/shared';
import { formatDateTime } from '../../../lib/vancouver-dates';
import { type NotificationListParams, useNotifications } from '../api/get-notifications';
import { useListFilters } from '../lib/use-list-filters';
import { cardClass, tdClass } from './admin-styles';
import { DeliveryBadge } from './badge';
import { filterOptions } from './filter-select';
import { type FilteredListSpec, FilteredListTable } from './filtered-list-table';
import { ListCardHeader } from './list-card-header';
import { PrevNextPagination } from './prev-next-pagination';

const METHOD_OPTIONS = filterOptions('All', { email: 'Email', sms: 'SMS' });
const STATUS_OPTIONS = filterOptions('All', { success: 'Success', failed: 'Failed' });

const LIST: FilteredListSpec<Omit<NotificationListParams, 'page'>> = {
  noun: 'notifications',
  initial: { search: '', method: 'all', status: 'all' },
  headings: ['Time', 'Request ID', 'Contact', 'Method', 'Status', 'Error'],
  barClassName: 'mt-4 grid gap-3 sm:grid-cols-[1fr_auto_auto]',
  search: { id: 'notification-search', placeholder: 'Search by email...' },
  selects: [
    { filter: 'method', id: 'notification-method', label: 'Method', options: METHOD_OPTIONS },
    { filter: 'status', id: 'notification-status', label: 'Status', options: STATUS_OPTIONS },
  ],
};

/** Notification history (admin-console §2); times in America/Vancouver; failures only logged (§8). */
export function NotificationsTab() {
  const list = useListFilters(LIST.initial);
  const { data, isPending, isFetching, error, refetch } = useNotifications(list.params);
  if (error) console.error('Failed to load notification history', error);

  return (
    <section className={cardClass} aria-labelledby="notifications-heading">
      <ListCardHeader
        id="notifications-heading"
        title="Notification History"
        summary={`${data?.pagination.total ?? 0} total`}
        isFetching={isFetching}
        onRefresh={() => refetch()}
      />
      <FilteredListTable spec={LIST} list={list} isPending={isPending} rows={data?.notifications ?? []}>
        {(notification) => (
          <tr key={notification.id}>
            <td className={`${tdClass} whitespace-nowrap`}>
              {formatDateTime(notification.notification_sent_at)}
            </td>
            {/* A golfer who deleted their account leaves the row without request or address (decision 0102). */}
            {/* A test alert (decision 0262) belongs to no request: marked as such, not as a deleted account. */}
            <td className={tdClass}>
              {notification.is_test
                ? 'Test'
                : notification.request_id === null
                  ? '—'
                  : `#${notification.request_id}`}
            </td>
            <td className={`${tdClass} break-all`}>
              {notification.is_test
                ? 'Test alert from the account page'
                : notification.notification_method === 'email'
                  ? (notification.monitoring_request.contact_email ?? 'Deleted account')
                  : (notification.destination ?? 'Deleted account')}
            </td>
            <td className={tdClass}>{CHANNEL_NAMES[notification.notification_method]}</td>
            <td className={tdClass}>
              <DeliveryBadge isSuccessful={notification.is_successful} />
              {notification.delivery_status ? (
                // A text's delivery as Twilio last reported it, and how many segments it cost.
                <p className="mt-1 text-xs text-slate-600">
                  {notification.delivery_status}
                  {notification.segments
                    ? ` · ${notification.segments} segment${notification.segments === 1 ? '' : 's'}`
                    : ''}
                </p>
              ) : null}
            </td>
            <td className={`${tdClass} text-red-800`}>
              {notification.error_message ?? ''}
              {notification.provider_error_code ? ` (Twilio error ${notification.provider_error_code})` : ''}
            </td>
          </tr>
        )}
      </FilteredListTable>
      <PrevNextPagination
        pagination={data?.pagination}
        onPageChange={list.setPage}
        label="Notification pages"
      />
    </section>
  );
}
