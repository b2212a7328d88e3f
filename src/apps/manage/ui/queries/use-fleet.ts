import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { FLEET_GATEWAY, type FleetGateway, type FleetQuery } from '../../application/ports/fleet-gateway';
import { useService } from '../../../../ui/services/service-context';
import { MANAGE_KEY } from './use-manage-mutation';

export function useFleetGateway() {
  return useService<FleetGateway>(FLEET_GATEWAY);
}

/** One page of everything owned; under Manage's key, so a change made in Manage refreshes it. */
export function useFleetItems(query: FleetQuery) {
  const fleet = useFleetGateway();
  return useQuery({ queryKey: [MANAGE_KEY, 'fleet', query], queryFn: () => fleet.list(query), placeholderData: keepPreviousData });
}

/** The assets a tag, serial or label address finds; nothing is asked until there is a code. */
export function useAssetLookup(code: string) {
  const fleet = useFleetGateway();
  return useQuery({ queryKey: [MANAGE_KEY, 'lookup', code], queryFn: code ? () => fleet.lookUp(code) : skipToken });
}

export function useFleetAssetStory(id: string) {
  const fleet = useFleetGateway();
  return useQuery({ queryKey: [MANAGE_KEY, 'fleet-story', id], queryFn: () => fleet.story(id) });
}
