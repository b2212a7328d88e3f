import type { PdfLoader, PdfSource } from '../../../src/application/ports/pdf-port';

/**
 * pdf.js needs a canvas and a worker, which jsdom has neither of: this library remembers what it was given to open
 * and shows it as one blank page, so a screen's viewer can be tested for what it opens and names.
 */
export function fakePdfLoader(): PdfLoader & { readonly opened: PdfSource[] } {
  const opened: PdfSource[] = [];
  const loader = () =>
    Promise.resolve({
      open: (source: PdfSource) => {
        opened.push(source);
        return Promise.resolve({ pageCount: 1, renderPage: () => Promise.resolve(), close: () => Promise.resolve() });
      },
    });
  return Object.assign(loader, { opened });
}
