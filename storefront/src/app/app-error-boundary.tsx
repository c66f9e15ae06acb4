import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  readonly failed: boolean;
}

/**
 * Last resort when rendering throws outside a page's own error handling: a plain, honest page, never a
 * stack trace. (It sits outside the locale shell, so it cannot rely on loaded messages.)
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[storefront] render error', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main style={{ maxWidth: '40rem', margin: '4rem auto', padding: '0 1rem', fontFamily: 'system-ui' }}>
        <h1>Something went wrong</h1>
        <p>Please reload the page or try again in a moment.</p>
        <a href="/">Go to the home page</a>
      </main>
    );
  }
}
