/** Spec 4: the eight startup modules, in the order they run. */
export const STARTUP_ORDER = [
  'state-store',
  'authentication',
  'data-fetching',
  'charts',
  'translations',
  'analytics',
  'realtime',
  'pdf-viewer',
] as const;

export type StartupModuleName = (typeof STARTUP_ORDER)[number];
