export interface PdfDocument {
  readonly pageCount: number;
  /** Draws one page (numbered from 1) onto the canvas at the given scale. */
  renderPage(pageNumber: number, canvas: HTMLCanvasElement, scale: number): Promise<void>;
  close(): Promise<void>;
}

export type PdfSource = { readonly url: string } | { readonly data: Uint8Array };

export interface PdfLibrary {
  open(source: PdfSource): Promise<PdfDocument>;
}

/** The PDF library is heavy, so screens get a loader and the library arrives on first use. */
export type PdfLoader = () => Promise<PdfLibrary>;

export const PDF = Symbol.for('PdfLoader');
