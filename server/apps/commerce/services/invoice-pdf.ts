import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { InvoiceKind } from '../../../../contract/apps/commerce/invoices-schemas';
import type { InvoiceLineValue } from '../schema/invoices';
import { formatMinor } from '../../../../src/domain/money/money-format';
import { pdfPrintable } from '../../../kernel';

export interface InvoicePrint {
  readonly organisationName: string;
  readonly number: string;
  readonly kind: InvoiceKind;
  /** A credit note's invoice number. */
  readonly credits?: string | null;
  readonly issuedAt: Date;
  readonly buyer: { readonly name: string; readonly email: string };
  readonly lines: readonly InvoiceLineValue[];
  readonly totalMinor: number;
  readonly currency: string;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.42, 0.46);
const RULE = rgb(0.8, 0.82, 0.85);
/** Where each column of the lines table ends (amounts are set flush right against it). */
const COLUMNS = { description: MARGIN, quantity: 380, unitPrice: 470, amount: A4.width - MARGIN };
const LINE_HEIGHT = 18;

/** What the document is called, and what it is for, by kind. */
const HEADINGS: Readonly<Record<InvoiceKind, { title: string; name: string; purpose: string }>> = {
  order: { title: 'INVOICE', name: 'Invoice', purpose: 'For: order' },
  settlement: { title: 'INVOICE', name: 'Invoice', purpose: 'For: settlement' },
  'credit-note': { title: 'CREDIT NOTE', name: 'Credit note', purpose: 'For: cancelled order' },
};

/**
 * The invoice as a PDF: the organisation, the number and date, the buyer, the lines and the total. A credit note
 * says which invoice it takes back; its amounts are negative.
 */
export async function renderInvoicePdf(invoice: InvoicePrint): Promise<Uint8Array> {
  const heading = HEADINGS[invoice.kind];
  const document = await PDFDocument.create();
  document.setTitle(`${heading.name} ${invoice.number}`);
  document.setAuthor(invoice.organisationName);
  document.setCreationDate(invoice.issuedAt);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const text = (page: PDFPage, value: string, x: number, y: number, options: { font?: PDFFont; size?: number; right?: boolean; colour?: typeof INK } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const printed = pdfPrintable(value, font);
    const width = font.widthOfTextAtSize(printed, size);
    page.drawText(printed, { x: options.right ? x - width : x, y, size, font, color: options.colour ?? INK });
  };
  // Written the way an English invoice writes amounts.
  const money = (minor: number) => formatMinor(minor, invoice.currency, 'en-GB');

  let page = document.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  text(page, invoice.organisationName, MARGIN, y, { font: bold, size: 14 });
  text(page, heading.title, COLUMNS.amount, y, { font: bold, size: 18, right: true });
  y -= 28;
  text(page, `${heading.name} number: ${invoice.number}`, COLUMNS.amount, y, { right: true });
  text(page, 'Billed to', MARGIN, y, { colour: MUTED });
  y -= 14;
  text(page, `Date: ${invoice.issuedAt.toISOString().slice(0, 10)}`, COLUMNS.amount, y, { right: true });
  text(page, invoice.buyer.name, MARGIN, y, { font: bold });
  y -= 14;
  text(page, heading.purpose, COLUMNS.amount, y, { right: true, colour: MUTED });
  text(page, invoice.buyer.email, MARGIN, y);
  if (invoice.credits) {
    y -= 14;
    text(page, `Takes back invoice ${invoice.credits}`, COLUMNS.amount, y, { right: true });
  }
  y -= 36;

  const header = () => {
    text(page, 'Description', COLUMNS.description, y, { font: bold });
    text(page, 'Qty', COLUMNS.quantity, y, { font: bold, right: true });
    text(page, 'Unit price', COLUMNS.unitPrice, y, { font: bold, right: true });
    text(page, 'Amount', COLUMNS.amount, y, { font: bold, right: true });
    y -= 8;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: COLUMNS.amount, y }, thickness: 0.75, color: RULE });
    y -= LINE_HEIGHT;
  };
  header();
  for (const line of invoice.lines) {
    if (y < MARGIN + 3 * LINE_HEIGHT) {
      page = document.addPage([A4.width, A4.height]);
      y = A4.height - MARGIN;
      header();
    }
    text(page, truncated(line.description, regular, 10, COLUMNS.quantity - 40 - MARGIN), COLUMNS.description, y);
    text(page, String(line.quantity), COLUMNS.quantity, y, { right: true });
    text(page, money(line.unitPriceMinor), COLUMNS.unitPrice, y, { right: true });
    text(page, money(line.unitPriceMinor * line.quantity), COLUMNS.amount, y, { right: true });
    y -= LINE_HEIGHT;
  }
  page.drawLine({ start: { x: COLUMNS.quantity - 40, y: y + 8 }, end: { x: COLUMNS.amount, y: y + 8 }, thickness: 0.75, color: RULE });
  y -= 6;
  text(page, 'Total', COLUMNS.unitPrice, y, { font: bold, size: 12, right: true });
  text(page, money(invoice.totalMinor), COLUMNS.amount, y, { font: bold, size: 12, right: true });
  return document.save();
}

/** A description too wide for its column ends in an ellipsis rather than running into the quantity. */
function truncated(value: string, font: PDFFont, size: number, width: number): string {
  const printed = pdfPrintable(value, font);
  if (font.widthOfTextAtSize(printed, size) <= width) return value;
  let cut = printed;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}...`, size) > width) cut = cut.slice(0, -1);
  return `${cut}...`;
}
