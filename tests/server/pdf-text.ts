import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The metrics of the standard fonts the invoice uses, which pdf.js reads from its own package outside a browser. */
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Every text item of a PDF joined by spaces, as pdf.js reads it: what a reader of the file would find. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, useSystemFonts: false, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await document.destroy();
  return parts.join(' ');
}

/** Each page's size in points, as pdf.js reads the file: what a printer is told. */
export async function pdfPageSizes(bytes: Uint8Array): Promise<{ width: number; height: number }[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, useSystemFonts: false, isEvalSupported: false }).promise;
  const sizes: { width: number; height: number }[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const { width, height } = (await document.getPage(number)).getViewport({ scale: 1 });
    sizes.push({ width, height });
  }
  await document.destroy();
  return sizes;
}
