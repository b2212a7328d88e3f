import type { AppRepositories, Db } from '../../../kernel';
import { MailChannels } from '../mail/mail-channels';
import { DeskAttachmentRepository } from './attachment-repository';
import { configRepositoriesOf } from './config-repository';
import { DeskCopyRepository } from './copy-repository';
import { DeskLocationCalendarRepository } from './location-calendar-repository';
import { DeskMailboxConnectionRepository, DeskMailboxOAuthStateRepository } from './mailbox-oauth-repository';
import { DeskMessageRepository } from './message-repository';
import { DeskSentMailRepository } from './sent-mail-repository';
import { DeskStatusChangeRepository } from './status-change-repository';
import { DeskTeamRepository } from './team-repository';
import { DeskTicketReportRepository } from './ticket-report-repository';
import { DeskTicketRepository } from './ticket-repository';
import { DeskVoteRepository } from './vote-repository';

/** The service desk's repositories, each scoped by organisation. */
export function serviceDeskRepositoriesOf(db: Db) {
  return {
    ...configRepositoriesOf(db),
    teams: new DeskTeamRepository(db),
    tickets: new DeskTicketRepository(db),
    ticketReports: new DeskTicketReportRepository(db),
    messages: new DeskMessageRepository(db),
    attachments: new DeskAttachmentRepository(db),
    statusChanges: new DeskStatusChangeRepository(db),
    copies: new DeskCopyRepository(db),
    sentMail: new DeskSentMailRepository(db),
    votes: new DeskVoteRepository(db),
    locationCalendars: new DeskLocationCalendarRepository(db),
    mailboxOAuthStates: new DeskMailboxOAuthStateRepository(db),
    mailboxConnections: new DeskMailboxConnectionRepository(db),
    /** The inbound mail's look-ups across organisations: which desk receives at an address, which read a mailbox. */
    mailChannels: new MailChannels(db),
  };
}

export type ServiceDeskOwnRepositories = ReturnType<typeof serviceDeskRepositoriesOf>;

/** What the service desk's use cases work through, in a transaction or not: the kernel's repositories, and the app's own (`own`). */
export type ServiceDeskRepositories = AppRepositories<ServiceDeskOwnRepositories>;
