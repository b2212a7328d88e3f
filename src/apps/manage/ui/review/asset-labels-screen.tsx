import { Printer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssetLabel } from '../../application/ports/label-renderer-port';
import type { LabelFormatId } from '../../domain/label-formats';
import { assetDetailPath } from '../../domain/fleet-paths';
import { FormError } from '../../../../ui/kit/form-error';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { QueryView } from '../../../../ui/kit/query-view';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { useProfile } from '../../../../ui/queries/use-account';
import { useAssetsById, useRenderLabels } from '../queries/use-asset-labels';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import { download } from '../../../../ui/kit/download';
import { printPdf } from '../../../../ui/kit/print-pdf';
import { ManageFrame } from '../shared/app-frame';
import { AssetPicker } from '../shared/pickers';
import { ChosenAssets } from './chosen-assets';
import { LabelFormatChoice } from './label-format-choice';
import { LabelPreview } from './label-preview';

/** The assets a link asked labels for (?assets=id1,id2), e.g. from a selection in the assets list. */
function preselected(search: string | undefined): string[] {
  const ids = new URLSearchParams(search ?? '').get('assets')?.split(',') ?? [];
  return [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
}

/** Printable labels for chosen assets: tag, model and a QR code that opens the asset in the portal. */
export default function AssetLabelsScreen(props: ScreenProps) {
  const { t } = useTranslation(['manage-review', 'manage']);
  const { problemText } = useProblemText();
  const [ids, setIds] = useState<string[]>(() => preselected(props.location.search));
  const [format, setFormat] = useState<LabelFormatId>('a4-sheet-3x8');
  // A fresh picker after each pick, so the next search starts empty.
  const [pickerKey, setPickerKey] = useState(0);
  const records = useAssetsById(ids);
  const profile = useProfile();
  // Each its own: the button pressed shows it is busy, and a failure is said once.
  const downloading = useRenderLabels();
  const printing = useRenderLabels();

  const labels: AssetLabel[] = records.flatMap(({ data: asset }) =>
    asset ? [{ assetTag: asset.assetTag, name: asset.model, url: new URL(assetDetailPath({ tag: asset.assetTag }), window.location.origin).href }] : [],
  );
  const loading = records.some((record) => record.isPending);
  const blocked = labels.length === 0 || loading;

  return (
    <ManageFrame title={t('manage:sections.labels')} lead={t('labels.lead')}>
      <section className="panel" aria-labelledby="label-assets-heading">
        <h2 id="label-assets-heading">{t('labels.assets')}</h2>
        <AssetPicker
          key={pickerKey}
          label={t('labels.add')}
          selectedId={null}
          onSelect={(option) => {
            if (!option) return;
            setIds((chosen) => (chosen.includes(option.id) ? chosen : [...chosen, option.id]));
            setPickerKey((key) => key + 1);
          }}
        />
        <ChosenAssets ids={ids} records={records} onRemove={(id) => setIds((chosen) => chosen.filter((other) => other !== id))} />
      </section>
      <QueryView query={profile}>
        {({ organisationName }) => (
          <section className="panel label-print" aria-labelledby="label-print-heading">
            <h2 id="label-print-heading">{t('labels.print')}</h2>
            <LabelFormatChoice value={format} onChange={setFormat} />
            {labels[0] && <LabelPreview format={format} label={labels[0]} organisationName={organisationName} />}
            <div className="label-print__actions">
              <RippleButton
                className="button button--primary"
                isDisabled={blocked}
                isPending={downloading.isPending}
                onPress={() => {
                  printing.reset();
                  downloading.mutate(
                    { format, organisationName, labels },
                    { onSuccess: (pdf) => download('asset-labels.pdf', new Uint8Array(pdf), 'application/pdf') },
                  );
                }}
              >
                {t('labels.download', { count: labels.length })}
              </RippleButton>
              <RippleButton
                className="button"
                isDisabled={blocked}
                isPending={printing.isPending}
                onPress={() => {
                  downloading.reset();
                  printing.mutate({ format, organisationName, labels }, { onSuccess: (pdf) => printPdf(new Uint8Array(pdf)) });
                }}
              >
                <Printer size={16} aria-hidden="true" /> {t('labels.printLabels', { count: labels.length })}
              </RippleButton>
            </div>
            {(downloading.isPending || printing.isPending) && (
              <p className="muted" role="status">
                {t('labels.rendering')}
              </p>
            )}
            <FormError>{downloading.isError ? problemText(downloading.error) : printing.isError ? problemText(printing.error) : null}</FormError>
          </section>
        )}
      </QueryView>
    </ManageFrame>
  );
}
