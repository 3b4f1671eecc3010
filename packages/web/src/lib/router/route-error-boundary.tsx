// A page that throws while it renders shows the route's error screen inside the layouts around it, as a
// page that failed to load does; going to another page tries again.

import { Component, type ReactNode } from 'react';
import { RouteErrorProvider } from './router-context';

type Props = { fallback: ReactNode; resetKey: string; children: ReactNode };
type State = { error: unknown; resetKey: string; hasError: boolean };

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey, hasError: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: null, hasError: false, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return <RouteErrorProvider error={this.state.error}>{this.props.fallback}</RouteErrorProvider>;
  }
}
