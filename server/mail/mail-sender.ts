import type { Language } from '../../contract/common';
import type { MailPort, MailThread } from '../ports/mail-port';
import type { Repositories, Store } from '../repositories';
import { renderMail, type MailParams } from './mail-template';
import type { MailTemplateName } from './templates/en';

export interface TemplatedMail {
  readonly to: string;
  readonly template: MailTemplateName;
  readonly params: MailParams;
  /** The organisation the mail is sent for, if any: its admins see it should it fail, and its language is the fallback. */
  readonly organisationId?: string | null;
  readonly thread?: MailThread;
  readonly replyTo?: string;
}

/** The recipient's own language when they have an account, else their organisation's, else English. */
export async function recipientLanguage(repos: Repositories, email: string, organisationId: string | null): Promise<Language> {
  const user = await repos.users.findByEmail(email);
  const own = user && (await repos.settings.find(user.organisationId, user.id));
  if (own) return own.language;
  const defaultsOf = user?.organisationId ?? organisationId;
  const defaults = defaultsOf && (await repos.settings.find(defaultsOf, null));
  return defaults ? defaults.language : 'en';
}

/** Renders a template in the recipient's language and hands it to the mail port. */
export async function sendMail(deps: { readonly store: Store; readonly mail: MailPort }, mail: TemplatedMail): Promise<void> {
  const organisationId = mail.organisationId ?? null;
  const language = await recipientLanguage(deps.store.repos, mail.to, organisationId);
  await deps.mail.send({ to: mail.to, organisationId, ...(mail.thread && { thread: mail.thread }), ...(mail.replyTo && { replyTo: mail.replyTo }), ...renderMail(mail.template, language, mail.params) });
}
