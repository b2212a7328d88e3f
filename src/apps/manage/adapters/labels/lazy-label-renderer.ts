import type { LabelRendererPort } from '../../application/ports/label-renderer-port';

/** pdf-lib and qrcode are heavy, so they download the first time someone prints labels, never at startup. */
export const lazyLabelRenderer: LabelRendererPort = {
  render: (request) => import('./pdf-label-renderer').then(({ renderLabelPdf }) => renderLabelPdf(request)),
};
