import { GROUP_MESSAGES, type MonitoringRequest, type RequestGroup } from '@teewatch/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiAnswer, apiFailure, apiServer, http, recordApiCalls } from '../../../../test/api-server';
import { CARD_NOW, FRASERVIEW_REQUEST } from '../../../../test/monitoring-request';
import { renderAdmin } from '../../../../test/render-admin';
import { RequestCard } from './request-card';

// Wait as a group on the dashboard (issue 38 item 5, decision 0210): the card's group, its booked note,
// "Invite friends" and its link, and a member's one-click "Leave group".
const MEMBERS: RequestGroup['members'] = [
  { name: 'Olive', role: 'owner', you: false },
  { name: 'Max', role: 'member', you: true },
];
const LINK = 'http://localhost:3000/groups/join/v1.7.1765000000.abc';

function renderCard(request: MonitoringRequest) {
  // The card reads the course list (when bookings open); these tests need none.
  apiServer.use(http.get('/api/golf-courses/list', () => apiAnswer([])));
  return renderAdmin(
    <MemoryRouter>
      <RequestCard request={request} now={CARD_NOW} />
    </MemoryRouter>,
  );
}

const groupOf = () => screen.getByRole('region', { name: 'Waiting as a group' });

describe('request card: waiting as a group', () => {
  it('names the members, marking the owner and the reader, and offers a member no invitation', () => {
    renderCard({ ...FRASERVIEW_REQUEST, group: { role: 'member', members: MEMBERS, booked: null } });
    const members = within(groupOf()).getAllByRole('listitem');
    expect(members.map((member) => member.textContent)).toEqual(['Olive (owner)', 'Max (you)']);
    expect(within(groupOf()).getByRole('button', { name: /^Leave group/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Invite friends/ })).toBeNull();
  });

  it('says who booked what for the group, leaving out what the booking did not name', () => {
    const booked = { by: 'Olive', date: '2026-12-06', time: '10:30', courseName: 'Fraserview Golf Course' };
    const { unmount } = renderCard({
      ...FRASERVIEW_REQUEST,
      is_active: false,
      group: { role: 'member', members: MEMBERS, booked },
    });
    expect(groupOf().textContent).toContain(
      'Olive booked 10:30 AM on Sun, Dec 6 at Fraserview Golf Course for the group: the watch has ended for everyone.',
    );
    expect(screen.queryByRole('button', { name: /^Leave group/ })).toBeNull();
    unmount();
    renderCard({
      ...FRASERVIEW_REQUEST,
      is_active: false,
      group: { role: 'member', members: MEMBERS, booked: { ...booked, time: null, courseName: null } },
    });
    expect(groupOf().textContent).toContain('Olive booked a tee time on Sun, Dec 6 for the group');
  });

  it('shows no group and no invitation for a request of one player', () => {
    renderCard({ ...FRASERVIEW_REQUEST, number_of_players: 1 });
    expect(screen.queryByRole('region', { name: 'Waiting as a group' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Invite friends/ })).toBeNull();
  });

  it('"Invite friends" shows the link, copies it, and says when it expires', async () => {
    const calls = recordApiCalls((call) => call.method !== 'GET');
    apiServer.use(
      http.post('/api/users/me/monitoring-requests/:id/invitations', () =>
        apiAnswer({ url: LINK, expires_at: '2026-11-30T20:00:00.000Z' }, 201),
      ),
    );
    renderCard(FRASERVIEW_REQUEST);
    // user-event puts a clipboard of its own on navigator, which the page writes to as to the browser's.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Invite friends: waitlist request #7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
    const field = (await within(dialog).findByLabelText('Invitation link')) as HTMLInputElement;
    expect(field.value).toBe(LINK);
    expect(field.readOnly).toBe(true);
    expect(dialog.textContent).toContain('The link works until Nov 30, 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(await within(dialog).findByText(/^Link copied/)).toBeTruthy();
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/users/me/monitoring-requests/7/invitations' }),
    ]);
  });

  it('selects the link for copying by hand when the clipboard is refused', async () => {
    apiServer.use(
      http.post('/api/users/me/monitoring-requests/:id/invitations', () =>
        apiAnswer({ url: LINK, expires_at: '2026-11-30T20:00:00.000Z' }, 201),
      ),
    );
    renderCard(FRASERVIEW_REQUEST);
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    await user.click(screen.getByRole('button', { name: /^Invite friends/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
    const field = (await within(dialog).findByLabelText('Invitation link')) as HTMLInputElement;
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await within(dialog).findByText(/copy it with Ctrl\+C/)).toBeTruthy();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, LINK.length]);
  });

  it("shows the server's reason when no link can be made", async () => {
    apiServer.use(
      http.post('/api/users/me/monitoring-requests/:id/invitations', () =>
        apiFailure(409, GROUP_MESSAGES.requestEnded),
      ),
    );
    renderCard({ ...FRASERVIEW_REQUEST, group: { role: 'owner', members: [MEMBERS[0]!], booked: null } });
    await userEvent.setup().click(screen.getByRole('button', { name: /^Invite friends/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(GROUP_MESSAGES.requestEnded);
  });

  it('"Leave group" deletes the member\'s own request at one click and says so', async () => {
    const calls = recordApiCalls((call) => call.method !== 'GET');
    apiServer.use(http.delete('/api/users/me/monitoring-requests/:id', () => apiAnswer({ id: 7 })));
    renderCard({ ...FRASERVIEW_REQUEST, group: { role: 'member', members: MEMBERS, booked: null } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Leave group: waitlist request #7' }));
    expect((await screen.findByRole('status')).textContent).toContain('You left the group');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([
      expect.objectContaining({ method: 'DELETE', path: '/api/users/me/monitoring-requests/7' }),
    ]);
  });
});
