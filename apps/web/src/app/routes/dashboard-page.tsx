import type { MonitoringRequest } from '@teewatch/shared';
import { pathTo } from '@teewatch/shared';
import { Tabs } from 'radix-ui';
import { Link, Navigate } from 'react-router';
import { Button, buttonClass } from '../../components/button';
import { LoadingState } from '../../components/spinner';
import { useMyMonitoringRequests } from '../../features/dashboard/api/get-my-monitoring-requests';
import { RequestCard } from '../../features/dashboard/components/request-card';
import { splitRequests } from '../../features/dashboard/dashboard-rules';
import { useEmailConfirmedToast } from '../../features/dashboard/use-email-confirmed-toast';
import { errorMessage } from '../../lib/error-message';
import { type SessionUser, useSessionUser } from '../../lib/session';
import { useNow } from '../../lib/use-now';
import { usePageMeta } from '../../lib/use-page-meta';

/**
 * golfer-side §8: the server's error text; "Failed to fetch monitoring requests" for a non-OK answer
 * without one; "Failed to fetch requests" when no answer came at all.
 */
function dashboardErrorMessage(error: unknown): string {
  return errorMessage(error, 'Failed to fetch monitoring requests', {
    network: 'Failed to fetch requests',
    serverOnly: true,
  });
}

/** The "Checked … ago" labels tick at this pace. */
const CLOCK_TICK_MS = 15_000;

export function DashboardPage() {
  usePageMeta(
    'My Dashboard | Teewatch',
    'See and manage your Metro Vancouver tee time waitlist requests: pause, reactivate and check when each was last watched.',
  );
  const { user, isPending } = useSessionUser();
  const requests = useMyMonitoringRequests(Boolean(user));
  const now = useNow(CLOCK_TICK_MS);
  useEmailConfirmedToast();

  if (isPending) return <LoadingState text="Loading your dashboard..." />;
  if (!user) return <Navigate to={pathTo('waitlist')} replace />;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="sr-only">My Dashboard</h1>
      {requests.isPending ? (
        <LoadingState text="Loading your dashboard..." />
      ) : requests.isError ? (
        <div
          role="alert"
          className="mx-auto max-w-lg rounded-xl border border-red-200 bg-red-50 p-6 text-center"
        >
          <h2 className="text-lg font-semibold text-red-900">Error Loading Dashboard</h2>
          <p className="mt-2 text-red-800">{dashboardErrorMessage(requests.error)}</p>
          <Button size="lg" onClick={() => void requests.refetch()} className="mt-4">
            Try Again
          </Button>
        </div>
      ) : (
        <>
          <DashboardHeader user={user} requests={requests.data} />
          {requests.data.length === 0 ? <ReadyToPlay /> : <RequestTabs requests={requests.data} now={now} />}
        </>
      )}
    </div>
  );
}

function DashboardHeader({ user, requests }: { user: SessionUser; requests: MonitoringRequest[] }) {
  const counters = [
    { label: 'Active', value: splitRequests(requests).active.length },
    { label: 'All Time', value: requests.length },
  ];
  return (
    <header className="flex flex-wrap items-center justify-between gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex min-w-0 items-center gap-4">
        {user.image ? (
          <img
            src={user.image}
            alt=""
            className="h-14 w-14 rounded-full object-cover"
            width={56}
            height={56}
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-800"
          >
            <svg viewBox="0 0 24 24" className="h-7 w-7" fill="currentColor" aria-hidden="true">
              <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v1h16v-1c0-2.8-3.6-5-8-5Z" />
            </svg>
          </span>
        )}
        <div className="min-w-0">
          <p className="text-xl font-semibold break-words text-slate-900">Welcome, {user.name || 'User'}</p>
          <p className="truncate text-slate-600">{user.email}</p>
        </div>
      </div>
      <dl className="flex gap-4">
        {counters.map(({ label, value }) => (
          <div key={label} className="min-w-24 rounded-xl bg-slate-50 px-4 py-3 text-center">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}

function ReadyToPlay() {
  return (
    <section className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <h2 className="text-2xl font-semibold text-slate-900">Ready to Play Golf?</h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-700">
        Join waitlists for your favorite golf courses and get notified when tee times become available.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a
          href={pathTo('teeTimes')}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass({ variant: 'outline', size: 'lg' })}
        >
          Find Tee Times
        </a>
        <Link to={pathTo('waitlist')} className={buttonClass({ size: 'lg' })}>
          Join Waitlist
        </Link>
      </div>
    </section>
  );
}

const tabClass =
  'rounded-t-lg border-b-2 border-transparent px-4 py-2 font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-emerald-700 data-[state=active]:text-emerald-800 focus-ring';

function RequestTabs({ requests, now }: { requests: Parameters<typeof splitRequests>[0]; now: Date }) {
  const { active, previous } = splitRequests(requests);
  const tabs = [
    { value: 'active', label: 'Active', requests: active },
    { value: 'previous', label: 'Previous', requests: previous },
  ];
  return (
    <Tabs.Root defaultValue="active" className="mt-8">
      <Tabs.List aria-label="Waitlist requests" className="flex gap-2 border-b border-slate-200">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={tabClass}>
            {tab.label} ({tab.requests.length})
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="mt-6 space-y-4 focus-ring">
          {tab.requests.length === 0 ? (
            <p className="py-8 text-center text-slate-600">No {tab.value} waitlists</p>
          ) : (
            tab.requests.map((request) => <RequestCard key={request.id} request={request} now={now} />)
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
