import { addressLines, referenceText, weightText, type ShipmentLabelData } from './shipment-label';

/** 203 dpi, the common thermal printers': a 4×6 in label is 812 × 1218 dots. */
const LABEL_WIDTH_DOTS = 812;
const LABEL_LENGTH_DOTS = 1218;

/** `^` and `~` start ZPL commands: in field data they would end the field, so a name never carries one. */
function field(value: string): string {
  return value.replace(/[\^~]/g, ' ');
}

/**
 * The label in ZPL II for a thermal printer, laid out as the PDF: sender, recipient, courier and weight, and the
 * tracking number as Code 128 (`^BC`) with its interpretation line. UTF-8 (`^CI28`), so names with accents print.
 */
export function renderLabelZpl(label: ShipmentLabelData): string {
  const lines = ['^XA', '^CI28', `^PW${LABEL_WIDTH_DOTS}`, `^LL${LABEL_LENGTH_DOTS}`];
  const text = (x: number, y: number, height: number, value: string) => lines.push(`^FO${x},${y}^A0N,${height},${height}^FD${field(value)}^FS`);
  let y = 30;
  text(40, y, 22, 'FROM');
  y += 30;
  for (const line of addressLines(label.from)) {
    text(40, y, 24, line);
    y += 28;
  }
  lines.push(`^FO30,${y + 6}^GB752,3,3^FS`);
  y += 30;
  text(40, y, 26, 'SHIP TO');
  y += 40;
  for (const line of addressLines(label.to)) {
    text(60, y, 40, line);
    y += 46;
  }
  lines.push(`^FO30,${y + 6}^GB752,3,3^FS`);
  y += 30;
  text(40, y, 40, label.courier ?? 'Carrier');
  text(560, y, 40, weightText(label.weightGrams));
  y += 50;
  text(40, y, 24, referenceText(label));
  // Code 128 with the number printed under it; the ^FD is the tracking number alone, what the carrier scans. A long
  // number gets narrower bars, so that it stays inside the label's width.
  lines.push(`^BY${label.trackingNumber.length > 16 ? 2 : 3},3,200`, `^FO60,${Math.max(y + 50, 800)}^BCN,200,Y,N,N^FD${field(label.trackingNumber)}^FS`);
  lines.push('^XZ');
  return `${lines.join('\n')}\n`;
}
