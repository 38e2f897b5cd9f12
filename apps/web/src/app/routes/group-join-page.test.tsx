import {
  GROUP_MESSAGES,
  type GroupInvitation,
  MONITORING_REQUEST_MESSAGES,
  type MonitoringRequest,
} from '@teewatch/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiAnswer,
  apiFailure,
  apiServer,
  HttpResponse,
  http,
  recordApiCalls,
} from '../../../test/api-server';
import { OLIVES_INVITATION } from '../../../test/group-invitation';
import { renderAdmin } from '../../../test/render-admin';
import { refreshSession } from '../../lib/session';
import { signInPath } from '../sign-in-path';
import { GroupJoinPage } from './group-join-page';

// The invitation page (issue 38 item 5, decision 0210): the group's window as the starting answer, a window
// the rules refuse never sent, a join that lands on the dashboard, and the links that cannot be used.
const TOKEN = 'v1.7.1765000000.abc';
const session = { session: {}, user: { id: 'u2', name: 'Max', email: 'max@example.com' } };

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderPage(invitation: GroupInvitation = OLIVES_INVITATION) {
  apiServer.use(http.get('/api/group-invitations/:token', () => apiAnswer(invitation)));
  return renderAdmin(
    <MemoryRouter initialEntries={[`/groups/join/${TOKEN}`]}>
      <Routes>
        <Route path="/groups/join/:token" element={<GroupJoinPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const optionsOf = (label: string) => [...select(label).options].map((option) => option.value);

describe('the group invitation page', () => {
  // The session store outlives a test (the files share a worker): signed in here, signed out after.
  beforeEach(async () => {
    apiServer.use(http.get('/api/auth/get-session', () => HttpResponse.json(session)));
    await refreshSession();
  });
  afterAll(async () => {
    apiServer.use(http.get('/api/auth/get-session', () => HttpResponse.json(null)));
    await refreshSession();
  });

  it("starts from the group's whole window, and offers only its hours", async () => {
    renderPage();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Olive invited you to wait for a tee time together',
    );
    expect(screen.getByText('Olive (owner)')).toBeTruthy();
    expect(screen.getByText('2 players')).toBeTruthy();
    expect((screen.getByLabelText('Sat, Dec 5') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Sun, Dec 6') as HTMLInputElement).checked).toBe(true);
    expect(select('Your start time').value).toBe('07:00');
    expect(select('Your end time').value).toBe('12:00');
    expect(optionsOf('Your start time')).toEqual(['07:00', '08:00', '09:00', '10:00', '11:00']);
    expect(optionsOf('Your end time')).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00']);
    expect(document.title).toBe('Join a Group | Teewatch');
  });

  it('refuses a window the rules refuse without sending it', async () => {
    const calls = recordApiCalls((call) => call.method === 'POST');
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Sat, Dec 5'));
    await user.click(screen.getByLabelText('Sun, Dec 6'));
    await user.selectOptions(select('Your start time'), '11:00');
    await user.selectOptions(select('Your end time'), '09:00');
    await user.click(screen.getByRole('button', { name: 'Join the group' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([MONITORING_REQUEST_MESSAGES.noDate, MONITORING_REQUEST_MESSAGES.endBeforeStart]);
    expect(calls).toEqual([]);
  });

  it('joins with the narrowed window and lands on the dashboard', async () => {
    const calls = recordApiCalls((call) => call.method === 'POST');
    apiServer.use(
      http.post('/api/group-invitations/:token/members', () =>
        apiAnswer({ id: 12 } as Partial<MonitoringRequest>, 201),
      ),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Sat, Dec 5'));
    await user.selectOptions(select('Your start time'), '09:00');
    await user.click(screen.getByRole('button', { name: 'Join the group' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/dashboard');
    expect((await screen.findByRole('status')).textContent).toContain('You joined the group');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: `/api/group-invitations/${TOKEN}/members`,
        body: { preferredDates: ['2026-12-06'], startTime: '09:00', endTime: '12:00' },
      },
    ]);
  });

  it('says when the reader is already in the group, or it is full, and offers no form', async () => {
    const { unmount } = renderPage({ ...OLIVES_INVITATION, your_request_id: 12 });
    expect(await screen.findByText("You're already in this group")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the group' })).toBeNull();
    unmount();
    renderPage({ ...OLIVES_INVITATION, full: true });
    expect(await screen.findByText(GROUP_MESSAGES.groupFull)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the group' })).toBeNull();
  });

  it('sends a signed-out friend to sign in, and back to the link after', async () => {
    apiServer.use(http.get('/api/auth/get-session', () => HttpResponse.json(null)));
    await refreshSession();
    renderPage();
    expect((await screen.findByTestId('where')).textContent).toBe(signInPath(`/groups/join/${TOKEN}`));
  });

  it("shows the server's words for a link that cannot be used", async () => {
    apiServer.use(
      http.get('/api/group-invitations/:token', () => apiFailure(404, GROUP_MESSAGES.invitationInvalid)),
    );
    renderAdmin(
      <MemoryRouter initialEntries={[`/groups/join/${TOKEN}`]}>
        <Routes>
          <Route path="/groups/join/:token" element={<GroupJoinPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(GROUP_MESSAGES.invitationInvalid);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
  });
});
