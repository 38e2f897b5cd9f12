import type { DiscoveredSite } from '@teewatch/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiAnswer, apiFailure, apiServer, http, recordApiCalls } from '../../../../test/api-server';
import { renderAdmin } from '../../../../test/render-admin';
import { AddFromBookingLink } from './add-from-booking-link';

// "From a booking link" (issue 35, item 2): the site the server recognised, its courses as it lists them,
// the picked ones created by site and listed name with the configuration the server gave, then a test read.

const NORTHVIEW: DiscoveredSite = {
  platform: 'cps',
  site: 'https://northview.cps.golf',
  courses: [
    { name: 'Ridge', api_course_id: '1', holes: 18, in_catalogue: false, booking_advance_days: 7 },
    { name: 'Canal', api_course_id: '2', holes: 18, in_catalogue: false, booking_advance_days: null },
    { name: 'Par 3', api_course_id: '3', holes: 9, in_catalogue: true, booking_advance_days: null },
  ],
  api_type: 'cps',
  api_config: {
    baseUrl: 'https://northview.cps.golf',
    referer: 'https://northview.cps.golf/onlineresweb/search-teetime',
  },
  booking_url: 'https://northview.cps.golf/onlineresweb/search-teetime',
};

function course(id: number, name: string) {
  return { id, name };
}

describe('Add courses from a booking link', () => {
  it('names the system, lists the courses, creates the picked ones and shows their test reads', async () => {
    const calls = recordApiCalls((call) => call.method === 'POST');
    let nextId = 40;
    apiServer.use(
      http.post('/api/admin/golf-courses/discover', () => apiAnswer(NORTHVIEW)),
      http.post('/api/admin/golf-courses', async ({ request }) => {
        const body = (await request.json()) as { name: string };
        return apiAnswer(course(++nextId, body.name), 201);
      }),
      http.post('/api/admin/golf-courses/:id/test-api', ({ params }) =>
        params.id === '41'
          ? apiAnswer({ ok: true, slotsFound: 12, date: '2026-11-28', latencyMs: 40 })
          : apiAnswer({
              ok: false,
              slotsFound: 0,
              date: '2026-11-28',
              latencyMs: 40,
              error: 'Source unavailable',
            }),
      ),
    );
    const onDone = vi.fn();
    renderAdmin(<AddFromBookingLink onDone={onDone} />);
    const user = userEvent.setup();
    await user.type(
      screen.getByLabelText(/Booking page address/),
      'https://northview.cps.golf/onlineresweb/',
    );
    await user.click(screen.getByRole('button', { name: 'Find Courses' }));

    expect(await screen.findByRole('heading', { name: /Recognised: CPS/ })).toBeTruthy();
    const list = screen.getByRole('group', { name: 'Courses this site offers' });
    expect((within(list).getByRole('checkbox', { name: /Par 3/ }) as HTMLInputElement).disabled).toBe(true);
    expect(within(list).getByText('Already in the catalogue')).toBeTruthy();
    await user.click(within(list).getByRole('checkbox', { name: /Ridge/ }));
    await user.click(within(list).getByRole('checkbox', { name: /Canal/ }));

    await user.click(screen.getByRole('button', { name: 'Add 2 Courses' }));
    expect(screen.getByText('Please choose a location from the list')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Location of the courses to add'), 'Surrey, BC');
    await user.click(screen.getByRole('button', { name: 'Add 2 Courses' }));

    expect(await screen.findByRole('heading', { name: '2 courses added' })).toBeTruthy();
    expect(screen.getByText(/12 tee times found for 2026-11-28/)).toBeTruthy();
    expect(screen.getByText('Source unavailable')).toBeTruthy();
    const created = calls.filter((call) => call.path === '/api/admin/golf-courses');
    expect(created.map((call) => call.body)).toEqual([
      expect.objectContaining({
        name: 'Ridge',
        source_course_name: 'Ridge',
        location: 'Surrey, BC',
        api_type: 'cps',
        api_course_id: '1',
        api_config: NORTHVIEW.api_config,
        booking_url: NORTHVIEW.booking_url,
        holes: 18,
        booking_advance_days: 7,
      }),
      expect.objectContaining({ name: 'Canal', source_course_name: 'Canal', api_course_id: '2' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Back to Courses' }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('says what failed for a link of a system it does not recognise, and creates nothing', async () => {
    const calls = recordApiCalls((call) => call.method === 'POST');
    const message = 'No booking system Teewatch reads answered at https://example.com/golf';
    apiServer.use(http.post('/api/admin/golf-courses/discover', () => apiFailure(400, message)));
    renderAdmin(<AddFromBookingLink onDone={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Booking page address/), 'https://example.com/golf');
    await user.click(screen.getByRole('button', { name: 'Find Courses' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/api/admin/golf-courses/discover']);
  });
});
