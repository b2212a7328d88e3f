import { createContext, useContext, type ReactNode } from 'react';

/** What the kit needs to know of the app whose screen it renders. */
export interface AppScopeValue {
  /** The app's folder name under src/apps. */
  readonly id: string;
  /**
   * The app's main i18next namespace: its `refusals.*` word the rule codes its server refuses with, its `routes.*`
   * title its pages in breadcrumbs.
   */
  readonly namespace?: string;
}

const AppScopeContext = createContext<AppScopeValue | null>(null);

export function AppScope({ app, children }: { app: AppScopeValue; children: ReactNode }) {
  return <AppScopeContext.Provider value={app}>{children}</AppScopeContext.Provider>;
}

/** The app of the screen on view; null on the shell's own screens. */
export function useAppScope(): AppScopeValue | null {
  return useContext(AppScopeContext);
}
