import { useState } from 'react';
import { Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { OrganisationPreferences, Theme } from '../../../application/ports/account-gateway';
import { LANGUAGES } from '../../../domain/i18n/language';
import { useProblemText } from '../../kit/problem-text';
import { QueryView } from '../../kit/query-view';
import { TextInput } from '../../kit/text-input';
import { useSubmit } from '../../kit/use-submit';
import { RippleButton } from '../../feedback/ripple-button';
import { usePreferences } from '../../preferences/use-preferences';
import { useSettings, useUpdateSettings } from '../../queries/use-account';
import { useSessionInfo } from '../../queries/use-session-info';
import { FormError } from '../../kit/form-error';
import { PageHeader } from '../../kit/page-header';
import { FailedJobsSection } from './failed-jobs-section';

const THEMES: readonly Theme[] = ['light', 'dark', 'system'];

function Choice<T extends string>({ label, value, options, onChange, text }: {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  text: (option: T) => string;
}) {
  return (
    <RadioGroup className="choice" value={value} onChange={(next) => onChange(next as T)}>
      <Label className="choice__label">{label}</Label>
      {options.map((option) => (
        <Radio key={option} value={option} className="choice__option">
          {text(option)}
        </Radio>
      ))}
    </RadioGroup>
  );
}

function OrganisationForm({ organisation }: { organisation: OrganisationPreferences }) {
  const { t } = useTranslation('shell');
  const [form, setForm] = useState({ name: organisation.name, language: organisation.language, theme: organisation.theme });
  const update = useUpdateSettings();
  const submit = useSubmit(() => update.mutateAsync({ organisation: { ...form, version: organisation.version } }));
  return (
    <Form className="form" onSubmit={submit.onSubmit}>
      <TextInput label={t('settings.organisationName')} isRequired value={form.name} onChange={(name) => setForm({ ...form, name })} />
      <Choice label={t('settings.defaultLanguage')} value={form.language} options={LANGUAGES} onChange={(language) => setForm({ ...form, language })} text={(l) => t(`languages.${l}`)} />
      <Choice label={t('settings.defaultTheme')} value={form.theme} options={THEMES} onChange={(theme) => setForm({ ...form, theme })} text={(v) => t(`settings.themes.${v}`)} />
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
              <Choice label={t('topBar.language')} value={data.personal.language} options={LANGUAGES} onChange={(language) => preferences.change({ language })} text={(l) => t(`languages.${l}`)} />
              <Choice label={t('settings.theme')} value={data.personal.theme} options={THEMES} onChange={(theme) => preferences.change({ theme })} text={(v) => t(`settings.themes.${v}`)} />
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
