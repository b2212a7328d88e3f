import { useMemo, useState } from 'react';
import { DialogTrigger, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { APP_INSTALLATION, type AppInstallation } from '../../../application/apps/app-installation';
import type { GrantableRole } from '../../../domain/apps/app-declaration';
import { RippleButton } from '../../../ui/feedback/ripple-button';
import { Badge } from '../../../ui/kit/badge';
import { ConfirmBody } from '../../../ui/kit/confirm-action';
import { FormButtons } from '../../../ui/kit/form-buttons';
import { FormError } from '../../../ui/kit/form-error';
import { ModalDialog } from '../../../ui/kit/modal-dialog';
import { useProblemText } from '../../../ui/kit/problem-text';
import { QueryView } from '../../../ui/kit/query-view';
import { TextInput } from '../../../ui/kit/text-input';
import { useSubmit } from '../../../ui/kit/use-submit';
import { useUnsavedValues } from '../../../ui/routing/use-unsaved-changes';
import { useService } from '../../../ui/services/service-context';
import { useQueryClient } from '@tanstack/react-query';
import type { AccessApp } from '../application/ports/configure-gateway';
import { changedGrants, GRID_ROLES } from '../domain/role-grid';
import { useAccess, useGrant } from './queries/configure';

type Draft = ReadonlyMap<string, ReadonlySet<GrantableRole>>;

const draftOf = (apps: readonly AccessApp[]): Draft => new Map(apps.map((app) => [app.slug, new Set(app.roles)]));

/**
 * Installs at once; uninstalls after asking, since every role loses the app then (the app store's rule and trail).
 * The person's own guard and sidebar follow.
 */
function InstallButton({ app, onError }: { app: AccessApp; onError: (error: unknown) => void }) {
  const { t } = useTranslation('configure');
  const installation = useService<AppInstallation>(APP_INSTALLATION);
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: ['configure', 'access'] });
    await client.invalidateQueries({ queryKey: ['apps'] });
  };
  const install = async () => {
    setPending(true);
    onError(null);
    try {
      await installation.install(app.slug);
      await refresh();
    } catch (error) {
      onError(error);
    } finally {
      setPending(false);
    }
  };
  if (app.administration) return <Badge tone="info">{t('access.alwaysInstalled')}</Badge>;
  if (!app.installed) {
    return (
      <RippleButton className="button button--small" isDisabled={pending} onPress={() => void install()} aria-label={t('access.installApp', { app: app.name })}>
        {t('access.install')}
      </RippleButton>
    );
  }
  return (
    <span className="configure-grid__installed">
      <Badge tone="success">{t('access.installed')}</Badge>
      <DialogTrigger>
        <RippleButton className="button button--small" aria-label={t('access.uninstallApp', { app: app.name })}>
          {t('access.uninstall')}
        </RippleButton>
        <ModalDialog title={t('access.uninstallTitle', { app: app.name })}>
          {(close) => (
            <ConfirmBody confirmLabel={t('access.uninstall')} destructive onConfirm={() => installation.uninstall(app.slug).then(refresh)} onDone={close}>
              {t('access.uninstallBody')}
            </ConfirmBody>
          )}
        </ModalDialog>
      </DialogTrigger>
    </span>
  );
}

function AccessForm({ apps }: { apps: readonly AccessApp[] }) {
  const { t } = useTranslation('configure');
  const { problemText } = useProblemText();
  const baseline = useMemo(() => draftOf(apps), [apps]);
  const [draft, setDraft] = useState<Draft>(baseline);
  const [filter, setFilter] = useState('');
  const [installError, setInstallError] = useState<unknown>(null);
  const grant = useGrant();
  const changes = changedGrants(apps, draft);
  const submit = useSubmit(async () => {
    if (changes.length > 0) await grant.mutateAsync(changes);
  });
  useUnsavedValues(draft, baseline, submit.pending);
  const toggle = (slug: string, role: GrantableRole, on: boolean) =>
    setDraft((before) => {
      const next = new Map(before);
      const roles = new Set(before.get(slug) ?? []);
      if (on) roles.add(role);
      else roles.delete(role);
      return next.set(slug, roles);
    });
  const words = filter.trim().toLowerCase();
  const shown = apps.filter((app) => !words || app.name.toLowerCase().includes(words) || app.slug.includes(words));
  return (
    <Form className="form" onSubmit={submit.onSubmit}>
      <TextInput label={t('access.filter')} type="search" value={filter} onChange={setFilter} />
      <div className="configure-grid__scroll">
        <table className="configure-grid">
          <caption className="visually-hidden">{t('access.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('access.app')}</th>
              <th scope="col">{t('access.installed')}</th>
              {GRID_ROLES.map((role) => (
                <th scope="col" key={role}>
                  {t(`roles.${role}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((app) => (
              <tr key={app.slug} className={app.installed ? undefined : 'configure-grid__row--off'}>
                <th scope="row">
                  {app.name}
                  {!app.installed && <span className="muted configure-grid__note"> {t('access.notInstalled')}</span>}
                </th>
                <td>
                  <InstallButton app={app} onError={setInstallError} />
                </td>
                {app.administration ? (
                  <td colSpan={GRID_ROLES.length}>
                    <Badge tone="neutral">{t('access.adminsOnly')}</Badge>
                  </td>
                ) : (
                  GRID_ROLES.map((role) => (
                    <td key={role}>
                      <input
                        type="checkbox"
                        className="checkbox"
                        checked={draft.get(app.slug)?.has(role) ?? false}
                        onChange={(event) => toggle(app.slug, role, event.target.checked)}
                        aria-label={t('access.opens', { app: app.name, role: t(`roles.${role}`) })}
                      />
                    </td>
                  ))
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length === 0 && <p className="muted">{t('access.noMatch')}</p>}
      <p className="muted">{t('access.adminsNote')}</p>
      <FormError>{installError ? problemText(installError) : null}</FormError>
      <FormError>{submit.error}</FormError>
      <FormButtons pending={submit.pending} isDisabled={changes.length === 0} submitLabel={t('access.save', { count: changes.length })} />
    </Form>
  );
}

/** Which apps the organisation has, and which roles below admin open each: the guard's allowed apps. */
export function AppsRolesSection() {
  const { t } = useTranslation('configure');
  const access = useAccess();
  return (
    <section className="panel" aria-labelledby="configure-access">
      <h2 id="configure-access">{t('access.title')}</h2>
      <p className="muted">{t('access.lead')}</p>
      <QueryView query={access} isEmpty={(data) => data.apps.length === 0} empty={t('access.empty')}>
        {(data) => <AccessForm key={JSON.stringify(data.apps.map((app) => [app.slug, app.roles]))} apps={data.apps} />}
      </QueryView>
    </section>
  );
}
