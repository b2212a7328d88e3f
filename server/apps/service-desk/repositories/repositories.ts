import type { AppRepositories, Db } from '../../../kernel';
import { MailChannels } from '../mail/mail-channels';
import { configRepositoriesOf } from './config-repository';
import { DeskTeamRepository } from './team-repository';
import { DeskTicketRepository } from './ticket-repository';

/** The service desk's repositories, each scoped by organisation. */
export function serviceDeskRepositoriesOf(db: Db) {
  return {
    ...configRepositoriesOf(db),
    teams: new DeskTeamRepository(db),
    tickets: new DeskTicketRepository(db),
    /** The inbound mail's look-ups across organisations: which desk receives at an address, which read a mailbox. */
    mailChannels: new MailChannels(db),
  };
}

export type ServiceDeskOwnRepositories = ReturnType<typeof serviceDeskRepositoriesOf>;

/** What the service desk's use cases work through, in a transaction or not: the kernel's repositories, and the app's own (`own`). */
export type ServiceDeskRepositories = AppRepositories<ServiceDeskOwnRepositories>;
