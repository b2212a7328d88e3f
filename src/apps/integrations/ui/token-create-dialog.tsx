import { useMemo, useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { appCatalogue } from '../../../domain/apps/app-catalogue';
import { RippleButton } from '../../../ui/feedback/ripple-button';
import { FormButtons } from '../../../ui/kit/form-buttons';
import { FormError } from '../../../ui/kit/form-error';
import { ModalDialog } from '../../../ui/kit/modal-dialog';
import { SelectField } from '../../../ui/kit/select-field';
import { TextInput } from '../../../ui/kit/text-input';
import { useSubmit } from '../../../ui/kit/use-submit';
import { INTEGRATIONS_SLUG } from '../domain/slug';
import { SCIM_SCOPE, scopeOf, TOKEN_EXPIRY_DAYS, type TokenAccess } from '../domain/token-scopes';
import { useCreateApiToken } from './queries/tokens';
import { SecretShownOnce } from './secret-shown-once';

const DAY_MS = 86_400_000;
/** The apps a token may open: those with an API here (not partners' framed apps, not Integrations itself). */
const SCOPABLE = appCatalogue.filter((app) => !app.embedded && app.slug !== INTEGRATIONS_SLUG);

/** Whether tokens may be scoped to this app (its connections page offers them). */
export function takesTokens(slug: string): boolean {
  return SCOPABLE.some((app) => app.slug === slug);
}

/** What a token is made for: any apps, SCIM only (an identity provider), or one app (its connections page). */
type TokenFor = { readonly scimOnly?: boolean; readonly app?: string };

/** Make a token: its name, what it opens per app (or SCIM only, or the one app given), and when it expires. */
function CreateForm({ scimOnly = false, app, onDone }: TokenFor & { onDone: () => void }) {
  const { t } = useTranslation('integrations-tokens');
  const { t: shell } = useTranslation('shell');
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [access, setAccess] = useState<Record<string, TokenAccess | ''>>(app ? { [app]: 'read' } : {});
  const [scim, setScim] = useState(scimOnly);
  const [expiry, setExpiry] = useState('90');
  const [made, setMade] = useState<string | null>(null);
  const scopes = useMemo(
    () => [...Object.entries(access).flatMap(([slug, level]) => (level ? [scopeOf({ slug, access: level })] : [])), ...(scim ? [SCIM_SCOPE] : [])],
    [access, scim],
  );
  const submit = useSubmit(async () => {
    const expiresAt = expiry === 'never' ? null : new Date(Date.now() + Number(expiry) * DAY_MS).toISOString();
    const answer = await create.mutateAsync({ name: name.trim(), scopes, expiresAt });
    setMade(answer.token);
  });
  if (made) {
    const words = { once: t('created.once'), label: t('created.label'), copy: t('created.copy'), copied: t('created.copied'), done: t('created.done') };
    return <SecretShownOnce secret={made} words={words} onDone={onDone} />;
  }
  return (
    <form onSubmit={(event) => void submit.onSubmit(event)} className="stack">
      <TextInput label={t('form.name')} description={t('form.nameHint')} value={name} onChange={setName} isRequired maxLength={120} error={submit.fieldError('name') ?? undefined} />
      {!scimOnly && (
        <fieldset className="field">
          <legend>{t('form.apps')}</legend>
          <div style={{ maxHeight: '16rem', overflowY: 'auto' }}>
            {SCOPABLE.filter((each) => !app || each.slug === app).map((each) => (
              <SelectField
                key={each.slug}
                label={shell(`apps.${each.slug}`, { defaultValue: each.name })}
                value={access[each.slug] ?? ''}
                onChange={(value) => setAccess((current) => ({ ...current, [each.slug]: value as TokenAccess | '' }))}
              >
                <option value="">{t('form.none')}</option>
                <option value="read">{t('form.read')}</option>
                <option value="write">{t('form.write')}</option>
              </SelectField>
            ))}
          </div>
        </fieldset>
      )}
      {!scimOnly && !app && (
        <label className="checkbox">
          <input type="checkbox" checked={scim} onChange={(event) => setScim(event.target.checked)} /> {t('form.scim')}
        </label>
      )}
      <SelectField label={t('form.expiry')} value={expiry} onChange={setExpiry}>
        {TOKEN_EXPIRY_DAYS.map((days) => (
          <option key={days ?? 'never'} value={days ?? 'never'}>
            {days === null ? t('form.never') : t('form.days', { count: days })}
          </option>
        ))}
      </SelectField>
      {expiry === 'never' && <p className="field__note">{t('form.neverWarning')}</p>}
      <FormError>{submit.error ?? (scopes.length === 0 ? t('form.pickOne') : null)}</FormError>
      <FormButtons cancel={{ onPress: onDone }} submitLabel={t('form.submit')} pending={submit.pending} isDisabled={scopes.length === 0 || name.trim() === ''} />
    </form>
  );
}

/** The button that opens the form; the dialog keeps the token on screen until the admin closes it. */
export function TokenCreateDialog({ scimOnly = false, app }: TokenFor) {
  const { t } = useTranslation('integrations-tokens');
  const { t: shell } = useTranslation('shell');
  const name = app && shell(`apps.${app}`, { defaultValue: app });
  const [action, title] = scimOnly ? [t('create.scimAction'), t('create.scimTitle')] : name ? [t('create.appAction'), t('create.appTitle', { app: name })] : [t('create.action'), t('create.title')];
  return (
    <DialogTrigger>
      <RippleButton className="button button--primary">{action}</RippleButton>
      <ModalDialog title={title} side="end">
        {(close) => <CreateForm scimOnly={scimOnly} {...(app && { app })} onDone={close} />}
      </ModalDialog>
    </DialogTrigger>
  );
}
