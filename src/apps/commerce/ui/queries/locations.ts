import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../../ui/queries/use-refreshing-mutation';
import { useService } from '../../../../ui/services/service-context';
import { LOCATIONS_GATEWAY, type LocationFields, type LocationsGateway } from '../../application/ports/locations-gateway';
import type { LocationKind } from '../../domain/location-terms';

const LOCATIONS_KEY = 'commerce-locations';

function useLocationsGateway() {
  return useService<LocationsGateway>(LOCATIONS_GATEWAY);
}

function useLocationsMutation<Input, Output>(change: (input: Input) => Promise<Output>) {
  return useRefreshingMutation([LOCATIONS_KEY], change);
}

export function useLocations(query: { q?: string | undefined; kind?: LocationKind | undefined }) {
  const gateway = useLocationsGateway();
  return useQuery({ queryKey: [LOCATIONS_KEY, 'list', query], queryFn: () => gateway.list(query), placeholderData: keepPreviousData });
}

export function useLocation(id: string) {
  const gateway = useLocationsGateway();
  return useQuery({ queryKey: [LOCATIONS_KEY, 'one', id], queryFn: () => gateway.get(id) });
}

export function useCreateLocation() {
  const gateway = useLocationsGateway();
  return useLocationsMutation((fields: LocationFields) => gateway.create(fields));
}

export function useUpdateLocation(id: string) {
  const gateway = useLocationsGateway();
  return useLocationsMutation((changes: LocationFields & { version: number }) => gateway.update(id, changes));
}
