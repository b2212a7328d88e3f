import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../../ui/kit/query-view';
import { useFleetSettings } from '../queries/configure';
import { ConfigForm } from './config-form';

/** The audit interval: how many months after its last audit an asset is due again (read by the Audit Manager). */
export function FleetSettingsPanel() {
  const { t } = useTranslation('manage-configure');
  const { query, save } = useFleetSettings();
  return (
    <section className="panel" aria-labelledby="configure-settings">
      <h2 id="configure-settings">{t('settings.title')}</h2>
      <p className="muted">{t('settings.lead')}</p>
      <QueryView query={query}>
        {(settings) => (
          <ConfigForm
            key={settings.version}
            close={() => undefined}
            initial={{ auditIntervalMonths: settings.auditIntervalMonths === null ? '' : String(settings.auditIntervalMonths) }}
            fields={[{ key: 'auditIntervalMonths', label: t('settings.interval'), type: 'number', hint: t('settings.intervalHint') }]}
            onSave={(draft) => {
              const text = String(draft.auditIntervalMonths).trim();
              return save.mutateAsync({ auditIntervalMonths: text === '' ? null : Number(text), version: settings.version });
            }}
          />
        )}
      </QueryView>
    </section>
  );
}
