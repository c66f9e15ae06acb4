import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP, useMediaQuery } from './use-media-query';

/** happy-dom's window: its viewport can be resized, which fires the media query lists' change events. */
const happyDom = () =>
  (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } })
    .happyDOM;

function Probe({ query }: { query: string }) {
  return <p>{useMediaQuery(query) ? 'matches' : 'does not match'}</p>;
}

describe('useMediaQuery', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    happyDom().setViewport({ width: 1024, height: 768 });
  });

  it('answers for the viewport and follows it when it is resized', () => {
    happyDom().setViewport({ width: 390, height: 844 });
    render(<Probe query={DESKTOP} />);
    expect(screen.getByText('does not match')).toBeInTheDocument();
    act(() => happyDom().setViewport({ width: 1280, height: 800 }));
    expect(screen.getByText('matches')).toBeInTheDocument();
    act(() => happyDom().setViewport({ width: 1023, height: 800 }));
    expect(screen.getByText('does not match')).toBeInTheDocument();
  });

  it('answers the fallback where there is no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<Probe query={DESKTOP} />);
    expect(screen.getByText('matches')).toBeInTheDocument();
  });
});
