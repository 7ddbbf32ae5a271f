// The kernel owns lazy loading: every plugin screen, overlay, route, panel, app-bar action and widget
// is made lazy here and rendered inside Suspense and an error boundary, so a plugin never builds
// either and one failing screen (a chunk that does not load, a render error) does not take the
// console down with it.
import { Component, lazy, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { Alert } from '@mui/material';
import type { ScreenLoader } from './contracts';

export const SCREEN_FAILED = 'This part of the console could not be shown. Reload the page to try again.';

interface BoundaryState {
  failed: boolean;
}

export class ScreenBoundary extends Component<{ children: ReactNode; name: string }, BoundaryState> {
  state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[kernel] ${this.props.name} failed`, error, info.componentStack);
  }

  render() {
    return this.state.failed ? <Alert severity="error">{SCREEN_FAILED}</Alert> : this.props.children;
  }
}

/** A component rendered inside the boundary and Suspense (for screens that are already lazy). */
export function guarded<P extends object>(name: string, Inner: ComponentType<P>, fallback: ReactNode = null): ComponentType<P> {
  function Guarded(props: P) {
    return (
      <ScreenBoundary name={name}>
        <Suspense fallback={fallback}>
          <Inner {...props} />
        </Suspense>
      </ScreenBoundary>
    );
  }
  Guarded.displayName = `Guarded(${name})`;
  return Guarded;
}

/** `() => import('./X')` made lazy once, then guarded. */
export function guardedScreen<P extends object>(name: string, load: ScreenLoader<P>, fallback: ReactNode = null): ComponentType<P> {
  return guarded(name, lazy(load) as unknown as ComponentType<P>, fallback);
}
