import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { PEOPLE_GATEWAY, type PeopleGateway, type PeopleQuery } from '../../application/ports/people-gateway';
import { useService } from '../../../../ui/services/service-context';
import { MANAGE_KEY, useManageMutation } from './use-manage-mutation';

const personKey = (id: string) => [MANAGE_KEY, 'person', id] as const;

function usePeopleGateway() {
  return useService<PeopleGateway>(PEOPLE_GATEWAY);
}

/** One page of the organisation's people; the last page stays shown while the next one loads. */
export function usePeople(query: PeopleQuery) {
  const people = usePeopleGateway();
  return useQuery({ queryKey: [MANAGE_KEY, 'people', query], queryFn: () => people.list(query), placeholderData: keepPreviousData });
}

export function usePerson(id: string) {
  const people = usePeopleGateway();
  return useQuery({ queryKey: personKey(id), queryFn: () => people.get(id) });
}

export function usePersonStory(id: string) {
  const people = usePeopleGateway();
  return useQuery({ queryKey: [MANAGE_KEY, 'person-story', id], queryFn: () => people.story(id) });
}

export function usePersonSummary(id: string) {
  const people = usePeopleGateway();
  return useQuery({ queryKey: [MANAGE_KEY, 'person-summary', id], queryFn: () => people.summary(id) });
}

/** The person as the server has them now, bypassing the cache: what someone else saved meanwhile. */
export function useLatestPerson(id: string) {
  const people = usePeopleGateway();
  const client = useQueryClient();
  return () => client.fetchQuery({ queryKey: personKey(id), queryFn: () => people.get(id), staleTime: 0 });
}

export function useAddPerson() {
  const people = usePeopleGateway();
  return useManageMutation((person: { name: string; email: string }) => people.create(person));
}

export function useRenamePerson(id: string) {
  const people = usePeopleGateway();
  return useManageMutation((request: { name: string; version: number }) => people.rename(id, request));
}

export function useOffboardPerson(id: string) {
  const people = usePeopleGateway();
  return useManageMutation((request: { version: number; recover: boolean }) => people.offboard(id, request));
}
