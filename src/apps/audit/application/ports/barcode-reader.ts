export interface BarcodeReader {
  /** The codes seen in the video's current frame. */
  read(video: HTMLVideoElement): Promise<string[]>;
}

/** The barcode reader, heavy (WebAssembly), loaded only when a camera is opened. */
export interface BarcodeReaders {
  load(): Promise<BarcodeReader>;
}

export const BARCODE_READERS = Symbol.for('audit.BarcodeReaders');
