import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useService } from '../../../../ui/services/service-context';
import { CONFIGURE_GATEWAY, type ConfigKind, type ConfigureGateway } from '../../application/ports/configure-gateway';

const KEY = ['manage', 'configure'] as const;

/** Every change refreshes the whole configuration and the asset lists: counts, names and labels show there. */
function useConfigureMutation<Input>(run: (gateway: ConfigureGateway, input: Input) => Promise<unknown>) {
  const gateway = useService<ConfigureGateway>(CONFIGURE_GATEWAY);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => run(gateway, input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['manage'] }),
  });
}

export function useConfigList<Kind extends ConfigKind>(kind: Kind) {
  const gateway = useService<ConfigureGateway>(CONFIGURE_GATEWAY);
  return useQuery({ queryKey: [...KEY, kind], queryFn: () => gateway.list(kind) });
}

export function useConfigChanges(kind: ConfigKind) {
  return {
    create: useConfigureMutation((gateway, values: Record<string, unknown>) => gateway.create(kind, values)),
    update: useConfigureMutation((gateway, { id, values }: { id: string; values: Record<string, unknown> & { version: number } }) => gateway.update(kind, id, values)),
    remove: useConfigureMutation((gateway, { id, version }: { id: string; version: number }) => gateway.remove(kind, id, version)),
  };
}

export function useFieldChanges() {
  return {
    create: useConfigureMutation((gateway, { typeId, values }: { typeId: string; values: Record<string, unknown> }) => gateway.addField(typeId, values)),
    remove: useConfigureMutation((gateway, { id, version }: { id: string; version: number }) => gateway.removeField(id, version)),
  };
}

export function useFleetSettings() {
  const gateway = useService<ConfigureGateway>(CONFIGURE_GATEWAY);
  return {
    query: useQuery({ queryKey: [...KEY, 'settings'], queryFn: () => gateway.settings() }),
    save: useConfigureMutation((g, values: { auditIntervalMonths: number | null; version: number }) => g.saveSettings(values)),
  };
}
