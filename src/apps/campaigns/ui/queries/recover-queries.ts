import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useService } from '../../../../ui/services/service-context';
import { RECOVER_GATEWAY, RECOVER_RETURN_GATEWAY, type RecoverGateway, type RecoverReturnGateway } from '../../application/ports/recover-gateway';


export function useRecoverGateway() {
  return useService<RecoverGateway>(RECOVER_GATEWAY);
}

const RETURN_KEY = 'recover-return';

/** The leaver's page by its link; a link that no longer works is an error the page words itself, not retried. */
export function useRecoverReturn(link: string) {
  const gateway = useService<RecoverReturnGateway>(RECOVER_RETURN_GATEWAY);
  return useQuery({ queryKey: [RETURN_KEY, link], queryFn: () => gateway.get(link), retry: false });
}

/** An answer on the leaver's page: the page shows what the server answered with. */
export function useRecoverReturnChange<Input>(link: string, change: (gateway: RecoverReturnGateway, input: Input) => Promise<unknown>) {
  const gateway = useService<RecoverReturnGateway>(RECOVER_RETURN_GATEWAY);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => change(gateway, input),
    onSuccess: (answer) => client.setQueryData([RETURN_KEY, link], answer),
  });
}

