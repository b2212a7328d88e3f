/** A part of a page in PDF points, its x and y the bottom-left corner, as PDF measures from the page's bottom-left. */
export interface PdfArea {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface PdfDocument {
  readonly pageCount: number;
  /** Draws one page (numbered from 1), or only `area` of it, onto the canvas at the given scale. */
  renderPage(pageNumber: number, canvas: HTMLCanvasElement, scale: number, area?: PdfArea): Promise<void>;
  close(): Promise<void>;
}

export type PdfSource = { readonly url: string } | { readonly data: Uint8Array };

export interface PdfLibrary {
  open(source: PdfSource): Promise<PdfDocument>;
}

/** The PDF library is heavy, so screens get a loader and the library arrives on first use. */
export type PdfLoader = () => Promise<PdfLibrary>;

export const PDF = Symbol.for('PdfLoader');
