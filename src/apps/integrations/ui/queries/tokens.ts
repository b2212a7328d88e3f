import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useService } from '../../../../ui/services/service-context';
import { TOKENS_GATEWAY, type NewApiToken, type TokenFilter, type TokensGateway } from '../../application/ports/tokens-gateway';

const KEY = 'integrations-tokens';

export function useApiTokens(filter?: TokenFilter) {
  const gateway = useService<TokensGateway>(TOKENS_GATEWAY);
  return useQuery({ queryKey: [KEY, filter ?? 'all'], queryFn: () => gateway.list(filter) });
}

export function useCreateApiToken() {
  const gateway = useService<TokensGateway>(TOKENS_GATEWAY);
  const client = useQueryClient();
  return useMutation({ mutationFn: (token: NewApiToken) => gateway.create(token), onSuccess: () => void client.invalidateQueries({ queryKey: [KEY] }) });
}

export function useRevokeApiToken() {
  const gateway = useService<TokensGateway>(TOKENS_GATEWAY);
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: string) => gateway.revoke(id), onSuccess: () => void client.invalidateQueries({ queryKey: [KEY] }) });
}
