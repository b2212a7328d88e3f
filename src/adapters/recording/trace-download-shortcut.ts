import { TRACE_DOWNLOAD_SHORTCUT, type TraceRecorderPort } from '../../application/ports/trace-recorder-port';

type KeyTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

function isShortcut(event: KeyboardEvent): boolean {
  return (
    event.code === TRACE_DOWNLOAD_SHORTCUT.code && event.altKey && event.shiftKey && (event.ctrlKey || event.metaKey)
  );
}

/** Downloads the machine trace on the shortcut, wherever the focus is; returns the way to stop listening. */
export function listenForTraceDownload(target: KeyTarget, recorder: Pick<TraceRecorderPort, 'download'>): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isShortcut(event)) return;
    event.preventDefault();
    recorder.download();
  };
  target.addEventListener('keydown', onKeyDown);
  return () => target.removeEventListener('keydown', onKeyDown);
}
