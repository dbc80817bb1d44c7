import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following it as the window changes (resized, zoomed, turned): for what a screen
 * must know in its code about a layout its CSS chooses with the same query. False where there is no matchMedia
 * (jsdom, the server).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = useCallback(() => typeof window.matchMedia === 'function' && window.matchMedia(query).matches, [query]);
  return useSyncExternalStore(subscribe, matches, () => false);
}
