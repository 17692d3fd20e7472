import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { InternalErrorPage } from '../shop/errors/internal-error-page';

interface BoundaryProps {
  /** The error is forgotten when this changes (the visitor navigated elsewhere). */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  /** The resetKey the state belongs to. */
  key: string;
}

/** Shows the 500 page instead of a page whose render threw, until the visitor navigates to another path. */
export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override render(): ReactNode {
    return this.state.failed ? <InternalErrorPage /> : this.props.children;
  }
}

/** Spec §2 Layout: a render error in a page shows the 500 page inside the layout (header and footer stay). */
export function PageErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Outlet />
    </ErrorBoundary>
  );
}
