import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './use-after-paint';

function Probe() {
  return <p>{useAfterPaint() ? 'painted' : 'first render'}</p>;
}

describe('useAfterPaint', () => {
  afterEach(() => vi.restoreAllMocks());

  it('turns true only in a task after the next frame, not when effects run', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    render(<Probe />);
    // Effects have run and a macrotask has passed, but no frame yet.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('first render')).toBeTruthy();
    expect(frames).toHaveLength(1);

    // The frame's callback runs before its paint: still not painted.
    act(() => frames[0]?.(performance.now()));
    expect(screen.getByText('first render')).toBeTruthy();

    // A task after the frame: painted.
    expect(await screen.findByText('painted')).toBeTruthy();
  });

  it('cancels its frame when unmounted first', () => {
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    vi.spyOn(window, 'requestAnimationFrame').mockReturnValue(7);
    const { unmount } = render(<Probe />);
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });
});
