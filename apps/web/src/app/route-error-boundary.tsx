import { Component, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ApiError } from '../lib/api-client';
import { ErrorPage } from './error-page';
import { NotFoundPage } from './not-found-page';
import { signInPath } from './sign-in-path';

type CatcherProps = { resetKey: string; isPage: boolean; children: ReactNode };
type State = { error: unknown; failedAt: string | undefined };

/**
 * Catches what a page throws while rendering (a failed call a query rethrows, a chunk that cannot load)
 * and clears it on the next navigation. React catches render errors only in a class component.
 */
class ErrorCatcher extends Component<CatcherProps, State> {
  override state: State = { error: undefined, failedAt: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: CatcherProps, state: State): Partial<State> | null {
    if (state.error === undefined) return null;
    if (state.failedAt === undefined) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: undefined, failedAt: undefined };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    // Under the golfer layout the page's <main> is the layout's; elsewhere the error is the whole page.
    return this.props.isPage ? (
      <main>
        <RouteError error={error} />
      </main>
    ) : (
      <RouteError error={error} />
    );
  }
}

/**
 * What a route shows for what it threw, by the answer's status: 401 (the session ended) sends the golfer to
 * sign in and back here, 404 is the not-found page, anything else the spec's "Unexpected Application Error!"
 * (golfer-side §8), with a chunk's or a render's own words but never a server's.
 */
export function RouteError({ error }: { error: unknown }) {
  const { pathname, search } = useLocation();
  if (error instanceof ApiError && error.status === 401)
    return <Navigate replace to={signInPath(`${pathname}${search}`, { sessionEnded: true })} />;
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  return (
    <ErrorPage detail={error instanceof Error && !(error instanceof ApiError) ? error.message : undefined} />
  );
}

/**
 * A route's error boundary: around each page (under the golfer layout, so its header stays when a page
 * fails), and around the whole app for a failure of the layout itself. `isPage`: it stands for the whole
 * page, so what it shows comes in a <main> of its own.
 */
export function RouteErrorBoundary({ children, isPage = false }: { children: ReactNode; isPage?: boolean }) {
  const { pathname } = useLocation();
  return (
    <ErrorCatcher resetKey={pathname} isPage={isPage}>
      {children}
    </ErrorCatcher>
  );
}
