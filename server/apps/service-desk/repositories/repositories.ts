import type { Db } from '../../../db/database';
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

export type ServiceDeskRepositories = ReturnType<typeof serviceDeskRepositoriesOf>;
