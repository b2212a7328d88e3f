import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { WipeCertificateFields } from '../../../../src/apps/returns/domain/wipe-certificate';
import { pdfPrintable } from '../../../kernel';

export interface CertificatePrint {
  readonly organisationName: string;
  readonly id: string;
  readonly fields: WipeCertificateFields;
  readonly recordedAt: Date;
  readonly recordedBy: string;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.42, 0.46);
const CATEGORY = { clear: 'Clear', purge: 'Purge', destroy: 'Destroy' } as const;

/** The certificate as a PDF, laid out as NIST SP 800-88 r1's sample certificate (Appendix G): one row per field. */
export async function renderCertificatePdf(certificate: CertificatePrint): Promise<Uint8Array> {
  const { fields } = certificate;
  const document = await PDFDocument.create();
  document.setTitle(`Certificate of Sanitization ${certificate.id}`);
  document.setAuthor(certificate.organisationName);
  document.setCreationDate(certificate.recordedAt);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const page = document.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const write = (value: string, x: number, options: { bold?: boolean; size?: number; muted?: boolean } = {}) =>
    page.drawText(pdfPrintable(value, options.bold ? bold : regular), { x, y, size: options.size ?? 10, font: options.bold ? bold : regular, color: options.muted ? MUTED : INK });
  write(certificate.organisationName, MARGIN, { bold: true, size: 14 });
  y -= 26;
  write('Certificate of Sanitization', MARGIN, { bold: true, size: 18 });
  y -= 16;
  write('NIST SP 800-88 Rev. 1, section 4.8', MARGIN, { muted: true });
  y -= 30;
  const person = (who: { name: string; title: string } | null) => (who ? `${who.name}, ${who.title}` : 'Not validated by another person');
  const rows: [string, string][] = [
    ['Manufacturer', fields.manufacturer],
    ['Model', fields.model],
    ['Serial number', fields.serial],
    ['Property number', fields.propertyNumber || '-'],
    ['Media type', fields.mediaType],
    ['Media source', fields.mediaSource],
    ['Sanitization', CATEGORY[fields.category]],
    ['Method used', fields.method],
    ['Tool used (version)', `${fields.tool} (${fields.toolVersion})`],
    ['Verification method', fields.verification],
    ['Post-sanitization destination', fields.destination],
    ['Performed by', person(fields.performedBy)],
    ['Date', fields.performedOn],
    ['Location', fields.location],
    ['Validated by', person(fields.validatedBy)],
    ['Recorded', `${certificate.recordedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC by ${certificate.recordedBy}`],
    ['Certificate', certificate.id],
  ];
  for (const [label, value] of rows) {
    write(label, MARGIN, { muted: true });
    write(value, MARGIN + 170);
    y -= 20;
  }
  return document.save();
}
