import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '../../../../../ui/kit/form-buttons';
import { FormSection } from '../../../../../ui/kit/form-layout';
import { FormError } from '../../../../../ui/kit/form-error';
import { QueryView } from '../../../../../ui/kit/query-view';
import { TextInput } from '../../../../../ui/kit/text-input';
import { TimeText } from '../../../../../ui/kit/display';
import { useVersionedSave } from '../../../../../ui/kit/use-versioned-save';
import type { EmailChannel } from '../../../application/ports/admin-config-gateway';
import { useEmailChannel } from '../../queries/admin-config';
import { AdminFrame } from '../admin-frame';
import { CheckField, Theirs, wholeNumber } from './config-fields';
import { useUnsavedValues } from '../../../../../ui/routing/use-unsaved-changes';
import { RadioGroupField } from '../../../../../ui/kit/radio-group-field';
import { MAILBOX_PROVIDERS, MAILBOX_SIGN_INS, presetImapHost, type MailboxProvider, type MailboxSignIn } from '../../../domain/mailbox-providers';
import { MailboxConnectionActions, MailboxConnectionState } from './mailbox-connection';
import { MailboxOAuthFields, oauthChangesOf, oauthDraftOf, type OAuthDraft } from './mailbox-oauth-fields';

interface Draft {
  readonly inboundAddress: string;
  readonly autoAcknowledge: boolean;
  readonly imapEnabled: boolean;
  readonly host: string;
  readonly port: string;
  readonly secure: boolean;
  readonly username: string;
  readonly mailbox: string;
  readonly signIn: MailboxSignIn;
  /** Typed only to change it: the stored password is never shown. */
  readonly password: string;
  readonly removePassword: boolean;
  readonly oauth: OAuthDraft;
}

const draftOf = (channel: EmailChannel): Draft => ({
  inboundAddress: channel.inboundAddress ?? '',
  autoAcknowledge: channel.autoAcknowledge,
  imapEnabled: channel.imap.enabled,
  host: channel.imap.host,
  port: String(channel.imap.port),
  secure: channel.imap.secure,
  username: channel.imap.username,
  mailbox: channel.imap.mailbox,
  signIn: channel.imap.signIn,
  password: '',
  removePassword: false,
  oauth: oauthDraftOf(channel),
});

/** A preset provider's IMAP server (993, TLS), filled in while the form names none or another preset's. */
function presetServer(host: string, provider: MailboxProvider): Partial<Draft> {
  const server = presetImapHost(provider);
  const presets = MAILBOX_PROVIDERS.map(presetImapHost);
  return server && (!host.trim() || presets.includes(host.trim())) ? { host: server, port: '993', secure: true } : {};
}

function ChannelForm({ channel }: { channel: EmailChannel }) {
  const { t } = useTranslation('service-desk-admin');
  const { query, update, latest } = useEmailChannel();
  const [opened, setOpened] = useState(channel);
  const [draft, setDraft] = useState(() => draftOf(channel));
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const save = useVersionedSave({
    record: opened,
    save: (version) =>
      update.mutateAsync({
        inboundAddress: draft.inboundAddress.trim() || null,
        autoAcknowledge: draft.autoAcknowledge,
        imap: {
          enabled: draft.imapEnabled,
          host: draft.host.trim(),
          port: wholeNumber(draft.port) ?? 993,
          secure: draft.secure,
          username: draft.username.trim(),
          mailbox: draft.mailbox.trim() || 'INBOX',
          signIn: draft.signIn,
          // Left out keeps the stored password; null removes it.
          ...(draft.removePassword ? { password: null } : draft.password && { password: draft.password }),
        },
        // A mailbox that signs in with a password keeps its provider as it was, for the day it switches.
        ...(draft.signIn === 'oauth' && { oauth: oauthChangesOf(draft.oauth) }),
        version,
      }),
    fetchLatest: latest,
    onSaved: (saved) => {
      setOpened(saved);
      setDraft(draftOf(saved));
    },
  });
  const unsaved = useUnsavedValues(draft, draftOf(opened), save.pending);
  const set = <K extends keyof Draft>(field: K) => (value: Draft[K]) => setDraft({ ...draft, [field]: value });
  const setOAuth = (changes: Partial<OAuthDraft>) =>
    setDraft({ ...draft, oauth: { ...draft.oauth, ...changes }, ...(changes.provider && presetServer(draft.host, changes.provider)) });
  const setSignIn = (signIn: MailboxSignIn) => setDraft({ ...draft, signIn, ...(signIn === 'oauth' && presetServer(draft.host, draft.oauth.provider)) });
  // The connection as it stands now (a connect or disconnect changes it), beside the settings as they were opened.
  const live = query.data ?? opened;
  const error = (field: string, serverField = field) => problems[field] ?? save.fieldError(serverField);
  const theirs = save.theirs ? draftOf(save.theirs) : undefined;
  const shownOpened = draftOf(opened);
  return (
    <Form
      className="form panel"
      onSubmit={(event) => {
        event.preventDefault();
        const port = wholeNumber(draft.port);
        const found = {
          ...(draft.imapEnabled && !draft.host.trim() && { host: t('config.problems.hostRequired') }),
          ...((port === null || port < 1 || port > 65_535) && { port: t('config.problems.port') }),
        };
        setProblems(found);
        if (Object.keys(found).length === 0) save.onSubmit();
      }}
    >
      <FormSection title={t('config.email.inbound')} description={t('config.email.inboundHint')}>
        <TextInput label={t('config.email.address')} type="email" value={draft.inboundAddress} onChange={set('inboundAddress')} error={error('inboundAddress')} />
        <Theirs field="inboundAddress" opened={shownOpened} theirs={theirs} />
        <CheckField label={t('config.email.autoAcknowledge')} description={t('config.email.autoAcknowledgeHint')} checked={draft.autoAcknowledge} onChange={set('autoAcknowledge')} />
      </FormSection>
      <FormSection title={t('config.email.imap')} description={t('config.email.imapHint')}>
        <CheckField label={t('config.email.imapEnabled')} checked={draft.imapEnabled} onChange={set('imapEnabled')} />
        <TextInput label={t('config.email.host')} value={draft.host} onChange={set('host')} error={error('host', 'imap.host')} />
        <Theirs field="host" opened={shownOpened} theirs={theirs} />
        <TextInput label={t('config.email.port')} inputMode="numeric" value={draft.port} onChange={set('port')} error={error('port', 'imap.port')} />
        <CheckField label={t('config.email.secure')} checked={draft.secure} onChange={set('secure')} />
        <TextInput label={t('config.email.username')} autoComplete="off" value={draft.username} onChange={set('username')} error={error('username', 'imap.username')} />
        <TextInput label={t('config.email.mailbox')} value={draft.mailbox} onChange={set('mailbox')} error={error('mailbox', 'imap.mailbox')} />
      </FormSection>
      <FormSection title={t('config.email.signIn')} description={t('config.email.signInHint')}>
        <RadioGroupField
          label={t('config.email.signInWith')}
          orientation="horizontal"
          value={draft.signIn}
          onChange={setSignIn}
          options={MAILBOX_SIGN_INS.map((signIn) => ({ value: signIn, label: t(`config.email.signIns.${signIn}`) }))}
          error={error('signIn', 'imap.signIn')}
        />
        {draft.signIn === 'password' ? (
          <>
            <TextInput
              label={t('config.email.password')}
              type="password"
              autoComplete="new-password"
              description={opened.imap.passwordSet ? t('config.email.passwordSet') : t('config.email.passwordNotSet')}
              value={draft.password}
              isDisabled={draft.removePassword}
              onChange={set('password')}
              error={error('password', 'imap.password')}
            />
            {opened.imap.passwordSet && <CheckField label={t('config.email.removePassword')} checked={draft.removePassword} onChange={set('removePassword')} />}
          </>
        ) : (
          <MailboxOAuthFields draft={draft.oauth} onChange={setOAuth} secretSet={opened.oauth?.clientSecretSet ?? false} error={(field) => error(field)} />
        )}
      </FormSection>
      {(draft.signIn === 'oauth' || live.imap.signIn === 'oauth') && (
        <FormSection title={t('config.email.connection')} description={t('config.email.connectionHint')}>
          <div className="mailbox-connection">
            {live.imap.signIn === 'oauth' && <MailboxConnectionState channel={live} />}
            <MailboxConnectionActions channel={live} unsaved={unsaved} />
          </div>
        </FormSection>
      )}
      {opened.updatedAt && (
        <p className="muted">
          {t('config.email.updated')} <TimeText at={opened.updatedAt} />
        </p>
      )}
      <FormError>{Object.keys(problems).length > 0 ? t('config.fixFields') : save.error}</FormError>
      <FormButtons pending={save.pending} onReapply={save.theirs && save.reapply} />
    </Form>
  );
}

/** The email channel: the address mail to the desk goes to, the IMAP mailbox it may also be read from, acknowledgements. */
export default function EmailChannelScreen() {
  const { t } = useTranslation('service-desk-admin');
  const { query } = useEmailChannel();
  return (
    <AdminFrame title={t('config.pages.email-channel')} lead={t('config.email.lead')}>
      <QueryView query={query}>{(channel) => <ChannelForm channel={channel} />}</QueryView>
    </AdminFrame>
  );
}
