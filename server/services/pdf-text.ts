import type { PDFFont } from 'pdf-lib';

/**
 * Text a standard PDF font can set: they know Latin-1 and a few more, and a character outside them would throw, so it
 * prints as "?". Every PDF the apps render (invoices, certificates, labels) sets its text through this.
 */
export function printable(value: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(value, (character) => (known.has(character.codePointAt(0)!) ? character : '?')).join('');
}
