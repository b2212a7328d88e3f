import { useTranslation } from 'react-i18next';
import type { SlashDateOrder } from '../../../../domain/imports/import-dates';
import type { SlashOrderGuess } from '../../domain/import-slash-dates';
import { SelectField } from '../../../../ui/kit/select-field';

/**
 * How dates with slashes are read: shown with where the order came from, the file itself (a `1/23/23` can only be
 * month first) or Snipe-IT's default, which the person should confirm: until then ambiguous dates wait for review.
 */
export function DateOrderChoice({ guess, onChange }: { guess: SlashOrderGuess; onChange: (order: SlashDateOrder) => void }) {
  const { t } = useTranslation('manage-review');
  return (
    <div className="import__dates">
      <SelectField label={t('dates.label')} value={guess.order} onChange={(value) => onChange(value as SlashDateOrder)}>
        <option value="month-first">{t('dates.month-first')}</option>
        <option value="day-first">{t('dates.day-first')}</option>
      </SelectField>
      <p className="muted" role="status">
        {guess.settled ? t('dates.settled') : t('dates.guessed')}
      </p>
    </div>
  );
}
