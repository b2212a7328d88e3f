/** The service worker's life (spec 4): reported for the record, never shown to the user. */
export type ServiceWorkerEvent =
  | { readonly type: 'ready' | 'registered' | 'cached' | 'updatefound' | 'updated' | 'offline' }
  | { readonly type: 'error'; readonly error: unknown };

export interface ServiceWorkerPort {
  onEvent(event: ServiceWorkerEvent): void;
}

