import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** A component of a chunk of its own, which can be fetched before React first asks for it. */
export interface PreloadableComponent<Props> {
  /** Fetches the chunk; rejects as the loader does. */
  preload(): Promise<void>;
  /**
   * The component to render: as it is once fetched ahead, else one that shows `pending` until it has arrived. Never
   * React's `lazy`: a lazy component suspends, and React holds what arrives behind the Suspense fallback for up to
   * 300 ms (its throttle on revealing suspended content), so that an app's screen and its first calls would start
   * that much later. Decided on the first call and kept, since a component that turned into another would remount.
   */
  component(): ComponentType<Props>;
}

type Load<Props> = () => Promise<{ readonly default: ComponentType<Props> }>;

export function preloadableComponent<Props extends object>(load: Load<Props>, pending: () => ReactNode): PreloadableComponent<Props> {
  let loaded: ComponentType<Props> | null = null;
  let handedOver: ComponentType<Props> | null = null;
  const fetch = () =>
    load().then((module) => {
      loaded = module.default;
      return loaded;
    });
  return {
    preload: () => fetch().then(() => undefined),
    component: () => (handedOver ??= loaded ?? arriving(fetch, pending)),
  };
}

type Arrival<Props> = { readonly shown: ComponentType<Props> } | { readonly failed: unknown } | null;

/**
 * Shows `pending`, fetches, then renders what arrived by a state update of its own, which React commits at once. A
 * chunk that fails is thrown while rendering, so the nearest error boundary reports it as it would a lazy one's.
 */
function arriving<Props extends object>(fetch: () => Promise<ComponentType<Props>>, pending: () => ReactNode): ComponentType<Props> {
  return function Arriving(props: Props) {
    const [arrival, setArrival] = useState<Arrival<Props>>(null);
    useEffect(() => {
      let mounted = true;
      fetch().then(
        (shown) => mounted && setArrival({ shown }),
        (failed: unknown) => mounted && setArrival({ failed }),
      );
      return () => {
        mounted = false;
      };
    }, []);
    if (arrival && 'failed' in arrival) throw arrival.failed;
    return arrival ? createElement(arrival.shown, props) : pending();
  };
}
