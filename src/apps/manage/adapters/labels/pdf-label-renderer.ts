import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { labelContentLayout, type TextPlacement } from '../../domain/label-content';
import { LABEL_FORMATS } from '../../domain/label-formats';
import { labelSlot, pageCount } from '../../domain/label-sheet';
import { fitText } from '../../domain/label-text-fit';
import type { LabelRequest } from '../../application/ports/label-renderer-port';
import { qrCodePng } from './qr-code-png';

const INK = rgb(0, 0, 0);

export async function renderLabelPdf(request: LabelRequest): Promise<Uint8Array> {
  const format = LABEL_FORMATS[request.format];
  const document = await PDFDocument.create();
  document.setTitle(`Asset labels: ${request.organisationName}`);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const pages = Array.from({ length: pageCount(format, request.labels.length) }, () =>
    document.addPage([format.page.width, format.page.height]),
  );
  const qrCodes = await Promise.all(request.labels.map((label) => qrCodePng(label.url).then((png) => document.embedPng(png))));
  request.labels.forEach((label, index) => {
    const slot = labelSlot(format, index);
    const page = pages[slot.page]!;
    const layout = labelContentLayout(slot.rect);
    page.drawImage(qrCodes[index]!, layout.qr);
    drawLine(page, request.organisationName, layout.organisation, regular);
    drawLine(page, label.assetTag, layout.assetTag, bold);
    if (label.name) drawLine(page, label.name, layout.name, regular);
  });
  return document.save();
}

function drawLine(page: PDFPage, text: string, placement: TextPlacement, font: PDFFont): void {
  const fitted = fitText(printable(text, font), placement, (candidate, size) => font.widthOfTextAtSize(candidate, size));
  if (fitted.text === '') return;
  page.drawText(fitted.text, { x: placement.x, y: placement.baseline, size: fitted.size, font, color: INK });
}

/** The standard PDF fonts only know Latin-1 and a few more; a character outside them would throw, so it prints as "?". */
function printable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text, (character) => (known.has(character.codePointAt(0)!) ? character : '?')).join('');
}
