import { useCallback, useSyncExternalStore } from 'react';
import { NAVIGATION, type NavigationService, type ShownRoute } from '../../application/navigation/navigation-service';
import { useService } from '../services/service-context';

export function useNavigation(): NavigationService {
  return useService<NavigationService>(NAVIGATION);
}

/** The route on view, re-rendering whenever the guard shows another. */
export function useShownRoute(): ShownRoute | null {
  const navigation = useNavigation();
  const subscribe = useCallback((listener: () => void) => navigation.subscribe(listener), [navigation]);
  const shown = useCallback(() => navigation.shown(), [navigation]);
  return useSyncExternalStore(subscribe, shown);
}
