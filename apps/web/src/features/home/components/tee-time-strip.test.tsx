import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TeeTimeStrip } from './tee-time-strip';

function renderStrip() {
  const router = createMemoryRouter([{ path: '/', element: <TeeTimeStrip /> }]);
  return render(<RouterProvider router={router} />);
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
});
