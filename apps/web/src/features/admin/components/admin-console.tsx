import { useQueryClient } from '@tanstack/react-query';
import { adminPath } from '@teewatch/shared';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { signOut } from '../../../lib/auth-client';
import type { SessionUser } from '../../../lib/session';
import { usePageMeta } from '../../../lib/use-page-meta';
import { adminKeys } from '../api/admin-keys';
import { AdminLogo } from './admin-logo';
import { CoursesTab } from './courses-tab';
import { DashboardTab } from './dashboard-tab';
import { NotificationsTab } from './notifications-tab';
import { OutboxTab } from './outbox-tab';
import { RequestsTab } from './requests-tab';

const TABS = [
  { value: 'dashboard', label: 'Dashboard', path: adminPath(), Panel: DashboardTab },
  { value: 'requests', label: 'Requests', path: adminPath('requests'), Panel: RequestsTab },
  {
    value: 'notifications',
    label: 'Notifications',
    path: adminPath('notifications'),
    Panel: NotificationsTab,
  },
  { value: 'courses', label: 'Golf Courses', path: adminPath('courses'), Panel: CoursesTab },
  { value: 'outbox', label: 'Outbox', path: adminPath('outbox'), Panel: OutboxTab },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** /admin/{tab} keeps the chosen tab across reloads and makes each tab linkable. */
function tabFromPath(splat: string | undefined): TabValue {
  const first = (splat ?? '').split('/')[0];
  return TABS.find((tab) => tab.value === first)?.value ?? 'dashboard';
}

/** The console (admin-console §2): header with the admin's email and Logout, then the tabs
 * (the spec's four, and the Outbox of issue 26). */
export function AdminConsole({ user }: { user: SessionUser }) {
  usePageMeta('Admin Console · Teewatch', 'Manage monitoring requests, notifications and golf courses.');
  const params = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tab = tabFromPath(params['*']);
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  async function logout() {
    setIsLoggingOut(true);
    try {
      await signOut();
    } finally {
      queryClient.removeQueries({ queryKey: adminKeys.all });
      setIsLoggingOut(false);
    }
  }

  return (
    <div className="min-h-screen bg-slate-100">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <div className="flex items-center gap-3">
            <AdminLogo />
            <div>
              <p className="text-lg font-semibold text-slate-900">Teewatch Admin</p>
              <p className="text-xs text-slate-600">Administrator console</p>
            </div>
          </div>
          <div className="flex min-w-0 items-center gap-3">
            <p className="min-w-0 truncate text-sm text-slate-700">Welcome, {user.email}</p>
            <Button variant="secondary" size="sm" onClick={logout} disabled={isLoggingOut}>
              {isLoggingOut ? <Spinner className="h-3.5 w-3.5" /> : null}
              Logout
            </Button>
          </div>
        </div>
      </header>
      <main>
        <Tabs.Root
          value={tab}
          onValueChange={(value) => {
            const next = TABS.find((entry) => entry.value === value);
            if (next) navigate(next.path);
          }}
          className="mx-auto max-w-7xl px-4 py-6 sm:px-6"
        >
          <h1 className="sr-only">Admin console</h1>
          <Tabs.List
            aria-label="Admin sections"
            className="flex flex-wrap gap-1 rounded-xl bg-white p-1 shadow-sm"
          >
            {TABS.map((entry) => (
              <Tabs.Trigger
                key={entry.value}
                value={entry.value}
                className="shrink-0 rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 data-[state=active]:bg-emerald-700 data-[state=active]:text-white focus-ring"
              >
                {entry.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TABS.map(({ value, Panel }) => (
            <Tabs.Content key={value} value={value} className="mt-6 focus-visible:outline-none">
              <Panel />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </main>
    </div>
  );
}
