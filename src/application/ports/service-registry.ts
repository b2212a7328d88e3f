import type { ServiceLocator } from './service-locator';

/**
 * The container as startup modules see it: they register what they create. The composition root
 * implements it over its dependency container; tests use a Map.
 */
export interface ServiceRegistry extends ServiceLocator {
  set<T>(token: symbol, value: T): void;
  has(token: symbol): boolean;
}

