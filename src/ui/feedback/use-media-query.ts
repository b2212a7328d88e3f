import { useCallback, useSyncExternalStore } from 'react';

// Without matchMedia (old browsers, some test DOMs) nothing is known about the medium: no query matches.
const matches = (query: string) => typeof matchMedia === 'function' && matchMedia(query).matches;

/** Whether a CSS media query matches now; follows changes while the page is open. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof matchMedia !== 'function') return () => {};
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => matches(query), () => false);
}

/** Whether the person asked the system for less motion. */
export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');

/** A phone's width, where the sidebar is a drawer (the width layouts.css switches at). */
export const useIsPhone = () => useMediaQuery('(max-width: 768px)');
