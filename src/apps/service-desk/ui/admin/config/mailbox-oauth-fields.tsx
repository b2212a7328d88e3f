import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../../ui/kit/select-field';
import { TextInput } from '../../../../../ui/kit/text-input';
import type { EmailChannel, EmailChannelChanges } from '../../../application/ports/admin-config-gateway';
import { DEFAULT_TENANT, MAILBOX_PROVIDERS, type MailboxOAuthSettings, type MailboxProvider } from '../../../domain/mailbox-providers';
import { CheckField } from './config-fields';

/** The OAuth 2.0 provider as the form holds it while it is typed. */
export interface OAuthDraft extends MailboxOAuthSettings {
  /** Typed only to change it: the stored secret is never shown. */
  readonly clientSecret: string;
  readonly removeClientSecret: boolean;
}

export function oauthDraftOf({ oauth }: EmailChannel): OAuthDraft {
  const custom = oauth?.provider === 'custom';
  return {
    provider: oauth?.provider ?? 'microsoft',
    tenant: oauth?.tenant ?? DEFAULT_TENANT,
    // A preset's endpoints are its own: only a custom provider's are the form's to hold.
    authorizeUrl: custom ? oauth.authorizeUrl : '',
    tokenUrl: custom ? oauth.tokenUrl : '',
    scope: custom ? oauth.scope : '',
    clientId: oauth?.clientId ?? '',
    clientSecret: '',
    removeClientSecret: false,
  };
}

/** The provider as the server takes it; the secret left out keeps the stored one. */
export function oauthChangesOf(draft: OAuthDraft): NonNullable<EmailChannelChanges['oauth']> {
  const custom = draft.provider === 'custom';
  return {
    provider: draft.provider,
    tenant: draft.tenant.trim() || DEFAULT_TENANT,
    authorizeUrl: custom ? draft.authorizeUrl.trim() : '',
    tokenUrl: custom ? draft.tokenUrl.trim() : '',
    scope: custom ? draft.scope.trim() : '',
    clientId: draft.clientId.trim(),
    ...(draft.removeClientSecret ? { clientSecret: null } : draft.clientSecret && { clientSecret: draft.clientSecret }),
  };
}

/**
 * The provider the mailbox signs in with: Microsoft 365 or Google with their own endpoints (Microsoft's directory
 * named), or a custom provider's authorize and token addresses and scope; the app's client id and secret.
 */
export function MailboxOAuthFields({
  draft,
  onChange,
  secretSet,
  error,
}: {
  draft: OAuthDraft;
  onChange: (changes: Partial<OAuthDraft>) => void;
  secretSet: boolean;
  error: (field: string) => string | undefined;
}) {
  const { t } = useTranslation('service-desk-admin');
  const field = (name: 'tenant' | 'authorizeUrl' | 'tokenUrl' | 'scope' | 'clientId' | 'clientSecret') => (value: string) => onChange({ [name]: value } as Partial<OAuthDraft>);
  return (
    <>
      <SelectField label={t('config.email.oauth.provider')} value={draft.provider} onChange={(value) => onChange({ provider: value as MailboxProvider })}>
        {MAILBOX_PROVIDERS.map((provider) => (
          <option key={provider} value={provider}>
            {t(`config.email.oauth.providers.${provider}`)}
          </option>
        ))}
      </SelectField>
      {draft.provider === 'microsoft' && (
        <TextInput label={t('config.email.oauth.tenant')} description={t('config.email.oauth.tenantHint')} value={draft.tenant} onChange={field('tenant')} error={error('oauth.tenant')} />
      )}
      {draft.provider === 'custom' && (
        <>
          <TextInput label={t('config.email.oauth.authorizeUrl')} type="url" value={draft.authorizeUrl} onChange={field('authorizeUrl')} error={error('oauth.authorizeUrl')} />
          <TextInput label={t('config.email.oauth.tokenUrl')} type="url" value={draft.tokenUrl} onChange={field('tokenUrl')} error={error('oauth.tokenUrl')} />
          <TextInput label={t('config.email.oauth.scope')} description={t('config.email.oauth.scopeHint')} value={draft.scope} onChange={field('scope')} error={error('oauth.scope')} />
        </>
      )}
      <TextInput label={t('config.email.oauth.clientId')} autoComplete="off" value={draft.clientId} onChange={field('clientId')} error={error('oauth.clientId')} />
      <TextInput
        label={t('config.email.oauth.clientSecret')}
        type="password"
        autoComplete="new-password"
        description={secretSet ? t('config.email.oauth.clientSecretSet') : t('config.email.oauth.clientSecretNotSet')}
        value={draft.clientSecret}
        isDisabled={draft.removeClientSecret}
        onChange={field('clientSecret')}
        error={error('oauth.clientSecret')}
      />
      {secretSet && <CheckField label={t('config.email.oauth.removeClientSecret')} checked={draft.removeClientSecret} onChange={(removeClientSecret) => onChange({ removeClientSecret })} />}
    </>
  );
}
