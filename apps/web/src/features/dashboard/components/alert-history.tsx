import { CHANNEL_NAMES, channelWords, type DeliveryChannel } from '@teewatch/shared';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/error-message';
import { useMonitoringRequestAlerts } from '../api/get-monitoring-request-alerts';
import { formatPreferredDate, formatSentAt, formatTime12 } from '../dashboard-rules';

/** What one request sent: when, to whom, whether it went out, and the tee times it named. */
export function AlertHistory({
  requestId,
  id,
  channels,
}: {
  requestId: number;
  id: string;
  /** The request's channels (decision 0260): the empty history says how alerts will come. */
  channels: DeliveryChannel[];
}) {
  const alerts = useMonitoringRequestAlerts(requestId, true);
  return (
    <section id={id} aria-label={`Alert history of waitlist request #${requestId}`} className="mt-4">
      {alerts.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="h-4 w-4" /> Loading alert history...
        </p>
      ) : alerts.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(alerts.error, 'Failed to load the alert history')}
        </p>
      ) : alerts.data.length === 0 ? (
        <p className="text-sm text-slate-600">
          No alerts sent yet. We alert you by {channelWords(channels)} as soon as a matching tee time opens.
        </p>
      ) : (
        <ol className="space-y-3">
          {alerts.data.map((alert) => (
            <li key={alert.id} className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-medium text-slate-900">{formatSentAt(alert.sent_at)}</span>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-medium ${
                    alert.is_successful ? 'bg-emerald-100 text-emerald-900' : 'bg-red-100 text-red-900'
                  }`}
                >
                  {alert.is_successful ? 'Sent' : 'Failed'}
                </span>
                <span className="break-all text-slate-700">
                  {CHANNEL_NAMES[alert.notification_method]} to {alert.recipient}
                </span>
              </p>
              {alert.subject ? <p className="mt-1 text-slate-700">{alert.subject}</p> : null}
              {alert.error_message ? <p className="mt-1 text-red-800">{alert.error_message}</p> : null}
              {alert.tee_times.length > 0 ? (
                <ul className="mt-2 space-y-0.5 text-slate-800">
                  {alert.tee_times.map((teeTime) => (
                    <li key={`${teeTime.course_id}-${teeTime.date}-${teeTime.time}`}>
                      {teeTime.course_name} · {formatPreferredDate(teeTime.date)} ·{' '}
                      {formatTime12(teeTime.time)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
