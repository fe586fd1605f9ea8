import { Component, type ReactNode } from 'react';

interface Props {
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  /** Told of each failure caught (the host reports it). */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/** Catches a remote area's render failures so the shell keeps working. */
export class AreaErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('Remote area failed while rendering', error);
    this.props.onError?.(error);
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
