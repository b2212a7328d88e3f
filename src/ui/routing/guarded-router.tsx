import { useCallback, type ReactNode } from 'react';
import { Router, type BaseLocationHook, type BaseSearchHook } from 'wouter';
import { useNavigation, useShownRoute } from './use-navigation';

/** wouter's location, as the guard shows it; wouter's navigate, through the guard. */
const useGuardedLocation: BaseLocationHook = () => {
  const navigation = useNavigation();
  const shown = useShownRoute();
  const navigate = useCallback(
    (to: string | URL, options?: { replace?: boolean }) => navigation.navigate(String(to), options),
    [navigation],
  );
  return [shown?.location.path ?? '/', navigate];
};

const useGuardedSearch: BaseSearchHook = () => {
  const search = useShownRoute()?.location.search ?? '';
  return search.startsWith('?') ? search.slice(1) : search;
};

/** Every wouter Link and navigate call inside goes through the navigation guard. */
export function GuardedRouter({ children }: { children: ReactNode }) {
  return (
    <Router hook={useGuardedLocation} searchHook={useGuardedSearch}>
      {children}
    </Router>
  );
}
