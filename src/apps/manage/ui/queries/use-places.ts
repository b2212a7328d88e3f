import { useQuery } from '@tanstack/react-query';
import { PLACES_GATEWAY, type PlacesGateway } from '../../application/ports/places-gateway';
import { useService } from '../../../../ui/services/service-context';
import { MANAGE_KEY } from './use-manage-mutation';

/** The organisation's sites, to name the one a filter holds by its id. */
export function usePlaces() {
  const places = useService<PlacesGateway>(PLACES_GATEWAY);
  return useQuery({ queryKey: [MANAGE_KEY, 'places'], queryFn: () => places.list({}) });
}
