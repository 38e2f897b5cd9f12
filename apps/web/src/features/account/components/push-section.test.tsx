import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiAnswer, apiServer, http, recordApiCalls } from '../../../../test/api-server';
import { QueryWrapper } from '../../../../test/query-wrapper';
import { WAIT_FOR_TIMEOUT_MS } from '../../../../test/wait-for-timeout';
import type { PushDevice } from '../../../lib/push/push-subscriptions';
import { deviceName, PushSection } from './push-section';

function device(id: number, label: string, lastSuccessAt: string | null = null): PushDevice {
  return {
    id,
    endpoint: `https://fcm.googleapis.com/fcm/send/device-${id}`,
    device_label: label,
    created_at: '2026-11-20T18:30:00.000Z',
    last_success_at: lastSuccessAt,
    expiration_time: null,
  };
}

/** The device API: the devices listed, DELETE removing one; every call recorded as "METHOD /path". */
function stubServer(devices: PushDevice[]) {
  const calls = recordApiCalls();
  apiServer.use(
    http.get('/api/push/subscriptions', () => apiAnswer(devices)),
    http.delete('/api/push/subscriptions/:id', ({ params }) => {
      const id = Number(params.id);
      devices.splice(
        devices.findIndex((candidate) => candidate.id === id),
        1,
      );
      return apiAnswer({ id });
    }),
  );
  return calls;
}

describe('PushSection', () => {
  // jsdom has no service worker or PushManager: the section reads as in a browser without push.
  it('says plainly when this browser cannot take pushes, and still lists the other devices', async () => {
    stubServer([device(1, 'Chrome on Android', '2026-11-25T14:05:00.000Z'), device(2, 'Firefox on Windows')]);
    render(<PushSection />, { wrapper: QueryWrapper });
    expect(screen.getByRole('heading', { name: 'Phone and browser alerts' })).toBeTruthy();
    expect(screen.getByText(/This browser cannot receive push alerts/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn On Alerts on This Device' })).toBeNull();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Chrome on AndroidAdded Nov 20, 2026 · last alert Nov 25, 2026Remove',
      'Firefox on WindowsAdded Nov 20, 2026Remove',
    ]);
  });

  it('removes a device and says so', async () => {
    const calls = stubServer([device(1, 'Chrome on Android'), device(2, 'Firefox on Windows')]);
    render(<PushSection />, { wrapper: QueryWrapper });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove Chrome on Android' }));
    expect((await screen.findByRole('status')).textContent).toBe('Chrome on Android no longer gets alerts.');
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1), {
      timeout: WAIT_FOR_TIMEOUT_MS,
    });
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/api/push/subscriptions/1' }),
    );
  });

  it('says when no device gets alerts yet', async () => {
    stubServer([]);
    render(<PushSection />, { wrapper: QueryWrapper });
    expect(await screen.findByText('None yet. Alerts go by email only.')).toBeTruthy();
  });

  it('asks an iPhone to add Teewatch to the home screen first', () => {
    stubServer([]);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile Safari/604.1',
    );
    render(<PushSection />, { wrapper: QueryWrapper });
    expect(screen.getByText(/add Teewatch to your Home Screen first/)).toBeTruthy();
  });
});

describe('deviceName', () => {
  it("is the server's label, else the push service's host", () => {
    expect(deviceName(device(1, 'Safari on iPhone'))).toBe('Safari on iPhone');
    expect(deviceName({ ...device(1, ''), endpoint: 'https://web.push.apple.com/abc' })).toBe(
      'Browser (web.push.apple.com)',
    );
  });
});
