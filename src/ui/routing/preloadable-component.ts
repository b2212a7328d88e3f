import { lazy, type ComponentType } from 'react';

/** A component of a chunk of its own, which can be fetched before React first asks for it. */
export interface PreloadableComponent<Props> {
  /** Fetches the chunk; rejects as the loader does. */
  preload(): Promise<void>;
  /**
   * The component to render. As it is once fetched ahead, not lazily: a lazy component suspends on its first
   * render even when its module is there, and React then holds it back behind the Suspense fallback for 300 ms
   * (its throttle on revealing suspended content). Decided on the first call and kept, since a component that
   * turned from lazy to loaded would remount.
   */
  component(): ComponentType<Props>;
}

export function preloadableComponent<Props>(load: () => Promise<{ readonly default: ComponentType<Props> }>): PreloadableComponent<Props> {
  let loaded: ComponentType<Props> | null = null;
  let handedOver: ComponentType<Props> | null = null;
  return {
    preload: () =>
      load().then((module) => {
        loaded = module.default;
      }),
    component: () => (handedOver ??= loaded ?? lazy(load)),
  };
}
