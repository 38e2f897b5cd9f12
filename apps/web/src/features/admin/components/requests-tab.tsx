import { formatClockTime, partySizeLabel } from '@teewatch/shared';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime, formatIsoDay } from '../../../lib/vancouver-dates';
import { useCleanupExpiredRequests } from '../api/cleanup-requests';
import { type RequestListParams, useRequests } from '../api/get-requests';
import { useToggleRequest } from '../api/toggle-request';
import { useListFilters } from '../lib/use-list-filters';
import { cardClass, tdClass } from './admin-styles';
import { filterOptions } from './filter-select';
import { type FilteredListSpec, FilteredListTable } from './filtered-list-table';
import { ListCardHeader } from './list-card-header';
import { MessageActionButton } from './message-action-button';
import { PrevNextPagination } from './prev-next-pagination';
import { RequestStatusMenu } from './request-status-menu';

const STATUS_OPTIONS = filterOptions('All', { active: 'Active', inactive: 'Inactive' });

const LIST: FilteredListSpec<Omit<RequestListParams, 'page'>> = {
  noun: 'requests',
  initial: { search: '', status: 'all' },
  headings: ['Request', 'Contact', 'Golf Courses', 'Preferences', 'Status'],
  barClassName: 'mt-4 grid gap-3 sm:grid-cols-[1fr_auto]',
  search: { id: 'request-search', placeholder: 'Search by email or request ID...' },
  selects: [{ filter: 'status', id: 'request-status', label: 'Status', options: STATUS_OPTIONS }],
};

/** Monitoring requests (admin-console §2). List failures are only logged (§8). */
export function RequestsTab() {
  const toast = useToast();
  const list = useListFilters(LIST.initial);
  const { data, isPending, isFetching, error, refetch } = useRequests(list.params);
  if (error) console.error('Failed to load monitoring requests', error);
  const toggle = useToggleRequest();
  const cleanup = useCleanupExpiredRequests();

  const requests = data?.requests ?? [];

  return (
    <section className={cardClass} aria-labelledby="requests-heading">
      <ListCardHeader
        id="requests-heading"
        title="Monitoring Requests"
        isFetching={isFetching}
        onRefresh={() => refetch()}
      >
        <MessageActionButton
          action={cleanup}
          title="Cleanup Expired"
          onError={(failure) => console.error('Cleanup of expired requests failed', failure)}
        >
          Cleanup Expired
        </MessageActionButton>
      </ListCardHeader>
      <FilteredListTable spec={LIST} list={list} isPending={isPending} rows={requests}>
        {(request) => (
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
                {formatClockTime(request.start_time)}–{formatClockTime(request.end_time)} ·{' '}
                {request.number_of_players === 0 ? 'Any players' : partySizeLabel(request.number_of_players)}
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
        )}
      </FilteredListTable>
      <PrevNextPagination pagination={data?.pagination} onPageChange={list.setPage} label="Requests pages" />
    </section>
  );
}
