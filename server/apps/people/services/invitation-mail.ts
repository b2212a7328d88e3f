import type { Role } from '../../../../contract/common';
import type { Language } from '../../../../src/domain/i18n/language';
import { renderMail, type MailMessage } from '../../../kernel';
import type { InvitationRow } from '../repositories/invitation-repository';

/** The words the invitation's sentences are built of, in each language a mail is written in. */
const WORDS: Record<Language, { roles: Record<Role, string>; starting: (day: string) => string; kit: string }> = {
  en: {
    roles: { owner: 'owner', admin: 'an administrator', manager: 'a manager', agent: 'a support agent', employee: 'an employee' },
    starting: (day) => ` Your first day is ${day}.`,
    kit: ' and choose your equipment',
  },
  de: {
    roles: { owner: 'Inhaber', admin: 'Administrator', manager: 'Führungskraft', agent: 'Support-Mitarbeiter', employee: 'Mitarbeiter' },
    starting: (day) => ` Ihr erster Arbeitstag ist der ${day}.`,
    kit: ' und wählen Sie Ihre Ausstattung',
  },
};

/** A day as the invitee's language writes it (27 November 2026, 27. November 2026). */
const dayIn = (language: Language, day: string) =>
  new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** The invitation in its invitee's language: the inviter, the role, the first day, the link and until when it works. */
export function invitationMail(row: InvitationRow, link: string, context: { inviter: string; organisation: string }): MailMessage & { organisationId: string } {
  const words = WORDS[row.language];
  const rendered = renderMail('portalInvitation', row.language, {
    greeting: row.name ? ` ${row.name}` : '',
    inviter: context.inviter,
    organisation: context.organisation,
    role: words.roles[row.role],
    starting: row.startDay ? words.starting(dayIn(row.language, row.startDay)) : '',
    kitNote: row.kitIds.length > 0 ? words.kit : '',
    link,
    expires: dayIn(row.language, row.expiresAt.toISOString().slice(0, 10)),
  });
  return { to: row.email, organisationId: row.organisationId, ...rendered };
}
