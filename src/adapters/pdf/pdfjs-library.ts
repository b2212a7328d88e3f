import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import type { PdfLibrary } from '../../application/ports/pdf-port';

/** PDF.js with its parsing in a web worker loaded from workerUrl, so big files do not freeze the page. */
export function createPdfjsLibrary(workerUrl: string): PdfLibrary {
  GlobalWorkerOptions.workerSrc = workerUrl;
  return {
    async open(source) {
      const document = await getDocument('url' in source ? { url: source.url } : { data: source.data }).promise;
      return {
        pageCount: document.numPages,
        async renderPage(pageNumber, canvas, scale, area) {
          const page = await document.getPage(pageNumber);
          const [left = 0, , , top = 0] = page.view;
          // The canvas starts at the area's top-left corner: pdf.js draws y downwards from the page's top edge.
          const viewport = page.getViewport(
            area ? { scale, offsetX: -(area.x - left) * scale, offsetY: -(top - area.y - area.height) * scale } : { scale },
          );
          canvas.width = area ? Math.round(area.width * scale) : viewport.width;
          canvas.height = area ? Math.round(area.height * scale) : viewport.height;
          await page.render({ canvas, viewport }).promise;
        },
        close: () => document.destroy(),
      };
    },
  };
}
