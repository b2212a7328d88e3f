import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { NAV_BADGES, type NavBadge } from '../../application/ports/nav-badge';
import { REALTIME, REALTIME_CONNECTED, type RealtimePort } from '../../application/ports/realtime-port';
import { useServices } from '../services/service-context';

const none: readonly NavBadge[] = [];

/**
 * The counts beside the sidebar's apps, by slug, for the apps the person may open: each asked through its app's
 * services, and asked again when its app's realtime event says it changed or the connection opens anew.
 */
export function useNavBadges(allowed: readonly string[]): Readonly<Record<string, number>> {
  const services = useServices();
  const client = useQueryClient();
  const all = services.has(NAV_BADGES) ? services.get<readonly NavBadge[]>(NAV_BADGES) : none;
  const shown = useMemo(() => all.filter((badge) => allowed.includes(badge.slug)), [all, allowed]);
  const counts = useQueries({
    queries: shown.map((badge) => ({ queryKey: badge.queryKey, queryFn: () => badge.fetch(services), select: badge.countOf })),
  });
  useEffect(() => {
    if (!services.has(REALTIME) || shown.length === 0) return;
    const realtime = services.get<RealtimePort>(REALTIME);
    const refresh = (badge: NavBadge) => void client.invalidateQueries({ queryKey: badge.queryKey });
    const stops = shown.flatMap((badge) => [realtime.on(badge.event, () => refresh(badge)), realtime.on(REALTIME_CONNECTED, () => refresh(badge))]);
    return () => stops.forEach((stop) => stop());
  }, [services, client, shown]);
  return Object.fromEntries(shown.flatMap((badge, index) => (counts[index]?.data ? [[badge.slug, counts[index].data]] : [])));
}
