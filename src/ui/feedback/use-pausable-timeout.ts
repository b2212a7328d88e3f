import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls onExpire after delayMs of unpaused time. Pausing keeps the time already used, so resuming
 * continues rather than starting over; a new restartKey starts the full delay again.
 * A null delay never expires.
 */
export function usePausableTimeout(
  delayMs: number | null,
  paused: boolean,
  restartKey: unknown,
  onExpire: () => void,
): void {
  const remaining = useRef(delayMs ?? 0);
  const expire = useEffectEvent(onExpire);

  // Declared first, so on a restart it runs after the countdown's cleanup and before its next run.
  useEffect(() => {
    remaining.current = delayMs ?? 0;
  }, [delayMs, restartKey]);

  useEffect(() => {
    if (delayMs === null || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(expire, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [delayMs, paused, restartKey]);
}
