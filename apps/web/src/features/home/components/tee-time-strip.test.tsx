import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS } from '../strip-motion';
import { TeeTimeStrip } from './tee-time-strip';

function renderStrip(props: Parameters<typeof TeeTimeStrip>[0] = {}) {
  return render(
    <MemoryRouter>
      <TeeTimeStrip {...props} />
    </MemoryRouter>,
  );
}

function mockReducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('TeeTimeStrip', () => {
  it('shows 9 linked cards once to assistive technology, plus a hidden copy for the loop', () => {
    mockReducedMotion(false);
    renderStrip();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(9);
    for (const link of links) expect(link.getAttribute('href')).toBe('/tee-times');
    expect(document.querySelectorAll('[aria-hidden="true"] a[tabindex="-1"]')).toHaveLength(9);
  });

  it('does not animate when the user prefers reduced motion', () => {
    mockReducedMotion(true);
    const raf = vi.fn();
    vi.stubGlobal('requestAnimationFrame', raf);
    renderStrip();
    expect(raf).not.toHaveBeenCalled();
    expect(document.querySelectorAll('a')).toHaveLength(9);
  });

  it('labels the samples as samples', () => {
    mockReducedMotion(true);
    renderStrip();
    expect(screen.getByRole('heading', { name: 'Sample tee times' })).toBeTruthy();
    expect(screen.getAllByText(/· sample$/)).toHaveLength(9);
  });

  it('shows times that just opened, each linking to the tee-times page on its course and date', () => {
    mockReducedMotion(true);
    renderStrip({
      live: [
        {
          courseId: 2,
          courseName: 'Fraserview Golf Course',
          date: '2026-06-21',
          time: '10:20',
          holes: 18,
          availableSpots: 1,
          price: 61,
          openedAt: '2026-06-20T15:30:00.000Z',
        },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Just opened' })).toBeTruthy();
    const link = screen.getByRole('link', { name: /Fraserview Golf Course/ });
    expect(link.getAttribute('href')).toBe('/tee-times?date=2026-06-21&courseIds=2');
    expect(link.textContent).toContain('Sun, Jun 21 · 10:20 AM');
    expect(link.textContent).toContain('1 spot free');
    expect(screen.queryByText(/· sample$/)).toBeNull();
  });
});

describe('TeeTimeStrip motion', () => {
  afterEach(() => vi.useRealTimers());

  it('stays still until the page settles: the first input, or a quiet spell after the load', () => {
    mockReducedMotion(false);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const raf = vi.fn(() => 1);
    vi.stubGlobal('requestAnimationFrame', raf);
    vi.stubGlobal('cancelAnimationFrame', vi.fn());
    const first = renderStrip();
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(raf).not.toHaveBeenCalled();
    act(() => window.dispatchEvent(new Event('pointerdown')));
    expect(raf).toHaveBeenCalledTimes(1);
    first.unmount();

    raf.mockClear();
    renderStrip();
    expect(raf).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SETTLE_MS));
    expect(raf).toHaveBeenCalledTimes(1);
  });
});
