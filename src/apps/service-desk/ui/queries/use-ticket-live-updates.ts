import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { REALTIME, REALTIME_CONNECTED, type RealtimePort } from '../../../../application/ports/realtime-port';
import { useServices } from '../../../../ui/services/service-context';
import { DESK_KEY } from './use-desk-mutation';

/** What the server publishes to the organisation when a ticket changes (a reply, a status): `{ ticketId, number }`. */
export const TICKET_CHANGED_EVENT = 'service-desk.ticket.changed';

/**
 * An agent's reply appears on the open ticket without a reload: a change event for this ticket, or a reconnection
 * (which may have missed one), fetches the desk's data anew.
 */
export function useTicketLiveUpdates(ticketId: string): void {
  const services = useServices();
  const client = useQueryClient();
  useEffect(() => {
    // Without the realtime module (it failed to load, or an external visitor has no staff socket) the page still works.
    if (!services.has(REALTIME)) return;
    const realtime = services.get<RealtimePort>(REALTIME);
    const refresh = () => void client.invalidateQueries({ queryKey: [DESK_KEY] });
    const stops = [
      realtime.on(TICKET_CHANGED_EVENT, (payload) => {
        if ((payload as { ticketId?: unknown } | null)?.ticketId === ticketId) refresh();
      }),
      realtime.on(REALTIME_CONNECTED, refresh),
    ];
    return () => stops.forEach((stop) => stop());
  }, [services, client, ticketId]);
}
