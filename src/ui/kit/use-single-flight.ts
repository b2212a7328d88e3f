import { useRef, useState } from 'react';

/**
 * An action that runs once at a time: a second press while the first is on its way (a double click, Enter in a
 * field) is dropped rather than sent. `pending` disables the buttons, but only from the next render: the ref
 * closes the gap before it.
 */
export function useSingleFlight<Args extends unknown[]>(action: (...args: Args) => Promise<void>) {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const run = async (...args: Args) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await action(...args);
    } finally {
      running.current = false;
      setPending(false);
    }
  };
  return { pending, run };
}
