import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListRequest } from '../../../../application/ports/list-page';
import {
  SOFTWARE_GATEWAY,
  type LicenceFields,
  type LicenceQuery,
  type SeatHolder,
  type SoftwareFields,
  type SoftwareGateway,
} from '../../application/ports/software-gateway';
import { useService } from '../../../../ui/services/service-context';
import { MANAGE_KEY, useManageMutation } from './use-manage-mutation';

const softwareKey = (id: string) => [MANAGE_KEY, 'software', id] as const;
const licenceKey = (id: string) => [MANAGE_KEY, 'licence', id] as const;

function useSoftwareGateway() {
  return useService<SoftwareGateway>(SOFTWARE_GATEWAY);
}

export function useSoftwareList(request: ListRequest) {
  const gateway = useSoftwareGateway();
  return useQuery({ queryKey: [MANAGE_KEY, 'software-list', request], queryFn: () => gateway.listSoftware(request) });
}

export function useSoftware(id: string) {
  const gateway = useSoftwareGateway();
  return useQuery({ queryKey: softwareKey(id), queryFn: () => gateway.getSoftware(id) });
}

export function useLicences(request: LicenceQuery) {
  const gateway = useSoftwareGateway();
  return useQuery({ queryKey: [MANAGE_KEY, 'licence-list', request], queryFn: () => gateway.listLicences(request) });
}

export function useLicence(id: string) {
  const gateway = useSoftwareGateway();
  return useQuery({ queryKey: licenceKey(id), queryFn: () => gateway.getLicence(id) });
}

/** The newest record from the server, past any cache: what a stale save is compared with. */
export function useFetchLatest() {
  const gateway = useSoftwareGateway();
  const client = useQueryClient();
  return {
    software: (id: string) => client.fetchQuery({ queryKey: softwareKey(id), queryFn: () => gateway.getSoftware(id), staleTime: 0 }),
    licence: (id: string) => client.fetchQuery({ queryKey: licenceKey(id), queryFn: () => gateway.getLicence(id), staleTime: 0 }),
  };
}

export function useCreateSoftware() {
  const gateway = useSoftwareGateway();
  return useManageMutation((fields: SoftwareFields) => gateway.createSoftware(fields));
}

export function useUpdateSoftware(id: string) {
  const gateway = useSoftwareGateway();
  return useManageMutation((changes: Partial<SoftwareFields> & { version: number }) => gateway.updateSoftware(id, changes));
}

export function useCreateLicence() {
  const gateway = useSoftwareGateway();
  return useManageMutation((fields: LicenceFields & { softwareId: string }) => gateway.createLicence(fields));
}

export function useUpdateLicence(id: string) {
  const gateway = useSoftwareGateway();
  return useManageMutation((changes: Partial<LicenceFields> & { version: number }) => gateway.updateLicence(id, changes));
}

export function useAssignSeat(id: string) {
  const gateway = useSoftwareGateway();
  return useManageMutation((holder: SeatHolder) => gateway.assignSeat(id, holder));
}

export function useReleaseSeat(id: string) {
  const gateway = useSoftwareGateway();
  return useManageMutation((seatId: string) => gateway.releaseSeat(id, seatId));
}

/** The whole key, asked for on purpose; it is kept out of the cache so it is gone once hidden. */
export function useRevealKey(id: string) {
  const gateway = useSoftwareGateway();
  return useMutation({ mutationFn: () => gateway.revealKey(id) });
}
