import { Component, createContext, use, type ReactNode } from 'react';
import type { Location } from './history.ts';
import { useLocation } from './router.tsx';

const ErrorContext = createContext<unknown>(undefined);

/** The error that the nearest boundary caught, for its fallback to show or log. */
export const useRouteError = (): unknown => use(ErrorContext);

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

/** Shows `fallback` instead of children that failed to render, until the shopper navigates. */
export function ErrorBoundary(props: Props) {
  return <Boundary {...props} location={useLocation()} />;
}

interface State {
  error: unknown;
  failed: boolean;
  location: Location;
}

class Boundary extends Component<Props & { location: Location }, State> {
  override state: State = { error: undefined, failed: false, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: { location: Location }, state: State): Partial<State> {
    return props.location === state.location
      ? {}
      : { error: undefined, failed: false, location: props.location };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ErrorContext value={this.state.error}>{this.props.fallback}</ErrorContext>;
  }
}
