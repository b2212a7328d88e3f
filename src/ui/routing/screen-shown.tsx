import { useEffect } from 'react';

/**
 * Rendered beside the route's screen inside its Suspense boundary, so its effect runs once the screen (or, for a
 * screen still on its way, its loading state) has been committed, never while a layout or scope holds it back.
 */
export function ScreenShown({ onShown }: { onShown: () => void }) {
  // Braces: whatever onShown returns must not become the effect's cleanup.
  useEffect(() => {
    onShown();
  }, [onShown]);
  return null;
}
