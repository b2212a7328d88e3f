/** Spec 3: the browser storage keys, exactly. */
export const StorageKeys = {
  loginToken: 'loginToken',
  plgToken: 'plgToken',
  allowedApps: 'allowedApps',
  iframeSlug: 'iframeSlug',
  directNavigationRoute: 'directNavigationRoute',
  currentRoute: 'currentRoute',
  returnPath: 'returnPath',
  /** Not in spec 3: the session of someone without an account who signed in to external Resolve Now. */
  externalToken: 'externalToken',
} as const;

export type StorageKey = (typeof StorageKeys)[keyof typeof StorageKeys];
