import { toBuffer } from 'bwip-js/node';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { pdfPrintable } from '../../../kernel';
import { addressLines, referenceText, weightText, type ShipmentLabelData } from './shipment-label';

export type LabelPageSize = '4x6' | 'a6';

/** 4×6 in, the thermal printers' size (72 pt an inch), and A6 (105 × 148 mm), a quarter of an A4 sheet. */
export const LABEL_PAGE_SIZES: Readonly<Record<LabelPageSize, { readonly width: number; readonly height: number }>> = {
  '4x6': { width: 288, height: 432 },
  a6: { width: 297.64, height: 419.53 },
};

const MARGIN = 14;
const INK = rgb(0, 0, 0);

/**
 * The label as a PDF page of its size: sender, recipient (large, as carriers print it), courier and weight, and the
 * tracking number as a Code 128 barcode with the number written under it, so a scanner and a person both read it.
 */
export async function renderLabelPdf(label: ShipmentLabelData, size: LabelPageSize): Promise<Uint8Array> {
  const { width, height } = LABEL_PAGE_SIZES[size];
  const document = await PDFDocument.create();
  document.setTitle(`Shipping label ${label.trackingNumber}`);
  document.setCreationDate(label.createdAt);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const page = document.addPage([width, height]);
  const write = (value: string, x: number, y: number, font: PDFFont = regular, fontSize = 9) =>
    page.drawText(pdfPrintable(value, font), { x, y, size: fontSize, font, color: INK });
  const rule = (y: number) => page.drawLine({ start: { x: MARGIN, y }, end: { x: width - MARGIN, y }, thickness: 1, color: INK });

  let y = height - MARGIN - 8;
  write('FROM', MARGIN, y, bold, 7);
  y -= 11;
  for (const line of addressLines(label.from)) {
    write(line, MARGIN, y, regular, 8);
    y -= 10;
  }
  y -= 2;
  rule(y);
  y -= 16;
  write('SHIP TO', MARGIN, y, bold, 8);
  y -= 18;
  addressLines(label.to).forEach((line, index) => {
    write(line, MARGIN + 8, y, index === 0 ? bold : regular, 13);
    y -= 16;
  });
  y -= 4;
  rule(y);
  y -= 16;
  write(label.courier ?? 'Carrier', MARGIN, y, bold, 12);
  const weight = weightText(label.weightGrams);
  write(weight, width - MARGIN - bold.widthOfTextAtSize(weight, 12), y, bold, 12);
  y -= 14;
  write(referenceText(label), MARGIN, y, regular, 8);
  await drawBarcode(document, page, label.trackingNumber, { x: MARGIN, width: width - 2 * MARGIN, bottom: MARGIN + 22, top: y - 10 });
  const printed = pdfPrintable(label.trackingNumber, bold);
  write(printed, (width - bold.widthOfTextAtSize(printed, 11)) / 2, MARGIN + 6, bold, 11);
  return document.save();
}

/** The barcode as bwip-js draws it, scaled into the space left, never wider than the page nor taller than a third of it. */
async function drawBarcode(document: PDFDocument, page: PDFPage, value: string, box: { x: number; width: number; bottom: number; top: number }) {
  const png = await toBuffer({ bcid: 'code128', text: value, scale: 3, height: 20, includetext: false, paddingwidth: 0, paddingheight: 0 });
  const image = await document.embedPng(png);
  const barcodeWidth = Math.min(box.width, image.width);
  const barcodeHeight = Math.min(box.top - box.bottom, 110);
  page.drawImage(image, { x: box.x + (box.width - barcodeWidth) / 2, y: box.bottom, width: barcodeWidth, height: barcodeHeight });
}
