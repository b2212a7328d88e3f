import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { download } from '../../../../ui/kit/download';
import { FormError } from '../../../../ui/kit/form-error';
import { useSubmit } from '../../../../ui/kit/use-submit';
import { useService } from '../../../../ui/services/service-context';
import { LABEL_FORMATS, SHIPMENTS_GATEWAY, type LabelFormat, type ShipmentsGateway } from '../../application/ports/shipments-gateway';

/** The label's three downloads: a PDF for a 4×6 in thermal printer or an A6 sheet, and ZPL for a Zebra printer. */
export function LabelDownloads({ shipmentId, trackingNumber }: { shipmentId: string; trackingNumber: string }) {
  const { t } = useTranslation('returns-shipping');
  const gateway = useService<ShipmentsGateway>(SHIPMENTS_GATEWAY);
  const fetchLabel = async (format: LabelFormat) => {
    const label = await gateway.label(shipmentId, format);
    download(label.filename, label.bytes.slice(), label.contentType);
  };
  const pdf4x6 = useSubmit(() => fetchLabel('pdf-4x6'));
  const pdfA6 = useSubmit(() => fetchLabel('pdf-a6'));
  const zpl = useSubmit(() => fetchLabel('zpl'));
  const submits = { 'pdf-4x6': pdf4x6, 'pdf-a6': pdfA6, zpl } as const;
  const failed = LABEL_FORMATS.map((format) => submits[format].error).find((error) => error !== null) ?? null;
  return (
    <div className="shipping-labels" role="group" aria-label={t('label.downloads', { number: trackingNumber })}>
      <div className="shipping-labels__buttons">
        {LABEL_FORMATS.map((format) => (
          <RippleButton key={format} className="button" isPending={submits[format].pending} onPress={() => void submits[format].onSubmit()}>
            <Download size={16} aria-hidden="true" /> {t(`label.formats.${format}`)}
          </RippleButton>
        ))}
      </div>
      <FormError>{failed}</FormError>
    </div>
  );
}
