import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { PDF, type PdfArea, type PdfDocument, type PdfLoader } from '../../application/ports/pdf-port';
import { useService } from '../services/service-context';

type OpenedPdf = { readonly status: 'opening' } | { readonly status: 'failed' } | { readonly status: 'open'; readonly document: PdfDocument };

/**
 * The bytes opened with the portal's PDF library (pdf.js), which arrives with the first document opened, never
 * before; the document is closed again when the bytes change or the screen goes.
 */
export function usePdfDocument(bytes: Uint8Array | undefined): OpenedPdf {
  const loadPdf = useService<PdfLoader>(PDF);
  const library = useQuery({ queryKey: ['pdf-library'], queryFn: loadPdf, staleTime: Infinity });
  const [state, setState] = useState<{ document: PdfDocument } | { error: unknown } | null>(null);
  useEffect(() => {
    if (!library.data || !bytes) return;
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
  if (library.isError || (state && 'error' in state)) return { status: 'failed' };
  return state ? { status: 'open', document: state.document } : { status: 'opening' };
}

/** One page of an open PDF, or the `area` of it, drawn on a canvas that is named like an image. */
export function PdfPage({
  document,
  number,
  label,
  scale,
  area,
  className,
}: {
  document: PdfDocument;
  number: number;
  label: string;
  scale: number;
  area?: PdfArea;
  className: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) void document.renderPage(number, canvas.current, scale, area);
  }, [document, number, scale, area]);
  return <canvas ref={canvas} className={className} role="img" aria-label={label} />;
}
