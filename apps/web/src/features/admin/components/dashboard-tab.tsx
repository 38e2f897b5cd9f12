import { CHANNEL_NAMES } from '@teewatch/shared';
import type { ReactNode } from 'react';
import { LoadingState } from '../../../components/spinner';
import { formatDateTime } from '../../../lib/vancouver-dates';
import { useDashboard } from '../api/get-dashboard';
import { cardClass } from './admin-styles';
import { DeliveryBadge } from './badge';
import { MirrorHealthPanel } from './mirror-health-panel';
import { StatCards } from './stat-cards';

/** What goes unsent: mail or texts kept in the outbox instead of delivered (decision 0230). */
function OutboxFlag({ outbox }: { outbox: { mail: boolean; texts: boolean } | undefined }) {
  const lines = [
    outbox?.mail && 'Emails are not sent: they are kept in the Outbox (SMTP_URL is not set).',
    outbox?.texts && 'Texts are not sent: they are kept in the Outbox (no Twilio account is set).',
  ].filter((line): line is string => Boolean(line));
  if (lines.length === 0) return null;
  return (
    <div
      role="status"
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

/** Dashboard (admin-console §2). A failed fetch is only logged (§8): the counters then read 0. */
export function DashboardTab() {
  const { data, isPending, error } = useDashboard();
  if (error) console.error('Failed to load the admin dashboard', error);
  if (isPending) return <LoadingState text="Loading dashboard..." />;

  const counters = [
    { label: 'Total Requests', value: data?.stats.totalRequests ?? 0 },
    { label: 'Active Monitors', value: data?.stats.activeRequests ?? 0 },
    { label: 'Notifications Sent', value: data?.stats.totalNotifications ?? 0 },
    // Texts cost money: today's count against SMS_DAILY_LIMIT, the cost guard (issue 36).
    { label: 'Texts Today', value: data?.texts ? `${data.texts.today} of ${data.texts.dailyLimit}` : 0 },
  ];
  const recentRequests = (data?.recentRequests ?? []).slice(0, 5);
  const recentNotifications = (data?.recentNotifications ?? []).slice(0, 5);

  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold text-slate-900">Dashboard</h2>
      <StatCards
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        valueClassName="text-3xl"
        cards={counters}
      />
      <OutboxFlag outbox={data?.outbox} />
      {data?.texts.limitReached ? (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          Today's text limit ({data.texts.dailyLimit}, SMS_DAILY_LIMIT) is reached: texts wait until tomorrow;
          email and push alerts still go.
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentSection
          id="recent-requests-heading"
          title="Recent Requests"
          empty={recentRequests.length === 0}
        >
          <ol className="mt-4 divide-y divide-slate-100">
            {recentRequests.map((request, index) => (
              <li key={request.id} className="flex items-center justify-between gap-3 py-3">
                <div className="flex min-w-0 items-center gap-3">
                  <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-sm font-semibold text-emerald-800">
                    {index + 1}
                  </span>
                  <span className="truncate text-sm text-slate-800">{request.contact_email}</span>
                </div>
                <span className="shrink-0 text-sm text-slate-600">{formatDateTime(request.created_at)}</span>
              </li>
            ))}
          </ol>
        </RecentSection>
        <RecentSection
          id="recent-notifications-heading"
          title="Recent Notifications"
          empty={recentNotifications.length === 0}
        >
          <ul className="mt-4 divide-y divide-slate-100">
            {recentNotifications.map((notification) => (
              <li key={notification.id} className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="text-sm font-medium text-slate-800">
                    {CHANNEL_NAMES[notification.notification_method]} notification
                  </p>
                  <p className="text-sm text-slate-600">
                    {formatDateTime(notification.notification_sent_at)}
                  </p>
                </div>
                <DeliveryBadge isSuccessful={notification.is_successful} />
              </li>
            ))}
          </ul>
        </RecentSection>
      </div>
      <MirrorHealthPanel />
    </div>
  );
}

/** A card of the newest few; "No recent …" (the title's words) when there are none. */
function RecentSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <section className={cardClass} aria-labelledby={id}>
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {empty ? <p className="mt-4 text-sm text-slate-600">No {title.toLowerCase()}</p> : children}
    </section>
  );
}
