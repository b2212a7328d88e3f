import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { download } from '../../../../ui/kit/download';
import { QueryView } from '../../../../ui/kit/query-view';
import type { InvoiceSummary } from '../../application/ports/invoices-gateway';
import { useInvoicePdf } from '../queries/invoices';
import { PdfViewer } from './pdf-viewer';

/**
 * The invoice or credit note open in the viewer above the list, with its download; `shown` is its row when the
 * list's page holds it (it names the document), `closeHref` the list without it.
 */
export function InvoicePanel({ id, shown, closeHref }: { id: string; shown: InvoiceSummary | undefined; closeHref: string }) {
  const { t } = useTranslation('commerce-invoices');
  const pdf = useInvoicePdf(id);
  const title = shown ? t(shown.kind === 'credit-note' ? 'viewer.creditNoteTitle' : 'viewer.title', { number: shown.number }) : t('viewer.untitled');
  return (
    <section className="invoice-panel" aria-labelledby="invoice-panel-title">
      <div className="invoice-panel__head">
        <h2 id="invoice-panel-title">{title}</h2>
        <div className="invoice-panel__actions">
          {pdf.data && (
            <RippleButton className="button" onPress={() => download(pdf.data.filename, pdf.data.bytes.slice(), 'application/pdf')}>
              <Download size={16} aria-hidden="true" /> {t('actions.download')}
            </RippleButton>
          )}
          <Link href={closeHref} className="button button--ghost">
            {t('viewer.close')}
          </Link>
        </div>
      </div>
      <QueryView query={pdf}>{(file) => <PdfViewer bytes={file.bytes} title={title} />}</QueryView>
    </section>
  );
}
