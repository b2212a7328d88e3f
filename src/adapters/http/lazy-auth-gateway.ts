import type { KyInstance } from 'ky';
import type { AuthGateway } from '../../application/ports/auth-gateway';

/** The auth gateway, loaded on first use so that its response validation stays out of the first bundle. */
export function lazyAuthGateway(api: KyInstance): AuthGateway {
  let gateway: Promise<AuthGateway> | null = null;
  const load = () => (gateway ??= import('./http-auth-gateway').then((module) => new module.HttpAuthGateway(api)));
  return { signIn: async (email, password) => (await load()).signIn(email, password) };
}
