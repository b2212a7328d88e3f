import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { APP_INSTALLATION, type AppInstallation } from '../../application/apps/app-installation';
import { REALTIME, REALTIME_CONNECTED, type RealtimePort } from '../../application/ports/realtime-port';
import { useServices } from '../services/service-context';

/**
 * What other people change reaches this screen without a reload: an app installed or removed changes the
 * sidebar and the guard at once; a session ended elsewhere leaves the sessions list.
 */
export function useLiveUpdates(): void {
  const services = useServices();
  const client = useQueryClient();
  useEffect(() => {
    // The realtime module may have failed to load; the portal then works without live updates.
    if (!services.has(REALTIME)) return;
    const realtime = services.get<RealtimePort>(REALTIME);
    const installation = services.get<AppInstallation>(APP_INSTALLATION);
    const refreshApps = () => {
      void client.invalidateQueries({ queryKey: ['apps'] });
      void installation.refreshAccess().catch(() => undefined);
    };
    const refreshSessions = () => void client.invalidateQueries({ queryKey: ['profile', 'sessions'] });
    // The organisation's look or defaults changed (Configure): its logo and colour are in the settings answer.
    const refreshSettings = () => void client.invalidateQueries({ queryKey: ['settings'] });
    const stops = [
      realtime.on('apps.changed', refreshApps),
      realtime.on('sessions.changed', refreshSessions),
      realtime.on('organisation.changed', refreshSettings),
      // A change made before the connection opened, or while it was down, sent this page no event.
      realtime.on(REALTIME_CONNECTED, () => {
        refreshApps();
        refreshSessions();
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [services, client]);
}
