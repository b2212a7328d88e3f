import { useTranslation } from 'react-i18next';
import { PdfPage, usePdfDocument } from '../../../../ui/kit/pdf-page';
import { ErrorState, LoadingState } from '../../../../ui/kit/states';

/** Drawn at this scale of the page's size, then fitted to the width by CSS, so it stays sharp on dense screens. */
const RENDER_SCALE = 2;

/** A PDF's pages, each a canvas named by its number and the document's title. */
export function PdfViewer({ bytes, title }: { bytes: Uint8Array; title: string }) {
  const { t } = useTranslation('commerce-invoices');
  const pdf = usePdfDocument(bytes);
  if (pdf.status === 'failed') return <ErrorState message={t('viewer.failed')} />;
  if (pdf.status === 'opening') return <LoadingState label={t('viewer.loading')} />;
  const { document } = pdf;
  return (
    // It scrolls when the pages are taller than the view, so it takes the focus for the keyboard to scroll it.
    <div className="pdf-viewer" tabIndex={0} role="group" aria-label={t('viewer.pages', { title })}>
      {Array.from({ length: document.pageCount }, (_, index) => (
        <PdfPage
          key={index}
          className="pdf-viewer__page"
          document={document}
          number={index + 1}
          scale={RENDER_SCALE}
          label={t('viewer.page', { title, page: index + 1, pages: document.pageCount })}
        />
      ))}
    </div>
  );
}
