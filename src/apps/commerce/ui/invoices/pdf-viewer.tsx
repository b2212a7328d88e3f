import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PDF, type PdfDocument, type PdfLoader } from '../../../../application/ports/pdf-port';
import { ErrorState, LoadingState } from '../../../../ui/kit/states';
import { useService } from '../../../../ui/services/service-context';

/** Drawn at this scale of the page's size, then fitted to the width by CSS, so it stays sharp on dense screens. */
const RENDER_SCALE = 2;

function PdfPage({ document, number, label }: { document: PdfDocument; number: number; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) void document.renderPage(number, canvas.current, RENDER_SCALE);
  }, [document, number]);
  return <canvas ref={canvas} className="pdf-viewer__page" role="img" aria-label={label} />;
}

/**
 * A PDF drawn by the portal's PDF library (pdf.js), which arrives with the first document opened, never before.
 * Each page is a canvas named by its number and the document's title.
 */
export function PdfViewer({ bytes, title }: { bytes: Uint8Array; title: string }) {
  const { t } = useTranslation('commerce-invoices');
  const loadPdf = useService<PdfLoader>(PDF);
  const library = useQuery({ queryKey: ['pdf-library'], queryFn: loadPdf, staleTime: Infinity });
  const [state, setState] = useState<{ document: PdfDocument } | { error: unknown } | null>(null);
  useEffect(() => {
    if (!library.data) return;
    let open: PdfDocument | null = null;
    let cancelled = false;
    // pdf.js takes the buffer over, so it gets a copy: the same bytes stay downloadable.
    library.data.open({ data: bytes.slice() }).then(
      (document) => {
        open = document;
        if (cancelled) void document.close();
        else setState({ document });
      },
      (error: unknown) => !cancelled && setState({ error }),
    );
    return () => {
      cancelled = true;
      setState(null);
      if (open) void open.close();
    };
  }, [library.data, bytes]);
  if (library.isError || (state && 'error' in state)) return <ErrorState message={t('viewer.failed')} />;
  if (!state) return <LoadingState label={t('viewer.loading')} />;
  const { document } = state;
  return (
    // It scrolls when the pages are taller than the view, so it takes the focus for the keyboard to scroll it.
    <div className="pdf-viewer" tabIndex={0} role="group" aria-label={t('viewer.pages', { title })}>
      {Array.from({ length: document.pageCount }, (_, index) => (
        <PdfPage
          key={index}
          document={document}
          number={index + 1}
          label={t('viewer.page', { title, page: index + 1, pages: document.pageCount })}
        />
      ))}
    </div>
  );
}
