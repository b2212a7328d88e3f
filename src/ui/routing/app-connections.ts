import type { ComponentType } from 'react';

/**
 * An app's own connections to other systems (Resolve IT's mailbox, a partner's frame address), shown on its
 * `/apps/{app}/integrations` page. Integrations gathers the page; each app brings its own panel, loaded when shown,
 * so that no app imports another's screens.
 */
export type AppConnectionPanel = () => Promise<{ readonly default: ComponentType<{ readonly slug: string }> }>;

/** Every app's panel by slug, bound once by the composition root. */
export type AppConnectionPanels = Readonly<Record<string, AppConnectionPanel>>;

export const APP_CONNECTIONS = Symbol.for('AppConnections');
