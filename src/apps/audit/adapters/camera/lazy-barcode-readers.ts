import type { BarcodeReaders } from '../../application/ports/barcode-reader';

/** The reader's module (and its WebAssembly) is fetched only when a camera is opened. */
export const lazyBarcodeReaders: BarcodeReaders = {
  load: () => import('./barcode-reader').then(({ loadBarcodeReader }) => loadBarcodeReader()),
};
