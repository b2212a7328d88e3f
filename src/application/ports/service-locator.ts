/**
 * What application code and screens may ask of the dependency container. Only the composition root
 * knows the container itself; this is the narrow view of it that the other layers see.
 */
export interface ServiceLocator {
  get<T>(token: symbol): T;
  /** False for a service whose startup module could not be loaded. */
  has(token: symbol): boolean;
}
