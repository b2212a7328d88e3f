import { lazy, Suspense, useCallback, useSyncExternalStore } from 'react';
import { useNavigation } from './use-navigation';

// Its dialog code loads the first time a navigation is held, never before the sign-in form.
const LeaveDialog = lazy(() => import('./leave-dialog'));

/** Shows the leave dialog while the leave guard holds a navigation away from unsaved changes. */
export function LeaveGuardHost() {
  const navigation = useNavigation();
  const subscribe = useCallback((listener: () => void) => navigation.subscribe(listener), [navigation]);
  const held = useSyncExternalStore(subscribe, () => navigation.held());
  return held === null ? null : (
    <Suspense fallback={null}>
      <LeaveDialog />
    </Suspense>
  );
}
