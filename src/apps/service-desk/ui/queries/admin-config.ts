import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListRequest } from '../../../../application/ports/list-page';
import { useService } from '../../../../ui/services/service-context';
import {
  ADMIN_EMAIL_CHANNEL_GATEWAY,
  ADMIN_USER_ROLES_GATEWAY,
  type EmailChannel,
  type EmailChannelChanges,
  type EmailChannelGateway,
  type RecordsGateway,
  type UserRoleInput,
  type UserRolesGateway,
} from '../../application/ports/admin-config-gateway';
import { ADMIN_KEY } from './admin-tickets';
import { useDeskMutation } from './use-desk-mutation';

/**
 * One configured record kind (priorities, statuses, ...) by its gateway token: the list and its three changes. Every
 * change refreshes the whole desk, since queues and ticket pages show the names and colours configured here.
 */
export function useConfigRecords<Item extends { readonly id: string }, Input>(token: symbol, kind: string) {
  const gateway = useService<RecordsGateway<Item, Input>>(token);
  const client = useQueryClient();
  const key = [...ADMIN_KEY, 'config', kind] as const;
  return {
    list: useQuery({ queryKey: key, queryFn: () => gateway.list() }),
    /** The record as the server has it now: what someone else saved meanwhile. */
    latest: async (id: string) => {
      const { items } = await client.fetchQuery({ queryKey: key, queryFn: () => gateway.list(), staleTime: 0 });
      const found = items.find((item) => item.id === id);
      if (!found) throw new Error(`${kind} ${id} is gone`);
      return found;
    },
    create: useDeskMutation((input: Input) => gateway.create(input)),
    update: useDeskMutation(({ id, input }: { id: string; input: Input & { readonly version: number } }) => gateway.update(id, input)),
    remove: useDeskMutation(({ id, version }: { id: string; version: number }) => gateway.remove(id, { version })),
  };
}

export function useUserRoles(query: ListRequest & { teamId?: string }) {
  const roles = useService<UserRolesGateway>(ADMIN_USER_ROLES_GATEWAY);
  return useQuery({ queryKey: [...ADMIN_KEY, 'user-roles', query], queryFn: () => roles.list(query), placeholderData: keepPreviousData });
}

export function useSetUserRoles() {
  const roles = useService<UserRolesGateway>(ADMIN_USER_ROLES_GATEWAY);
  return useDeskMutation(({ userId, input }: { userId: string; input: UserRoleInput }) => roles.set(userId, input));
}

export function useEmailChannel() {
  const channel = useService<EmailChannelGateway>(ADMIN_EMAIL_CHANNEL_GATEWAY);
  const client = useQueryClient();
  const key = [...ADMIN_KEY, 'email-channel'] as const;
  return {
    query: useQuery({ queryKey: key, queryFn: () => channel.get() }),
    latest: () => client.fetchQuery({ queryKey: key, queryFn: () => channel.get(), staleTime: 0 }),
    update: useDeskMutation((changes: EmailChannelChanges) => channel.update(changes)),
    // Starting changes nothing the screens show: only the browser leaves for the provider.
    startOAuth: useMutation({ mutationFn: () => channel.startOAuth() }),
    disconnectOAuth: useDeskMutation<void, EmailChannel>(() => channel.disconnectOAuth()),
  };
}

/**
 * The callback page's one exchange of the provider's code, as a query keyed by the state: a page rendered twice
 * (React's development mode, a re-render) sends it once, since a state completes one connection only.
 */
export function useCompleteMailboxOAuth(callback: { code: string; state: string }) {
  const channel = useService<EmailChannelGateway>(ADMIN_EMAIL_CHANNEL_GATEWAY);
  const client = useQueryClient();
  return useQuery({
    // Outside the desk's keys: no change elsewhere refreshes it, which would send a used state again.
    queryKey: ['mailbox-oauth-callback', callback.state],
    queryFn: async () => {
      const connected = await channel.completeOAuth(callback);
      client.setQueryData([...ADMIN_KEY, 'email-channel'], connected);
      return connected;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
