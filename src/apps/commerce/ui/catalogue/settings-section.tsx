import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../../ui/kit/display';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { QueryView } from '../../../../ui/kit/query-view';
import { SelectField } from '../../../../ui/kit/select-field';
import { TheirValue } from '../../../../ui/kit/their-value';
import { useVersionedSave } from '../../../../ui/kit/use-versioned-save';
import { useService } from '../../../../ui/services/service-context';
import { CATALOGUE_GATEWAY, type CatalogueGateway, type CommerceSettings } from '../../application/ports/catalogue-gateway';
import { CURRENCIES, type Currency, type Store } from '../../domain/catalogue-terms';
import { MoneyField, moneyText, useMoneyField } from '../money-field';
import { useCommerceSettings, useUpdateCommerceSettings } from '../queries/catalogue';

function SettingsForm({ store, settings }: { store: Store; settings: CommerceSettings }) {
  const { t, i18n } = useTranslation('commerce-catalogue');
  const gateway = useService<CatalogueGateway>(CATALOGUE_GATEWAY);
  const update = useUpdateCommerceSettings(store);
  const [currency, setCurrency] = useState<Currency>(settings.currency);
  const threshold = useMoneyField({ initial: { minor: settings.approvalThresholdMinor, language: i18n.language }, allowZero: true });
  const [saved, setSaved] = useState(false);
  const [tried, setTried] = useState(false);
  const save = useVersionedSave({
    record: settings,
    save: (version) => update.mutateAsync({ currency, approvalThresholdMinor: threshold.minor!, version }),
    fetchLatest: () => gateway.settings(store),
    onSaved: () => setSaved(true),
  });
  const theirs = save.theirs;
  return (
    <Form
      className="form"
      validationBehavior="aria"
      aria-label={t('settings.title')}
      onSubmit={(event) => {
        setSaved(false);
        setTried(true);
        if (threshold.minor === undefined) event.preventDefault();
        else save.onSubmit(event);
      }}
    >
      <div className="form-grid">
        <div>
          <SelectField label={t('settings.currency')} value={currency} onChange={(value) => setCurrency(value as Currency)} error={save.fieldError('currency')}>
            {CURRENCIES.map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
          </SelectField>
          <TheirValue opened={settings.currency} theirs={theirs?.currency} />
        </div>
        <div>
          <MoneyField
            label={t('settings.threshold', { currency })}
            field={threshold}
            description={t('settings.thresholdHint')}
            error={threshold.invalid || (tried && threshold.minor === undefined) ? t('settings.thresholdUnreadable') : save.fieldError('approvalThresholdMinor')}
          />
          <TheirValue opened={moneyText(settings.approvalThresholdMinor, i18n.language)} theirs={theirs ? moneyText(theirs.approvalThresholdMinor, i18n.language) : undefined} />
        </div>
      </div>
      <FormError>{save.error}</FormError>
      <p className="muted" role="status">
        {saved && t('settings.saved')}
      </p>
      <FormButtons submitLabel={t('settings.save')} pending={save.pending} onReapply={theirs && save.reapply} />
    </Form>
  );
}

/**
 * The organisation's currency and the order total above which an approver decides, the same for Shop and Device Hub:
 * the amount is typed and shown as the reader writes amounts, and kept in minor units.
 */
export function SettingsSection({ store }: { store: Store }) {
  const { t } = useTranslation('commerce-catalogue');
  const settings = useCommerceSettings(store);
  return (
    <section className="panel" aria-labelledby="catalogue-settings-title">
      <h2 id="catalogue-settings-title">{t('settings.title')}</h2>
      <QueryView query={settings}>
        {(loaded) => (
          <>
            <p className="muted">
              {t('settings.now')} <Money cents={loaded.approvalThresholdMinor} currency={loaded.currency} />
            </p>
            <SettingsForm store={store} settings={loaded} />
          </>
        )}
      </QueryView>
    </section>
  );
}
