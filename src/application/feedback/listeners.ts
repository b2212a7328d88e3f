/** The subscriber list behind each observable feedback store. */
interface Listeners {
  subscribe(listener: () => void): () => void;
  emit(): void;
}

export function createListeners(): Listeners {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit() {
      // A copy, so a listener that unsubscribes while being called does not skip the next one.
      for (const listener of [...listeners]) listener();
    },
  };
}
