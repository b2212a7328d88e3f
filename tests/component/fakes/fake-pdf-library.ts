import type { PdfArea, PdfLoader, PdfSource } from '../../../src/application/ports/pdf-port';

/** A page the screen asked drawn: which, and which part of it (all of it when no area). */
interface DrawnPage {
  readonly page: number;
  readonly area: PdfArea | undefined;
}

/**
 * pdf.js needs a canvas and a worker, which jsdom has neither of: this library remembers what it was given to open
 * and which pages it was asked to draw, and shows each document as one blank page, so a screen's viewer can be
 * tested for what it opens, draws and names.
 */
export function fakePdfLoader(): PdfLoader & { readonly opened: PdfSource[]; readonly drawn: DrawnPage[] } {
  const opened: PdfSource[] = [];
  const drawn: DrawnPage[] = [];
  const loader = () =>
    Promise.resolve({
      open: (source: PdfSource) => {
        opened.push(source);
        return Promise.resolve({
          pageCount: 1,
          renderPage: (page: number, _canvas: HTMLCanvasElement, _scale: number, area?: PdfArea) => {
            drawn.push({ page, area });
            return Promise.resolve();
          },
          close: () => Promise.resolve(),
        });
      },
    });
  return Object.assign(loader, { opened, drawn });
}
