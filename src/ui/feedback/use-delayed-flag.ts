import { useEffect, useState } from 'react';

/** Follows `on`, but turns true only once it has stayed true for delayMs; turns false at once. */
export function useDelayedFlag(on: boolean, delayMs: number): boolean {
  const [waited, setWaited] = useState(false);

  useEffect(() => {
    if (!on || delayMs <= 0) return;
    const timer = setTimeout(() => setWaited(true), delayMs);
    return () => {
      clearTimeout(timer);
      setWaited(false);
    };
  }, [on, delayMs]);

  return on && (delayMs <= 0 || waited);
}
