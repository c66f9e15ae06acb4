import { Component, type ReactNode } from 'react';

interface BlockBoundaryProps {
  readonly children: ReactNode;
  readonly onError: (error: unknown) => void;
}

/** One block's renderer failing (or its chunk not loading) takes that block away, never the page. */
export class BlockBoundary extends Component<BlockBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
