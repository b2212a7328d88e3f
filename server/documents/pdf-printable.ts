import type { PDFFont } from 'pdf-lib';

/**
 * The text as a standard PDF font can set it: a character outside the font's set (WinAnsi for Helvetica) would make
 * pdf-lib throw, so it is printed as `?` rather than losing the whole document.
 */
export function pdfPrintable(value: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(value, (character) => (known.has(character.codePointAt(0)!) ? character : '?')).join('');
}
