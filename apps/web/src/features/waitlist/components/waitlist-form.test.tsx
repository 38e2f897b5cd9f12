import { DELIVERY_RULES_MESSAGES, type GolfCourse, type MonitoringRequestInput } from '@teewatch/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiAnswer, apiServer, http } from '../../../../test/api-server';
import { FRASERVIEW_REQUEST } from '../../../../test/monitoring-request';
import { QueryWrapper } from '../../../../test/query-wrapper';
import { WAIT_FOR_TIMEOUT_MS } from '../../../../test/wait-for-timeout';
import { ApiError } from '../../../lib/api-client';
import type { MonitoringRequestAnswer } from '../api/save-monitoring-request';
import { WaitlistForm } from './waitlist-form';

function course(id: number, name: string, location: string): GolfCourse {
  return {
    id,
    name,
    city: location.split(',')[0] ?? null,
    location,
    description: null,
    image_url: null,
    images: [],
    holes: 18,
    length_yards: null,
    par: null,
    course_rating: null,
    slope_rating: null,
    course_type: null,
    is_public: true,
    booking_advance_days: null,
    booking_open_time: '00:00',
    booking_url: null,
    website: null,
    address: null,
    phone: null,
    email: null,
    facilities: [],
    features: [],
    is_active: true,
    last_updated: '2030-01-01T00:00:00.000Z',
    api_source: null,
  };
}

const COURSES = [
  course(1, 'Langara Golf Course', 'Vancouver, BC'),
  course(2, 'Fraserview Golf Course', 'Vancouver, BC'),
  course(4, 'Burnaby Mountain Golf Course', 'Burnaby, BC'),
];
const TODAY = '2030-06-12';

const created: MonitoringRequestAnswer = {
  request: undefined,
  removedCourses: [],
  warningMessage: undefined,
};

function renderForm(
  overrides: Partial<Parameters<typeof WaitlistForm>[0]> = {},
  submit: (input: MonitoringRequestInput) => Promise<MonitoringRequestAnswer> = async () => created,
) {
  const onRequireLogin = vi.fn();
  const submitSpy = vi.fn(submit);
  render(
    <WaitlistForm
      courses={COURSES}
      isLoadingCourses={false}
      today={TODAY}
      sessionEmail="golfer@example.com"
      isSignedIn
      onRequireLogin={onRequireLogin}
      submit={submitSpy}
      {...overrides}
    />,
    { wrapper: RouterAndQuery },
  );
  return { onRequireLogin, submit: submitSpy, user: userEvent.setup() };
}

// The alert channel's hint links to the account page.
function RouterAndQuery({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <QueryWrapper>{children}</QueryWrapper>
    </MemoryRouter>
  );
}

/** The server's answer to GET /api/push/subscriptions. */
function stubPushDevices(count: number) {
  const devices = Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    endpoint: `https://fcm.googleapis.com/fcm/send/device-${index + 1}`,
    device_label: 'Chrome on Android',
    created_at: '2030-06-01T12:00:00.000Z',
    last_success_at: null,
    expiration_time: null,
  }));
  apiServer.use(http.get('/api/push/subscriptions', () => apiAnswer(devices)));
}

const alertMeBy = () => screen.getByRole('group', { name: 'Alert me by' });
const channel = (name: 'Email' | 'Push' | 'Text') =>
  within(alertMeBy()).getByRole('checkbox', { name }) as HTMLInputElement;
const offered = () =>
  within(alertMeBy())
    .getAllByRole('checkbox')
    .map((box) => box.getAttribute('value'));

const startSelect = () => screen.getByLabelText('Start time') as HTMLSelectElement;
const endSelect = () => screen.getByLabelText('End time') as HTMLSelectElement;

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: /Langara Golf Course/ }));
  await user.click(screen.getByRole('button', { name: 'Friday, June 14, 2030' }));
}

describe('WaitlistForm', () => {
  // A signed-in golfer's form reads the account's alert rules and push devices: defaults, no device.
  beforeEach(() => {
    apiServer.use(
      http.get('/api/account/delivery-rules', () =>
        apiAnswer({ rules: { quietHours: null, muteUntil: null, dailyCap: null }, maxDailyCap: 24 }),
      ),
      http.get('/api/push/subscriptions', () => apiAnswer([])),
      http.get('/api/account/phone', () => apiAnswer(null)),
    );
  });

  it('shows the defaults with the session email', () => {
    renderForm();
    expect(startSelect().value).toBe('06:00');
    expect(endSelect().value).toBe('18:00');
    expect((screen.getByLabelText('Number of players') as HTMLSelectElement).value).toBe('0');
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('golfer@example.com');
    expect(screen.getByText('0 selected')).toBeTruthy();
    expect(screen.getByText('Click on calendar to select dates')).toBeTruthy();
    expect(startSelect().options).toHaveLength(16);
    expect(endSelect().options).toHaveLength(15);
  });

  it('keeps the end after the start', async () => {
    const { user } = renderForm();
    await user.selectOptions(startSelect(), '18:00');
    expect(endSelect().value).toBe('19:00');
    expect([...endSelect().options].map((o) => o.value)).toEqual(['19:00', '20:00', '21:00']);
    await user.selectOptions(startSelect(), '21:00');
    expect(endSelect().value).toBe('21:00');
  });

  it('shows the spec messages and clears the time error when a time changes', async () => {
    const { user, submit } = renderForm({ sessionEmail: undefined });
    await user.selectOptions(startSelect(), '21:00');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    // Each message shows twice: in the summary (as a link) and under its field.
    for (const message of [
      'Please select at least one golf course',
      'Please select at least one preferred date',
      'Email address is required',
      'End time must be after start time',
    ]) {
      expect(screen.getAllByText(message)).toHaveLength(2);
    }
    expect(submit).not.toHaveBeenCalled();

    await user.selectOptions(startSelect(), '08:00');
    expect(screen.queryByText('End time must be after start time')).toBeNull();
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(screen.getAllByText('Please enter a valid email address')).toHaveLength(2);
  });

  it('moves focus to an error summary whose links lead to each field, tied by aria-describedby', async () => {
    const { user } = renderForm({ sessionEmail: undefined });
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(document.activeElement).toBe(summary);
    await user.click(within(summary).getByRole('link', { name: 'Please select at least one golf course' }));
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search golf courses' }));
    await user.click(
      within(summary).getByRole('link', { name: 'Please select at least one preferred date' }),
    );
    expect(document.activeElement?.getAttribute('data-date')).toBe(TODAY);
    await user.click(within(summary).getByRole('link', { name: 'Email address is required' }));
    const email = screen.getByLabelText('Email address');
    expect(document.activeElement).toBe(email);
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Email address is required',
    );
  });

  it('tells a signed-out golfer first, keeps the answers through sign-in, then sends them', async () => {
    const onRequireLogin = vi.fn();
    const submit = vi.fn(async () => created);
    const props = {
      courses: COURSES,
      isLoadingCourses: false,
      today: TODAY,
      onRequireLogin,
      submit,
    };
    const { rerender } = render(<WaitlistForm {...props} sessionEmail={undefined} isSignedIn={false} />, {
      wrapper: RouterAndQuery,
    });
    const user = userEvent.setup();
    expect(screen.getByText(/Joining the waitlist needs a free account/)).toBeTruthy();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(onRequireLogin).toHaveBeenCalledOnce();
    expect(submit).not.toHaveBeenCalled();

    rerender(<WaitlistForm {...props} sessionEmail="new@example.com" isSignedIn />);
    await vi.waitFor(() => expect(submit).toHaveBeenCalledOnce(), { timeout: WAIT_FOR_TIMEOUT_MS });
    expect(submit.mock.calls[0]).toEqual([
      expect.objectContaining({
        courseIds: [1],
        preferredDates: ['2030-06-14'],
        contactEmail: 'new@example.com',
      }),
    ]);
    expect(await screen.findByRole('dialog', { name: 'Success!' })).toBeTruthy();
  });

  it("offers the request's own alert rules, the account's by default, and checks them before sending", async () => {
    const { user, submit } = renderForm();
    await fillValidForm(user);
    const rules = screen.getByRole('group', { name: 'Alert rules' });
    expect(
      (within(rules).getByRole('radio', { name: /Use my account's rules/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(within(rules).queryByLabelText('Quiet from')).toBeNull();
    await user.click(within(rules).getByRole('radio', { name: 'Rules of its own for this request' }));
    await user.type(within(rules).getByLabelText('Quiet from'), '22:00');
    await user.type(within(rules).getByLabelText('Quiet until'), '06:00');
    // Above the server's cap (24 until the server's own is read): named in the summary and at the input.
    await user.type(within(rules).getByLabelText('Most alert emails a day'), '30');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    const capMessage = DELIVERY_RULES_MESSAGES.capAboveServer(24);
    expect(within(summary).getByRole('link', { name: capMessage })).toBeTruthy();
    expect(within(rules).getByText(capMessage)).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();

    await user.clear(within(rules).getByLabelText('Most alert emails a day'));
    await user.type(within(rules).getByLabelText('Most alert emails a day'), '3');
    expect(within(rules).queryByText(capMessage)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledOnce(), { timeout: WAIT_FOR_TIMEOUT_MS });
    expect(submit.mock.calls[0]?.[0].deliveryRules).toEqual({
      quietHours: { start: '22:00', end: '06:00' },
      muteUntil: null,
      dailyCap: 3,
    });
  });

  it('submits, shows Submitting..., then the success dialog, and resets the form', async () => {
    let resolve: (answer: MonitoringRequestAnswer) => void = () => {};
    const { user, submit } = renderForm({}, () => new Promise((r) => (resolve = r)));
    await fillValidForm(user);
    await user.selectOptions(screen.getByLabelText('Number of players'), '3');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    const sending = screen.getByRole('button', { name: /Submitting\.\.\./ }) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    expect(submit).toHaveBeenCalledWith({
      courseIds: [1],
      preferredDates: ['2030-06-14'],
      startTime: '06:00',
      endTime: '18:00',
      numberOfPlayers: 3,
      contactPhone: null,
      contactEmail: 'golfer@example.com',
      // The account's alert rules, unless the golfer gives the request its own.
      deliveryRules: null,
      // No daylight limit unless the golfer ticks "Finish before sunset".
      finishBeforeSunset: null,
      // No time held: a plain watch (decision 0195).
      held: null,
      splitParty: null,
      // Dates, not "Repeat weekly" (decision 0350).
      weekly: null,
    });
    resolve(created);
    const dialog = await screen.findByRole('dialog', { name: 'Success!' });
    expect(within(dialog).getByText(/30 days/)).toBeTruthy();
    expect(screen.getByText('0 selected')).toBeTruthy();
    expect(screen.getByText('Click on calendar to select dates')).toBeTruthy();
    expect(
      (screen.getByLabelText('Number of players', { selector: 'select' }) as HTMLSelectElement).value,
    ).toBe('0');
  });

  it('sends "finish before sunset" with the holes chosen, 18 first, and says the pace it assumes', async () => {
    const { user, submit } = renderForm();
    await fillValidForm(user);
    const daylight = screen.getByRole('group', { name: 'Daylight' });
    await user.click(within(daylight).getByLabelText('Finish before sunset'));
    expect((within(daylight).getByLabelText('18 holes') as HTMLInputElement).checked).toBe(true);
    expect(within(daylight).getByText(/at about 4 h 30 min/)).toBeTruthy();
    await user.click(within(daylight).getByLabelText('9 holes'));
    expect(within(daylight).getByText(/at about 2 h 15 min/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ finishBeforeSunset: { holes: 9 } }));
  });

  /** Ticks "Finish before sunset" on a valid form, then chooses each of `paces` in turn. */
  async function choosePace(user: ReturnType<typeof renderForm>['user'], ...paces: string[]) {
    await fillValidForm(user);
    const daylight = screen.getByRole('group', { name: 'Daylight' });
    await user.click(within(daylight).getByLabelText('Finish before sunset'));
    const pace = within(daylight).getByLabelText('Pace of your round') as HTMLSelectElement;
    expect(pace.selectedOptions[0]!.textContent).toBe('4 h 30 min (usual for 18 holes)');
    for (const minutes of paces) await user.selectOptions(pace, minutes);
    return { daylight, pace };
  }

  it("takes a pace of the golfer's own", async () => {
    const { user, submit } = renderForm();
    const { daylight } = await choosePace(user, '300');
    expect(within(daylight).getByText(/at about 5 h,/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({ finishBeforeSunset: { holes: 18, paceMinutes: 300 } }),
    );
  });

  it('sends no pace when the usual one is chosen again, and goes back to the usual one with the holes', async () => {
    const { user, submit } = renderForm();
    const { daylight, pace } = await choosePace(user, '300', '270');
    await user.click(within(daylight).getByLabelText('9 holes'));
    expect(pace.value).toBe('135');
    await user.click(within(daylight).getByLabelText('18 holes'));
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ finishBeforeSunset: { holes: 18 } }));
  });

  it('offers one "Alert me by" choice: email alone without a number or device, and where to set them up', async () => {
    stubPushDevices(0);
    renderForm();
    expect(await screen.findByRole('link', { name: 'in your account' })).toBeTruthy();
    expect(offered()).toEqual(['email']);
    expect(channel('Email').checked).toBe(true);
    expect(screen.getByText(/For texts, confirm your mobile number; for push, turn alerts on/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'in your account' }).getAttribute('href')).toBe('/account');
    // One channel choice: no second group of radios beside it.
    expect(screen.queryAllByRole('radio', { name: /Email|Text|Push|Both/ })).toEqual([]);
  });

  it('offers text with a confirmed number, names it, and sends the channels chosen', async () => {
    apiServer.use(
      http.get('/api/account/phone', () =>
        apiAnswer({ phone: '+16045550100', confirmed: true, stopped: false, codeExpiresAt: null }),
      ),
    );
    const { user, submit } = renderForm();
    await waitFor(() => expect(offered()).toEqual(['email', 'sms']));
    await user.click(channel('Text'));
    expect(
      await screen.findByText('Texts go to (604) 555-0100, the number confirmed on your account.'),
    ).toBeTruthy();
    await user.click(channel('Email'));
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledOnce(), { timeout: WAIT_FOR_TIMEOUT_MS });
    expect(submit.mock.calls[0]?.[0].alertChannels).toEqual(['sms']);
  });

  it('refuses a request with no channel ticked, naming the choice', async () => {
    const { user, submit } = renderForm();
    await fillValidForm(user);
    await user.click(channel('Email'));
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(
      (await screen.findAllByText('Please choose at least one way to be alerted')).length,
    ).toBeGreaterThan(0);
    expect(submit).not.toHaveBeenCalled();
  });

  it('with a device, offers push and starts on email and push (as the server would)', async () => {
    stubPushDevices(1);
    const { user, submit } = renderForm();
    await waitFor(() => expect(channel('Push').checked).toBe(true));
    expect(channel('Email').checked).toBe(true);
    expect(offered()).toEqual(['email', 'push']);
    await fillValidForm(user);
    await user.click(channel('Email'));
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ alertChannels: ['push'] }));
  });

  it('says the channels chosen when the request is saved (no "email you" for a text-only request)', async () => {
    const { user } = renderForm({}, async () => ({
      ...created,
      request: { ...FRASERVIEW_REQUEST, alert_channels: ['sms'], notification_method: 'sms' },
    }));
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Success!' });
    expect(
      within(dialog).getByText(/and alert you by text as soon as a matching time opens up/),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/email you/)).toBeNull();
  });

  it('offers two nearby times only for 3 or 4 players, with 10 minutes by default, and sends the gap', async () => {
    const { user, submit } = renderForm();
    await fillValidForm(user);
    expect(screen.queryByLabelText('Two nearby times are fine')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Number of players'), '4');
    await user.click(screen.getByLabelText('Two nearby times are fine'));
    expect((screen.getByLabelText('At most') as HTMLSelectElement).value).toBe('10');
    await user.selectOptions(screen.getByLabelText('At most'), '15');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({ numberOfPlayers: 4, splitParty: { maxGapMinutes: 15 } }),
    );
  });

  it('closes the success dialog by itself after 5000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = renderForm();
      await fillValidForm(user);
      await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
      await screen.findByRole('dialog', { name: 'Success!' });
      vi.advanceTimersByTime(5000);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Success!' })).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });

  it('says how many matching times are open now, links to them, and stays open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = renderForm({}, async () => ({
        ...created,
        openNow: {
          count: 7,
          slots: [],
          links: [
            {
              date: '2030-06-14',
              count: 7,
              url: '/tee-times?date=2030-06-14&startHour=6&endHour=18&numberOfPlayers=0&courseIds=1',
            },
          ],
        },
      }));
      await fillValidForm(user);
      await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
      const dialog = await screen.findByRole('dialog', { name: 'Success!' });
      expect(within(dialog).getByText('7 times are open now')).toBeTruthy();
      const link = within(dialog).getByRole('link', { name: 'See the 7 on Fri, Jun 14' });
      expect(link.getAttribute('href')).toBe(
        '/tee-times?date=2030-06-14&startHour=6&endHour=18&numberOfPlayers=0&courseIds=1',
      );
      vi.advanceTimersByTime(6000);
      expect(screen.getByRole('dialog', { name: 'Success!' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('names the pairs of nearby times open now for a split party', async () => {
    const time = (hhmm: string) => ({
      courseId: 1,
      courseName: 'Fraserview Golf Course',
      date: '2030-06-14',
      time: hhmm,
      holes: 18,
      availableSpots: 2,
      price: 55,
      bookingUrl: 'https://example.com/book',
    });
    const { user } = renderForm({}, async () => ({
      ...created,
      openNow: { count: 0, slots: [], links: [], pairs: [{ first: time('09:00'), second: time('09:10') }] },
    }));
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Success!' });
    expect(
      within(dialog).getByText(
        'Two nearby times for your party: 9:00 AM + 9:10 AM at Fraserview Golf Course, Fri, Jun 14',
      ),
    ).toBeTruthy();
  });

  it('lists removed courses', async () => {
    const { user } = renderForm({}, async () => ({
      request: undefined,
      removedCourses: [{ id: 2, name: 'Fraserview Golf Course', reason: 'Course is not active' }],
      warningMessage: 'Some selected courses are not available for monitoring.',
    }));
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Some Courses Removed' });
    expect(within(dialog).getByText('Some selected courses are not available for monitoring.')).toBeTruthy();
    expect(within(dialog).getByText('Fraserview Golf Course')).toBeTruthy();
    expect(
      within(dialog).getByText('Monitoring has been set up for the remaining valid courses.'),
    ).toBeTruthy();
  });

  it('shows server field errors and the Form Validation Failed dialog', async () => {
    const { user } = renderForm({}, async () => {
      throw new ApiError('Validation failed', 400, [
        { field: 'contactPhone', message: 'Please enter a valid phone number' },
      ]);
    });
    await fillValidForm(user);
    await user.type(screen.getByLabelText('Phone (optional)'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Form Validation Failed' });
    expect(within(dialog).getByText('Please check and correct the following errors:')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a valid phone number')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getAllByText('Please enter a valid phone number')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByRole('alert', { name: 'There is a problem' }));
  });

  it('shows Submission Failed with the server text or the network fallback', async () => {
    const { user } = renderForm({}, async () => {
      throw new ApiError('You already have 20 active waitlist requests', 409);
    });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submission Failed' });
    expect(within(dialog).getByText('You already have 20 active waitlist requests')).toBeTruthy();
  });

  it('falls back to the network message when the error has no text', async () => {
    const { user } = renderForm({}, async () => {
      throw new Error('');
    });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submission Failed' });
    expect(within(dialog).getByText('Network error, please try again later.')).toBeTruthy();
  });

  it('filters courses by search and location and shows counts', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: /Langara/ }));
    expect(screen.getByRole('button', { name: 'Vancouver, BC (1/2)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Burnaby, BC (0/1)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Burnaby, BC (0/1)' }));
    expect(screen.queryByRole('checkbox', { name: /Langara/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: /Burnaby Mountain/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /All locations/ }));
    await user.type(screen.getByPlaceholderText('Search golf courses...'), '  zzz ');
    expect(screen.getByText('No matching golf courses found')).toBeTruthy();
    expect(screen.getByText('1 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('0 selected')).toBeTruthy();
  });

  it('shows the loading and no-data texts', () => {
    const { unmount } = render(
      <WaitlistForm
        courses={undefined}
        isLoadingCourses
        today={TODAY}
        sessionEmail={undefined}
        isSignedIn
        onRequireLogin={() => {}}
        submit={async () => created}
      />,
      { wrapper: RouterAndQuery },
    );
    expect(screen.getByText('Loading golf course information...')).toBeTruthy();
    unmount();
    renderForm({ courses: [] });
    expect(screen.getByText('No golf course data available')).toBeTruthy();
  });
});
