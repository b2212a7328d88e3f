import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { REALTIME, REALTIME_CONNECTED, type RealtimePort } from '../../application/ports/realtime-port';
import { useServices } from '../services/service-context';

/**
 * A screen that follows changes made elsewhere (another tab, an admin, an order that moved money): the server's
 * event fetches the queries under `key` anew, and so does a reconnection, which may have missed one. Without the
 * realtime module (it failed to load) the screen still works; it only stops being live.
 */
export function useLiveRefresh(event: string, key: string): void {
  const services = useServices();
  const client = useQueryClient();
  useEffect(() => {
    if (!services.has(REALTIME)) return;
    const realtime = services.get<RealtimePort>(REALTIME);
    const refresh = () => void client.invalidateQueries({ queryKey: [key] });
    const stops = [realtime.on(event, refresh), realtime.on(REALTIME_CONNECTED, refresh)];
    return () => stops.forEach((stop) => stop());
  }, [services, client, event, key]);
}
