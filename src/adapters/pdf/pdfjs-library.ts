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
        async renderPage(pageNumber, canvas, scale) {
          const page = await document.getPage(pageNumber);
          const viewport = page.getViewport({ scale });
          canvas.width = viewport.width;
          canvas.height = viewport.height;
          await page.render({ canvas, viewport }).promise;
        },
        close: () => document.destroy(),
      };
    },
  };
}
