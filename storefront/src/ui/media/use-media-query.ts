import { useCallback, useSyncExternalStore } from 'react';

/** tokens.css's desktop breakpoint (1024px). */
export const DESKTOP = '(min-width: 64rem)';

/**
 * Whether a media query matches now, following changes (resize, rotation, zoom). For what is not worth
 * rendering where CSS would hide it anyway; where matchMedia is missing it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => globalThis.matchMedia?.(query).matches ?? fallback);
}
