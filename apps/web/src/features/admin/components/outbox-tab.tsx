import { adminPath } from '@teewatch/shared';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/button';
import { formatDateTime } from '../../../lib/vancouver-dates';
import { useOutbox, useOutboxMessage } from '../api/get-outbox';
import { cardClass, tdClass } from './admin-styles';
import { ListCardHeader, LoadFailure } from './list-card-header';
import { ListTable } from './list-table';

/** The stored HTML runs nothing (the server's CSP sandboxes it too); its links open in the top window. */
const FRAME_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation';

/**
 * The emails the server wrote to DATA_DIR/outbox because SMTP_URL is unset (issue 26), newest first; one
 * opens at /admin/outbox/{id} as its rendered HTML, so a demo can follow a confirmation or alert link.
 */
export function OutboxTab() {
  const openId = (useParams()['*'] ?? '').split('/')[1] || undefined;
  const { data, isPending, isFetching, error, refetch } = useOutbox();
  const messages = data?.messages ?? [];

  return (
    <div className="space-y-6">
      {openId ? <OpenMessage id={openId} /> : null}
      <section className={cardClass} aria-labelledby="outbox-heading">
        <ListCardHeader
          id="outbox-heading"
          title="Outbox"
          summary={
            data?.transport === 'smtp'
              ? 'Mail goes over SMTP (SMTP_URL is set), so no copies are kept here.'
              : `${data?.total ?? 0} emails written to DATA_DIR/outbox because SMTP_URL is unset`
          }
          isFetching={isFetching}
          onRefresh={() => refetch()}
        />
        <LoadFailure error={error} fallback="Failed to load the outbox" />
        <ListTable
          isPending={isPending}
          isEmpty={messages.length === 0}
          loadingText="Loading the outbox..."
          emptyText={
            data?.transport === 'smtp' ? 'Nothing kept: mail goes over SMTP' : 'No emails in the outbox'
          }
          headings={['Time', 'To', 'Subject']}
        >
          {messages.map((message) => (
            <tr key={message.id} aria-current={message.id === openId ? 'true' : undefined}>
              <td className={`${tdClass} whitespace-nowrap`}>{formatDateTime(message.date)}</td>
              <td className={`${tdClass} break-all`}>{message.to}</td>
              <td className={tdClass}>
                <Link
                  to={adminPath('outbox', message.id)}
                  className="font-medium text-emerald-800 underline hover:text-emerald-950 focus-ring"
                >
                  {message.subject || '(no subject)'}
                </Link>
              </td>
            </tr>
          ))}
        </ListTable>
      </section>
    </div>
  );
}

function OpenMessage({ id }: { id: string }) {
  const { data, isPending, error } = useOutboxMessage(id);
  return (
    <section className={cardClass} aria-labelledby="outbox-message-heading">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="outbox-message-heading" className="text-lg font-semibold break-words text-slate-900">
            {data?.subject ?? (isPending ? 'Loading the email...' : 'Email')}
          </h2>
          {data ? (
            <p className="text-sm break-all text-slate-600">
              To {data.to} · {formatDateTime(data.date)}
            </p>
          ) : null}
        </div>
        <Link to={adminPath('outbox')} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          Close
        </Link>
      </div>
      <LoadFailure error={error} fallback="Failed to load the email" />
      {data ? (
        <iframe
          title={`Email: ${data.subject}`}
          src={data.htmlUrl}
          sandbox={FRAME_SANDBOX}
          className="mt-4 h-[36rem] w-full rounded-lg border border-slate-200 bg-white"
        />
      ) : null}
    </section>
  );
}
