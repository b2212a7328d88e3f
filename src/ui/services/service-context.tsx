import { createContext, useContext, type ReactNode } from 'react';
import type { ServiceLocator } from '../../application/ports/service-locator';

const ServiceContext = createContext<ServiceLocator | null>(null);

export function ServicesProvider({ services, children }: { services: ServiceLocator; children: ReactNode }) {
  return <ServiceContext.Provider value={services}>{children}</ServiceContext.Provider>;
}

/** The container's narrow view, for the few places that must ask whether an optional service is there. */
export function useServices(): ServiceLocator {
  const services = useContext(ServiceContext);
  if (!services) throw new Error('useService needs a ServicesProvider above it');
  return services;
}

/** The one way a screen reaches application code: a port or use case by its token. */
export function useService<T>(token: symbol): T {
  return useServices().get<T>(token);
}
