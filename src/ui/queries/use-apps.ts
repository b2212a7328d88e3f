import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { APP_INSTALLATION, type AppInstallation } from '../../application/apps/app-installation';
import { APPS_GATEWAY, type AppsGateway } from '../../application/ports/apps-gateway';
import { useService } from '../services/service-context';

const APPS_QUERY = ['apps'] as const;

export function useApps() {
  const apps = useService<AppsGateway>(APPS_GATEWAY);
  return useQuery({ queryKey: APPS_QUERY, queryFn: () => apps.list() });
}

export function useAppDetails(slug: string) {
  const apps = useService<AppsGateway>(APPS_GATEWAY);
  return useQuery({ queryKey: [...APPS_QUERY, slug], queryFn: () => apps.get(slug) });
}

/** Sets an embedded app's partner address; the lists (and so the frame) follow it. */
export function useSetAppFrame(slug: string) {
  const apps = useService<AppsGateway>(APPS_GATEWAY);
  const client = useQueryClient();
  return useMutation({ mutationFn: (frameUrl: string | null) => apps.setFrame(slug, frameUrl), onSuccess: () => client.invalidateQueries({ queryKey: APPS_QUERY }) });
}

/** Install or uninstall; the lists and the details of every app are fetched anew afterwards. */
export function useAppInstallation() {
  const installation = useService<AppInstallation>(APP_INSTALLATION);
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, install }: { slug: string; install: boolean }) =>
      install ? installation.install(slug) : installation.uninstall(slug),
    onSettled: () => client.invalidateQueries({ queryKey: APPS_QUERY }),
  });
}
