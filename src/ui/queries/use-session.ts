import { useCallback, useSyncExternalStore } from 'react';
import { SESSION_STORE, type SessionStore } from '../../application/session/session-store';
import type { Session } from '../../domain/session/session';
import { useService } from '../services/service-context';

/** The stored session, re-rendering on sign-in, sign-out and changes of the allowed apps. */
export function useSession(): Session {
  const store = useService<SessionStore>(SESSION_STORE);
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  return useSyncExternalStore(subscribe, () => store.session());
}
