import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../../ui/queries/use-refreshing-mutation';
import { useService } from '../../../../ui/services/service-context';
import type { BusinessCalendar } from '../../../../domain/calendars/business-calendar';
import type { GrantableRole } from '../../../../domain/apps/app-declaration';
import { CONFIGURE_GATEWAY, type ConfigureGateway, type LocaleChange } from '../../application/ports/configure-gateway';

/** Every Configure query key starts here; the shell's settings answer carries the look, so it is refreshed too. */
const KEY = 'configure';
const SETTINGS: readonly unknown[] = ['settings'];

const useGateway = () => useService<ConfigureGateway>(CONFIGURE_GATEWAY);

export function useAccess() {
  const gateway = useGateway();
  return useQuery({ queryKey: [KEY, 'access'], queryFn: () => gateway.access() });
}

export function useBranding() {
  const gateway = useGateway();
  return useQuery({ queryKey: [KEY, 'branding'], queryFn: () => gateway.branding() });
}

export function useLocale() {
  const gateway = useGateway();
  return useQuery({ queryKey: [KEY, 'locale'], queryFn: () => gateway.locale() });
}

export function useCalendar() {
  const gateway = useGateway();
  return useQuery({ queryKey: [KEY, 'calendar'], queryFn: () => gateway.calendar() });
}

export function useGrant() {
  const gateway = useGateway();
  return useRefreshingMutation([KEY, 'access'], (grants: readonly { slug: string; roles: readonly GrantableRole[] }[]) => gateway.grant(grants));
}

/** A change of the look refreshes Configure and the shell's settings, which restyle the page at once. */
function useLookChange<Input>(change: (gateway: ConfigureGateway, input: Input) => Promise<unknown>) {
  const gateway = useGateway();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => change(gateway, input),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: [KEY] }), client.invalidateQueries({ queryKey: SETTINGS })]),
  });
}

export const useSetColour = () => useLookChange((gateway, colour: string | null) => gateway.setColour(colour));
export const useUploadLogo = () => useLookChange((gateway, file: File) => gateway.uploadLogo(file));
export const useRemoveLogo = () => useLookChange((gateway, _: void) => gateway.removeLogo());
export const useSetLocale = () => useLookChange((gateway, change: LocaleChange) => gateway.setLocale(change));

export function useSetCalendar() {
  const gateway = useGateway();
  return useRefreshingMutation([KEY, 'calendar'], (calendar: BusinessCalendar) => gateway.setCalendar(calendar));
}

export function useLocationCalendars() {
  const gateway = useGateway();
  return useQuery({ queryKey: [KEY, 'calendar', 'locations'], queryFn: () => gateway.locationCalendars() });
}

export function useSetLocationCalendar() {
  const gateway = useGateway();
  return useRefreshingMutation([KEY, 'calendar', 'locations'], ({ locationId, calendar }: { locationId: string; calendar: BusinessCalendar | null }) =>
    gateway.setLocationCalendar(locationId, calendar),
  );
}
