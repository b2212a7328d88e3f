import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_GATEWAY, type AccountGateway, type SettingsChange } from '../../application/ports/account-gateway';
import { isProblemOfType } from '../../application/errors/request-problem';
import { useService } from '../services/service-context';

const PROFILE = ['profile'] as const;
const SESSIONS = ['profile', 'sessions'] as const;
const SETTINGS = ['settings'] as const;

function useAccount() {
  return useService<AccountGateway>(ACCOUNT_GATEWAY);
}

export function useProfile() {
  const account = useAccount();
  return useQuery({ queryKey: PROFILE, queryFn: () => account.profile() });
}

/** A stale version means someone changed the record meanwhile: theirs is fetched, so it shows. */
function refetchWhenStale(client: ReturnType<typeof useQueryClient>, key: readonly string[]) {
  return (error: unknown) => {
    if (isProblemOfType(error, 'stale-version')) void client.invalidateQueries({ queryKey: key });
  };
}

export function useUpdateProfile() {
  const account = useAccount();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { name: string; version: number }) => account.updateProfile(change),
    onSuccess: (profile) => client.setQueryData(PROFILE, profile),
    onError: refetchWhenStale(client, PROFILE),
  });
}

export function useChangePassword() {
  const account = useAccount();
  return useMutation({
    mutationFn: ({ current, next }: { current: string; next: string }) => account.changePassword({ currentPassword: current, newPassword: next }),
  });
}

export function useSessions() {
  const account = useAccount();
  return useQuery({ queryKey: SESSIONS, queryFn: () => account.sessions() });
}

export function useRevokeSession() {
  const account = useAccount();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => account.revokeSession(id),
    onSettled: () => client.invalidateQueries({ queryKey: SESSIONS }),
  });
}

export function useSettings() {
  const account = useAccount();
  return useQuery({ queryKey: SETTINGS, queryFn: () => account.settings() });
}

export function useUpdateSettings() {
  const account = useAccount();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: SettingsChange) => account.updateSettings(change),
    onSuccess: (settings) => client.setQueryData(SETTINGS, settings),
    onError: refetchWhenStale(client, SETTINGS),
  });
}
