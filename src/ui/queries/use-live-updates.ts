import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { APP_INSTALLATION, type AppInstallation } from '../../application/apps/app-installation';
import { REALTIME, type RealtimePort } from '../../application/ports/realtime-port';
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
    const stops = [
      realtime.on('apps.changed', () => {
        void client.invalidateQueries({ queryKey: ['apps'] });
        void installation.refreshAccess().catch(() => undefined);
      }),
      realtime.on('sessions.changed', () => void client.invalidateQueries({ queryKey: ['profile', 'sessions'] })),
    ];
    return () => stops.forEach((stop) => stop());
  }, [services, client]);
}
