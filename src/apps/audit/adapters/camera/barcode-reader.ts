/** Where the portal serves zxing-wasm's reader (build.mjs copies it): nothing is fetched from a CDN. */
export const ZXING_READER_PATH = '/assets/zxing_reader.wasm';

import type { BarcodeReader } from '../../application/ports/barcode-reader';

/** The BarcodeDetector ponyfill (ZXing in WebAssembly), loaded only when a camera is opened, reading QR codes and the usual 1D tags. */
export async function loadBarcodeReader(): Promise<BarcodeReader> {
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? new URL(ZXING_READER_PATH, window.location.origin).href : prefix + path) },
  });
  const detector = new BarcodeDetector({ formats: ['qr_code', 'code_128', 'code_39', 'data_matrix', 'ean_13'] });
  return { read: async (video) => (await detector.detect(video)).map((code) => code.rawValue) };
}
