import { Component, type ReactNode } from 'react';
import { ErrorPage } from './error-page';

type Props = { resetKey: string; children: ReactNode };
type State = { error: unknown; failedAt: string | undefined };

/**
 * Shows the error page when a page throws while rendering or its chunk cannot load (golfer-side §8),
 * and clears it on the next navigation. React catches render errors only in a class component.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failedAt: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === undefined) return null;
    if (state.failedAt === undefined) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: undefined, failedAt: undefined };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return <ErrorPage detail={error instanceof Error ? error.message : undefined} />;
  }
}
