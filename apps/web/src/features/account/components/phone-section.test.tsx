import { type AccountPhone, PHONE_MESSAGES } from '@teewatch/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryWrapper } from '../../../../test/query-wrapper';
import { PhoneSection } from './phone-section';

// The Account page's text alerts (issue 36): the number with an unticked consent box, the code, change
// and removal, against the server as the browser's fetch sees it.

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The phone routes over one number; the right code is 123456. Calls recorded as "METHOD path body". */
function stubServer(initial: AccountPhone | null) {
  let phone = initial;
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const path = new URL(url).pathname;
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push(`${method} ${path}${body ? ` ${JSON.stringify(body)}` : ''}`);
      if (method === 'PUT') {
        phone = {
          phone: '+16045550100',
          confirmed: false,
          stopped: false,
          codeExpiresAt: '2026-06-01T16:10:00.000Z',
        };
      } else if (method === 'POST') {
        if (body.code !== '123456') {
          const problem = { field: 'code', message: PHONE_MESSAGES.wrongCode };
          return json(400, { success: false, error: problem.message, validationErrors: [problem] });
        }
        phone = { ...phone!, confirmed: true, codeExpiresAt: null };
      } else if (method === 'DELETE') {
        phone = null;
        return json(200, { success: true, data: { deleted: true } });
      }
      return json(200, { success: true, data: phone });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('PhoneSection', () => {
  it('wants the consent box ticked (it starts unticked) before anything is sent', async () => {
    const calls = stubServer(null);
    render(<PhoneSection />, { wrapper: QueryWrapper });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mobile number'), '604 555 0100');
    const consent = screen.getByRole('checkbox', { name: /I agree to receive text alerts/ });
    expect((consent as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Text Me a Code' }));
    expect(screen.getByText(PHONE_MESSAGES.consentRequired)).toBeTruthy();
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual(['GET /api/account/phone']);
  });

  it('adds a number, takes the code, says when it is wrong, and shows it confirmed', async () => {
    const calls = stubServer(null);
    render(<PhoneSection />, { wrapper: QueryWrapper });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mobile number'), '604 555 0100');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Text Me a Code' }));
    expect(await screen.findByText(/We texted a code to \(604\) 555-0100/)).toBeTruthy();
    expect(calls).toContain('PUT /api/account/phone {"phone":"604 555 0100","consent":true}');

    const code = screen.getByLabelText('Code from the text');
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Confirm Number' }));
    expect(screen.getByText(PHONE_MESSAGES.invalidCode)).toBeTruthy();
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm Number' }));
    expect(await screen.findByText(PHONE_MESSAGES.wrongCode)).toBeTruthy();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm Number' }));
    expect(await screen.findByText('Confirmed')).toBeTruthy();
    expect(screen.queryByLabelText('Code from the text')).toBeNull();
  });

  it('removes a confirmed number, and says when one replied STOP', async () => {
    const calls = stubServer({ phone: '+16045550100', confirmed: true, stopped: true, codeExpiresAt: null });
    render(<PhoneSection />, { wrapper: QueryWrapper });
    expect(await screen.findByText(/This number replied STOP/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove Number' }));
    expect((await screen.findByRole('status')).textContent).toBe('Number removed: no more texts.');
    expect(await screen.findByLabelText('Mobile number')).toBeTruthy();
    expect(calls).toContain('DELETE /api/account/phone');
  });

  it('changes the number through the same form, and can keep the current one', async () => {
    stubServer({ phone: '+16045550199', confirmed: true, stopped: false, codeExpiresAt: null });
    render(<PhoneSection />, { wrapper: QueryWrapper });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change Number' }));
    await user.click(screen.getByRole('button', { name: 'Keep My Current Number' }));
    expect(screen.getByText('(604) 555-0199')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change Number' }));
    await user.type(screen.getByLabelText('Mobile number'), '604 555 0100');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Text Me a Code' }));
    expect(await screen.findByText(/We texted a code to \(604\) 555-0100/)).toBeTruthy();
  });
});
