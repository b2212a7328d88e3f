/** Saves bytes or text under a file name, as the browser's download. */
export function download(filename: string, content: BlobPart, contentType: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the click's turn to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
