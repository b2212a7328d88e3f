import { vi } from 'vitest';

/** Every file a screen saves through the browser's download, kept instead of saved: the blobs in the order saved. */
export function captureDownloads(): Blob[] {
  const saved: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push(blob as Blob);
    return 'blob:download';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return saved;
}
