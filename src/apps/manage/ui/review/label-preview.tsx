import { useTranslation } from 'react-i18next';
import type { AssetLabel } from '../../application/ports/label-renderer-port';

/** What one printed label carries, drawn roughly as the PDF lays it out: the QR code left, the words beside it. */
export function LabelPreview({ label, organisationName }: { label: AssetLabel; organisationName: string }) {
  const { t } = useTranslation('manage-review');
  return (
    <figure className="label-preview">
      <div className="label-preview__label" aria-hidden="true">
        <div className="label-preview__qr">QR</div>
        <div className="label-preview__text">
          <span className="label-preview__organisation">{organisationName}</span>
          <span className="label-preview__tag">{label.assetTag}</span>
          <span className="label-preview__name">{label.name}</span>
        </div>
      </div>
      <figcaption>
        <dl className="facts">
          <dt>{t('labels.organisation')}</dt>
          <dd>{organisationName}</dd>
          <dt>{t('field.assetTag')}</dt>
          <dd>{label.assetTag}</dd>
          <dt>{t('field.model')}</dt>
          <dd>{label.name}</dd>
          <dt>{t('labels.qr')}</dt>
          <dd className="label-preview__url">{label.url}</dd>
        </dl>
      </figcaption>
    </figure>
  );
}
