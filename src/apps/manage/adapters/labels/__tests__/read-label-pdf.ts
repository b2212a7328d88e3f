import jsQR from 'jsqr';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, decodePDFRawStream, type PDFPage } from 'pdf-lib';

/** A label PDF taken apart the way a test needs it: page sizes, where each QR image is and what it says, every text. */
export interface ReadPage {
  readonly width: number;
  readonly height: number;
  readonly images: readonly { readonly x: number; readonly y: number; readonly width: number; readonly height: number; readonly decoded: string | null }[];
  readonly texts: readonly { readonly size: number; readonly x: number; readonly y: number; readonly text: string }[];
}

// The operators pdf-lib writes for drawImage and drawText; a renderer change that breaks these patterns fails loudly.
const IMAGE = /1 0 0 1 (\S+) (\S+) cm\n(?:1 0 0 1 0 0 cm\n)?(\S+) 0 0 (\S+) 0 0 cm\n(?:1 0 0 1 0 0 cm\n)?\/(\S+) Do/g;
const TEXT = /\/\S+ (\S+) Tf\n\S+ TL\n1 0 0 1 (\S+) (\S+) Tm\n<([0-9A-F]*)> Tj/g;

export async function readLabelPdf(bytes: Uint8Array): Promise<ReadPage[]> {
  const document = await PDFDocument.load(bytes);
  return document.getPages().map((page) => {
    const content = contentOf(document, page);
    const images = [...content.matchAll(IMAGE)].map(([, x, y, width, height, name]) => ({
      x: Number(x),
      y: Number(y),
      width: Number(width),
      height: Number(height),
      decoded: decodeQr(document, page, name!),
    }));
    const texts = [...content.matchAll(TEXT)].map(([, size, x, y, hex]) => ({
      size: Number(size),
      x: Number(x),
      y: Number(y),
      text: winAnsi(hex!),
    }));
    return { ...page.getSize(), images, texts };
  });
}

function contentOf(document: PDFDocument, page: PDFPage): string {
  const contents = document.context.lookup(page.node.get(PDFName.of('Contents')));
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => document.context.lookup(ref)) : [contents];
  return streams.map((stream) => new TextDecoder('latin1').decode(decodePDFRawStream(stream as PDFRawStream).decode())).join('\n');
}

/** pdf-lib stores an embedded PNG as raw RGB samples, so the pixels are read back and handed to jsQR. */
function decodeQr(document: PDFDocument, page: PDFPage, name: string): string | null {
  const xObjects = page.node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
  const image = document.context.lookup(xObjects.get(PDFName.of(name)));
  if (!(image instanceof PDFRawStream)) throw new Error(`${name} is not an image stream`);
  const width = image.dict.lookup(PDFName.of('Width'), PDFNumber).asNumber();
  const height = image.dict.lookup(PDFName.of('Height'), PDFNumber).asNumber();
  const rgb = decodePDFRawStream(image).decode();
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    rgba.set(rgb.subarray(pixel * 3, pixel * 3 + 3), pixel * 4);
    rgba[pixel * 4 + 3] = 255;
  }
  return jsQR(rgba, width, height)?.data ?? null;
}

/** The standard fonts' WinAnsi bytes; only the ellipsis among the labels' characters sits outside Latin-1. */
function winAnsi(hex: string): string {
  const bytes = hex.match(/../g) ?? [];
  return bytes.map((byte) => (byte === '85' ? '\u2026' : String.fromCharCode(parseInt(byte, 16)))).join('');
}
