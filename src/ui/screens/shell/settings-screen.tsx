import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { OrganisationPreferences, Theme } from '../../../application/ports/account-gateway';
import { LANGUAGES } from '../../../domain/i18n/language';
import { useProblemText } from '../../kit/problem-text';
import { QueryView } from '../../kit/query-view';
import { RadioGroupField } from '../../kit/radio-group-field';
import { TextInput } from '../../kit/text-input';
import { useSubmit } from '../../kit/use-submit';
import { RippleButton } from '../../feedback/ripple-button';
import { usePreferences } from '../../preferences/use-preferences';
import { useSettings, useUpdateSettings } from '../../queries/use-account';
import { useSessionInfo } from '../../queries/use-session-info';
import { FormError } from '../../kit/form-error';
import { PageHeader } from '../../kit/page-header';
import { FailedJobsSection } from './failed-jobs-section';
import { useUnsavedValues } from '../../routing/use-unsaved-changes';

const THEMES: readonly Theme[] = ['light', 'dark', 'system'];

function OrganisationForm({ organisation }: { organisation: OrganisationPreferences }) {
  const { t } = useTranslation('shell');
  const [form, setForm] = useState({ name: organisation.name, language: organisation.language, theme: organisation.theme });
  const update = useUpdateSettings();
  const submit = useSubmit(() => update.mutateAsync({ organisation: { ...form, version: organisation.version } }));
  useUnsavedValues(form, { name: organisation.name, language: organisation.language, theme: organisation.theme }, submit.pending);
  return (
    <Form className="form" onSubmit={submit.onSubmit}>
      <TextInput label={t('settings.organisationName')} isRequired value={form.name} onChange={(name) => setForm({ ...form, name })} />
      <RadioGroupField
        label={t('settings.defaultLanguage')}
        value={form.language}
        orientation="horizontal"
        options={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
        onChange={(language) => setForm({ ...form, language })}
      />
      <RadioGroupField
        label={t('settings.defaultTheme')}
        value={form.theme}
        orientation="horizontal"
        options={THEMES.map((theme) => ({ value: theme, label: t(`settings.themes.${theme}`) }))}
        onChange={(theme) => setForm({ ...form, theme })}
      />
      <FormError>{submit.error}</FormError>
      {update.isSuccess && !submit.error && <p role="status">{t('profile.saved')}</p>}
      <RippleButton type="submit" className="button button--primary" isPending={submit.pending}>
        {t('profile.save')}
      </RippleButton>
    </Form>
  );
}

export default function SettingsScreen() {
  const { t } = useTranslation('shell');
  const { problemText } = useProblemText();
  const settings = useSettings();
  const preferences = usePreferences();
  const { isAdministrator } = useSessionInfo();
  return (
    <section className="screen screen--narrow" aria-labelledby="settings-title">
      <PageHeader title={t('routes.settings')} titleId="settings-title" />
      <QueryView query={settings}>
        {(data) => (
          <>
            <section className="panel" aria-labelledby="settings-personal">
              <h2 id="settings-personal">{t('settings.personal')}</h2>
              <RadioGroupField
                label={t('topBar.language')}
                value={data.personal.language}
                orientation="horizontal"
                options={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
                onChange={(language) => preferences.change({ language })}
              />
              <RadioGroupField
                label={t('settings.theme')}
                value={data.personal.theme}
                orientation="horizontal"
                options={THEMES.map((theme) => ({ value: theme, label: t(`settings.themes.${theme}`) }))}
                onChange={(theme) => preferences.change({ theme })}
              />
              <FormError>{preferences.error !== null && problemText(preferences.error)}</FormError>
            </section>
            {isAdministrator && (
              <section className="panel" aria-labelledby="settings-organisation">
                <h2 id="settings-organisation">{t('settings.organisation')}</h2>
                <OrganisationForm organisation={data.organisation} />
              </section>
            )}
          </>
        )}
      </QueryView>
      {isAdministrator && <FailedJobsSection />}
    </section>
  );
}
