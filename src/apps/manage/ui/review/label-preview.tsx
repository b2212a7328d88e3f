import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PdfArea } from '../../../../application/ports/pdf-port';
import type { AssetLabel } from '../../application/ports/label-renderer-port';
import { LABEL_FORMATS, type LabelFormatId } from '../../domain/label-formats';
import { labelSlot } from '../../domain/label-sheet';
import { PdfPage, usePdfDocument } from '../../../../ui/kit/pdf-page';
import { ErrorState, LoadingState } from '../../../../ui/kit/states';
import { useLabelPreviewPdf } from '../queries/use-asset-labels';

/** A label is a few centimetres wide: drawn at four pixels a point, it stays sharp at the preview's size on dense screens. */
const PREVIEW_SCALE = 4;

/** The first page of the label's PDF, cut to where the first label sits on it. */
function DrawnLabel({ bytes, area, tag }: { bytes: Uint8Array; area: PdfArea; tag: string }) {
  const { t } = useTranslation('manage-review');
  const pdf = usePdfDocument(bytes);
  if (pdf.status === 'failed') return <ErrorState message={t('labels.previewFailed')} />;
  if (pdf.status === 'opening') return <LoadingState label={t('labels.previewLoading')} rows={1} />;
  return <PdfPage className="label-preview__label" document={pdf.document} number={1} scale={PREVIEW_SCALE} area={area} label={t('labels.previewOf', { tag })} />;
}

/**
 * The first label as it prints: the same renderer makes a PDF of it alone in the chosen format, and the portal's
 * PDF library draws it, so what is seen here is what the printer gets. Beside it, what the label carries in words.
 */
export function LabelPreview({ format, label, organisationName }: { format: LabelFormatId; label: AssetLabel; organisationName: string }) {
  const { t } = useTranslation('manage-review');
  const pdf = useLabelPreviewPdf({ format, organisationName, labels: [label] });
  const area = useMemo(() => labelSlot(LABEL_FORMATS[format], 0).rect, [format]);
  return (
    <figure className="label-preview">
      <div className="label-preview__drawn">
        {pdf.isError ? (
          <ErrorState message={t('labels.previewFailed')} onRetry={() => void pdf.refetch()} />
        ) : pdf.data ? (
          <DrawnLabel bytes={pdf.data} area={area} tag={label.assetTag} />
        ) : (
          <LoadingState label={t('labels.previewLoading')} rows={1} />
        )}
      </div>
      <figcaption>
        <dl className="facts">
          <dt>{t('labels.organisation')}</dt>
          <dd>{organisationName}</dd>
          <dt>{t('field.assetTag')}</dt>
          <dd className="label-preview__tag">{label.assetTag}</dd>
          <dt>{t('field.model')}</dt>
          <dd>{label.name}</dd>
          <dt>{t('labels.qr')}</dt>
          <dd className="label-preview__url">{label.url}</dd>
        </dl>
      </figcaption>
    </figure>
  );
}
