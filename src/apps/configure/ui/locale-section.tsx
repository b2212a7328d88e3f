import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { DATE_REGIONS, localeOf, type DateRegion } from '../../../domain/formatting/date-regions';
import { LANGUAGES, type Language } from '../../../domain/i18n/language';
import type { Currency } from '../../../domain/money/currencies';
import { FormButtons } from '../../../ui/kit/form-buttons';
import { FormError } from '../../../ui/kit/form-error';
import { formatDay, formatMoney } from '../../../ui/kit/format';
import { QueryView } from '../../../ui/kit/query-view';
import { SelectField } from '../../../ui/kit/select-field';
import { useSubmit } from '../../../ui/kit/use-submit';
import { useUnsavedValues } from '../../../ui/routing/use-unsaved-changes';
import type { Locale, LocaleChange } from '../application/ports/configure-gateway';
import { useLocale, useSetLocale } from './queries/configure';

// A day whose order cannot be mistaken: 27 November.
const SAMPLE_DAY = '2026-11-27';

function LocaleForm({ locale }: { locale: Locale }) {
  const { t, i18n } = useTranslation('configure');
  const saved: LocaleChange = { language: locale.language, dateRegion: locale.dateRegion, currency: locale.currency };
  const [draft, setDraft] = useState<LocaleChange>(saved);
  const setLocale = useSetLocale();
  const submit = useSubmit(() => setLocale.mutateAsync(draft));
  useUnsavedValues(draft, saved, submit.pending);
  const unchanged = JSON.stringify(draft) === JSON.stringify(saved);
  return (
    <Form className="form" onSubmit={submit.onSubmit}>
      <div className="form-grid">
        <SelectField label={t('locale.language')} value={draft.language} onChange={(language) => setDraft({ ...draft, language: language as Language })}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`languages.${language}`)}
            </option>
          ))}
        </SelectField>
        <div>
          <SelectField
            label={t('locale.dateRegion')}
            value={draft.dateRegion ?? ''}
            emptyLabel={t('locale.byLanguage')}
            onChange={(region) => setDraft({ ...draft, dateRegion: region === '' ? null : (region as DateRegion) })}
          >
            {DATE_REGIONS.map((region) => (
              <option key={region} value={region}>
                {t(`regions.${region}`)}
              </option>
            ))}
          </SelectField>
          <p className="muted">{t('locale.sample', { date: formatDay(SAMPLE_DAY, localeOf(i18n.language, draft.dateRegion)) })}</p>
        </div>
        <div>
          <SelectField
            label={t('locale.currency')}
            value={draft.currency}
            onChange={(currency) => setDraft({ ...draft, currency: currency as Currency })}
            error={submit.fieldError('currency')}
          >
            {locale.currencies.map((currency) => (
              <option key={currency} value={currency} disabled={locale.currencyLocked && currency !== locale.currency}>
                {currency} · {formatMoney(123456, i18n.language, currency)}
              </option>
            ))}
          </SelectField>
          {locale.currencyLocked && (
            <p className="muted" role="note">
              {t('locale.currencyLocked', { currency: locale.currency })}
            </p>
          )}
        </div>
      </div>
      <p className="muted">{t('locale.languageNote')}</p>
      <FormError>{submit.error}</FormError>
      <FormButtons pending={submit.pending} isDisabled={unchanged} submitLabel={t('locale.save')} />
    </Form>
  );
}

/** The organisation's default language, the order its dates are written in, and its currency. */
export function LocaleSection() {
  const { t } = useTranslation('configure');
  const locale = useLocale();
  return (
    <section className="panel" aria-labelledby="configure-locale">
      <h2 id="configure-locale">{t('locale.title')}</h2>
      <QueryView query={locale}>{(loaded) => <LocaleForm key={JSON.stringify(loaded)} locale={loaded} />}</QueryView>
    </section>
  );
}
