import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiFailure, apiServer, HttpResponse, http } from '../../test/api-server';
import { expectConsoleErrors } from '../../test/console-guard';
import { apiRequest } from '../lib/api-client';
import { isSessionEnded } from '../lib/error-message';
import { withQueryClient } from '../lib/query-client';
import { AppRoutes } from './app-routes';
import { NOT_FOUND_TITLE } from './not-found-page';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('Something broke while rendering');
}

/**
 * A page reading its data through the app's query client: a 401 reaches the boundary when it hands on an
 * ended session (`isSessionEnded`, as the edit-request page does); `throwOnError` hands on every failure.
 */
const ReadingPage = withQueryClient(function ReadingPage({ throwOnError }: { throwOnError?: boolean }) {
  const query = useQuery({
    queryKey: ['route-test', throwOnError],
    queryFn: () => apiRequest<string>('/api/route-test'),
    retry: false,
    gcTime: 0,
    throwOnError: throwOnError ?? isSessionEnded,
  });
  return <p>{query.isSuccess ? query.data : query.isError ? 'Page words its own failure' : 'Loading'}</p>;
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderAt(path: string, routes: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RouteErrorBoundary isPage>
        <Routes>
          {routes}
          <Route path="/sign-in" element={<Where />} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

const UNEXPECTED = { name: 'Unexpected Application Error!' };

describe('routes', () => {
  it('answers an unknown address with the not-found page, inside the golfer layout', async () => {
    apiServer.use(
      http.get('/api/auth/get-session', () => HttpResponse.json(null)),
      http.get('/api/app-info', () =>
        HttpResponse.json({ success: true, data: { upstreamMode: 'live', isDemo: false } }),
      ),
    );
    render(
      <MemoryRouter initialEntries={['/no-such-page']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: NOT_FOUND_TITLE })).toBeTruthy();
    expect(screen.getByText('404 Not Found')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
    // The header's Sign In appears once the session is read: nothing is left reading after the test.
    expect(await screen.findAllByRole('button', { name: 'Sign In' })).not.toHaveLength(0);
  });
});

describe("a route's error boundary", () => {
  it('shows the error page when a page throws, and clears it on the next navigation', async () => {
    expectConsoleErrors(); // React logs the error the boundary caught
    renderAt('/broken', <Route path="/broken" element={<Broken />} />);
    expect(screen.getByRole('heading', UNEXPECTED)).toBeTruthy();
    expect(screen.getByText('Something broke while rendering')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'Go home' }));
    expect(screen.queryByRole('heading', UNEXPECTED)).toBeNull();
    expect(screen.getByText('Home page')).toBeTruthy();
  });

  it('sends a page whose session ended (401) to sign in, with the way back', async () => {
    expectConsoleErrors();
    apiServer.use(http.get('/api/route-test', () => apiFailure(401, 'Authentication required')));
    renderAt('/dashboard?tab=previous', <Route path="/dashboard" element={<ReadingPage />} />);
    const where = await screen.findByTestId('where');
    // …and says the session ended, which a first visit to /sign-in is not told.
    expect(where.textContent).toBe(
      `/sign-in?returnTo=${encodeURIComponent('/dashboard?tab=previous')}&session=ended`,
    );
  });

  it('shows the not-found page for a 404 the page hands on', async () => {
    expectConsoleErrors();
    apiServer.use(http.get('/api/route-test', () => apiFailure(404, 'Monitoring request not found')));
    renderAt('/thing', <Route path="/thing" element={<ReadingPage throwOnError />} />);
    expect(await screen.findByRole('heading', { name: NOT_FOUND_TITLE })).toBeTruthy();
  });

  it("shows the spec's error page for any other status, without the server's words", async () => {
    expectConsoleErrors();
    apiServer.use(http.get('/api/route-test', () => apiFailure(500, 'relation "x" does not exist')));
    renderAt('/thing', <Route path="/thing" element={<ReadingPage throwOnError />} />);
    expect(await screen.findByRole('heading', UNEXPECTED)).toBeTruthy();
    expect(screen.queryByText(/relation/)).toBeNull();
  });

  it('leaves any other failure to the page by default', async () => {
    apiServer.use(http.get('/api/route-test', () => apiFailure(500, 'Internal error')));
    renderAt('/thing', <Route path="/thing" element={<ReadingPage />} />);
    expect(await screen.findByText('Page words its own failure')).toBeTruthy();
    expect(screen.queryByRole('heading', UNEXPECTED)).toBeNull();
  });
});
