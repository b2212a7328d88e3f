let printing: { readonly frame: HTMLIFrameElement; readonly url: string } | null = null;

/**
 * Opens the browser's print dialog for a PDF, from an invisible frame that holds it. The frame stays until the next
 * print: removing it while the dialog is open would cancel the print, and no browser says when the dialog closes.
 */
export function printPdf(content: BlobPart): void {
  if (printing) {
    printing.frame.remove();
    URL.revokeObjectURL(printing.url);
  }
  const url = URL.createObjectURL(new Blob([content], { type: 'application/pdf' }));
  const frame = document.createElement('iframe');
  // Out of sight but laid out: some browsers will not print a frame that is display: none.
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.addEventListener('load', () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
  });
  frame.src = url;
  document.body.append(frame);
  printing = { frame, url };
}
