import { useQuery } from '@tanstack/react-query';
import { AUTH_GATEWAY, type AuthGateway } from '../../application/ports/auth-gateway';
import { isAdministrator } from '../../domain/session/roles';
import { useService } from '../services/service-context';

const SESSION_QUERY = ['session'] as const;

/** Who is signed in, in which organisation, and whether an admin acts on their behalf. */
export function useSessionInfo() {
  const auth = useService<AuthGateway>(AUTH_GATEWAY);
  const query = useQuery({ queryKey: SESSION_QUERY, queryFn: () => auth.session(), staleTime: 60_000 });
  return { ...query, isAdministrator: query.data ? isAdministrator(query.data.user.role) : false };
}
