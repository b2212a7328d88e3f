import { lazy } from 'react';

/** QueryScope, fetched when first rendered: it brings TanStack Query. */
export const LazyQueryScope = lazy(() => import('./query-scope'));
