/** Spec 3: the browser storage keys, exactly. */
export const StorageKeys = {
  loginToken: 'loginToken',
  plgToken: 'plgToken',
  allowedApps: 'allowedApps',
  iframeSlug: 'iframeSlug',
  directNavigationRoute: 'directNavigationRoute',
  currentRoute: 'currentRoute',
  returnPath: 'returnPath',
} as const;

export type StorageKey = (typeof StorageKeys)[keyof typeof StorageKeys];
