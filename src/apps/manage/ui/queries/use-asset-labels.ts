import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { LABEL_RENDERER, type LabelRendererPort, type LabelRequest } from '../../application/ports/label-renderer-port';
import { ASSETS_GATEWAY, type AssetsGateway } from '../../application/ports/assets-gateway';
import { useService } from '../../../../ui/services/service-context';
import { MANAGE_KEY } from './use-manage-mutation';

/** Several assets by id, each fetched on its own so one that is gone does not hide the others. */
export function useAssetsById(ids: readonly string[]) {
  const assets = useService<AssetsGateway>(ASSETS_GATEWAY);
  return useQueries({
    queries: ids.map((id) => ({ queryKey: [MANAGE_KEY, 'review', 'asset', id], queryFn: () => assets.get(id) })),
  });
}

export function useRenderLabels() {
  const renderer = useService<LabelRendererPort>(LABEL_RENDERER);
  return useMutation({ mutationFn: (request: LabelRequest) => renderer.render(request) });
}

/** The PDF of one label alone, for the preview: the renderer that prints them draws it, so the preview is the print. */
export function useLabelPreviewPdf(request: LabelRequest) {
  const renderer = useService<LabelRendererPort>(LABEL_RENDERER);
  return useQuery({ queryKey: [MANAGE_KEY, 'labels', 'preview', request], queryFn: () => renderer.render(request), staleTime: Infinity });
}
