import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../../test/console-guard';
import { AppRoutes } from './app-routes';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('Something broke while rendering');
}

function BoundaryAroundRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Routes>
        <Route path="/broken" element={<Broken />} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
    </RouteErrorBoundary>
  );
}

function expectErrorPageAt(path: string, routes: ReactNode) {
  render(<MemoryRouter initialEntries={[path]}>{routes}</MemoryRouter>);
  expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
}

describe('routes', () => {
  it('answers an unknown address with the default error page and 404', () => {
    expectErrorPageAt('/no-such-page', <AppRoutes />);
    expect(screen.getByText('404 Not Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
  });

  it('shows the error page when a page throws, and clears it on the next navigation', async () => {
    expectConsoleErrors(); // React logs the error the boundary caught
    expectErrorPageAt('/broken', <BoundaryAroundRoutes />);
    expect(screen.getByText('Something broke while rendering')).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'Go home' }));
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
    expect(screen.getByText('Home page')).toBeTruthy();
  });
});
