import { useEffect } from 'react';

/**
 * Rendered beside a lazy screen inside its Suspense boundary, so its effect runs only once the screen itself has
 * been committed, never for the loading fallback.
 */
export function ScreenShown({ onShown }: { onShown: () => void }) {
  // Braces: whatever onShown returns must not become the effect's cleanup.
  useEffect(() => {
    onShown();
  }, [onShown]);
  return null;
}
