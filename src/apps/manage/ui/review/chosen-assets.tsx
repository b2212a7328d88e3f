import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Asset } from '../../application/ports/assets-gateway';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { RippleButton } from '../../../../ui/feedback/ripple-button';

/** The assets labels will be printed for, each with a way out of the selection. */
export function ChosenAssets({ ids, records, onRemove }: { ids: readonly string[]; records: readonly UseQueryResult<Asset>[]; onRemove: (id: string) => void }) {
  const { t } = useTranslation('manage-review');
  const { problemText } = useProblemText();
  if (ids.length === 0) return <p className="empty-state">{t('labels.none')}</p>;
  return (
    <ul className="label-assets" aria-label={t('labels.chosen', { count: ids.length })}>
      {ids.map((id, index) => {
        const record = records[index];
        const name = record?.data ? record.data.assetTag : id;
        return (
          <li key={id} className="label-assets__item">
            <span>
              {record?.data ? (
                <>
                  <strong className="label-assets__tag">{record.data.assetTag}</strong> {[record.data.manufacturer, record.data.model].filter(Boolean).join(' ')}
                </>
              ) : record?.isError ? (
                <span className="form__error">{t('labels.missing', { reason: problemText(record.error) })}</span>
              ) : (
                t('labels.loading')
              )}
            </span>
            <RippleButton className="button" aria-label={t('labels.removeAsset', { tag: name })} onPress={() => onRemove(id)}>
              {t('labels.remove')}
            </RippleButton>
          </li>
        );
      })}
    </ul>
  );
}
