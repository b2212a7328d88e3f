import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { pdfPrintable } from '../../../kernel';

const A4 = { width: 595.28, height: 841.89 };
export const PDF_MARGIN = 56;
/** The right edge of the text: right-aligned figures end here. */
export const PDF_RIGHT = A4.width - PDF_MARGIN;
const INK = rgb(0.1, 0.1, 0.12);
export const PDF_MUTED = rgb(0.4, 0.42, 0.46);
const LINE_HEIGHT = 16;

interface TextOptions {
  readonly bold?: boolean;
  readonly size?: number;
  readonly right?: boolean;
  readonly colour?: typeof INK;
}

/** A table: its title, its headers (the first left-aligned, the others right-aligned at `at`) and its rows. */
export interface PdfTable {
  readonly title: string;
  /** Where each column's text ends (right-aligned), after the first, which starts at the margin. */
  readonly at: readonly number[];
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/**
 * The insight apps' one way of writing an A4 report (Environmental Reporting's and Insights Center's): lines of text
 * top to bottom, a new page when one is full, and tables of a label and right-aligned figures.
 */
export async function pdfWriter(meta: { readonly title: string; readonly author: string; readonly at: Date }) {
  const document = await PDFDocument.create();
  document.setTitle(meta.title);
  document.setAuthor(meta.author);
  document.setCreationDate(meta.at);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = document.addPage([A4.width, A4.height]);
  let y = A4.height - PDF_MARGIN;
  const text = (value: string, x: number, options: TextOptions = {}) => {
    const font: PDFFont = options.bold ? bold : regular;
    const size = options.size ?? 10;
    const printed = pdfPrintable(value, font);
    const width = font.widthOfTextAtSize(printed, size);
    page.drawText(printed, { x: options.right ? x - width : x, y, size, font, color: options.colour ?? INK });
  };
  const next = (height = LINE_HEIGHT) => {
    y -= height;
    if (y < PDF_MARGIN) {
      page = document.addPage([A4.width, A4.height]);
      y = A4.height - PDF_MARGIN;
    }
  };
  const table = ({ title, at, headers, rows }: PdfTable) => {
    next(14);
    text(title, PDF_MARGIN, { bold: true, size: 12 });
    next(20);
    const line = (cells: readonly string[], isHeader: boolean) => {
      cells.forEach((cell, index) => {
        if (index === 0) text(cell, PDF_MARGIN, { bold: isHeader });
        else text(cell, at[index - 1] ?? PDF_RIGHT, { bold: isHeader, right: true });
      });
      next();
    };
    line(headers, true);
    for (const row of rows) line(row, false);
  };
  return { text, next, table, save: () => document.save() };
}
