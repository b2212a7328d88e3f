import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useService } from '../../../../ui/services/service-context';
import { DIRECTORY_GATEWAY, type DirectoryGateway, type DirectoryQuery } from '../../application/ports/directory-gateway';

const KEY = 'people-directory';

const useGateway = () => useService<DirectoryGateway>(DIRECTORY_GATEWAY);

export function useDirectory(query: DirectoryQuery) {
  const gateway = useGateway();
  return useQuery({ queryKey: [KEY, 'list', query], queryFn: () => gateway.list(query), placeholderData: keepPreviousData });
}

/** The people a manager may be chosen from: the active ones, by name (the first 200, as the API pages). */
export function useManagerChoices() {
  const gateway = useGateway();
  return useQuery({ queryKey: [KEY, 'managers'], queryFn: () => gateway.list({ page: 1, pageSize: 200, active: true, sort: 'name' }) });
}

export function useLocations() {
  const gateway = useGateway();
  return useQuery({ queryKey: [KEY, 'locations'], queryFn: () => gateway.locations() });
}

export function useTeams() {
  const gateway = useGateway();
  return useQuery({ queryKey: [KEY, 'teams'], queryFn: () => gateway.teams() });
}

/** The query key of the team picker's searches: below the directory's, so any change reads them again. */
export const TEAM_SEARCH_KEY = [KEY, 'team-search'] as const;

/** The teams whose name holds the text, by name; a picker searches them as the person types. */
export function useTeamSearch() {
  const gateway = useGateway();
  return async (text: string) => {
    const wanted = text.toLowerCase();
    return (await gateway.teams()).filter((team) => team.name.toLowerCase().includes(wanted));
  };
}

/** Any change of the directory: every list and choice read again. */
export function useDirectoryChange<Args, Result>(change: (gateway: DirectoryGateway, args: Args) => Promise<Result>) {
  const gateway = useGateway();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: Args) => change(gateway, args),
    onSuccess: () => client.invalidateQueries({ queryKey: [KEY] }),
  });
}

export function useFetchPerson() {
  const gateway = useGateway();
  return (id: string) => gateway.get(id);
}
