import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../kernel';
import type { MailboxSignIn } from '../../../../src/apps/service-desk/domain/mailbox-providers';
import { deskChannels, type StoredImap } from '../schema/config';

/** An organisation's address for inbound mail. */
export interface InboundAddress {
  readonly organisationId: string;
  readonly address: string;
}

/** A mailbox to read, how it signs in, and the password (sealed) the settings never answer. */
export interface ImapChannel {
  readonly organisationId: string;
  readonly imap: StoredImap;
  readonly signIn: MailboxSignIn;
  readonly password: string | null;
}

/** The address itself and, for 'local+tag@domain', the address without its tag: a desk may itself have a '+'. */
function withoutTag(address: string): string[] {
  const at = address.lastIndexOf('@');
  const plus = address.lastIndexOf('+', at);
  return plus > 0 ? [address, address.slice(0, plus) + address.slice(at)] : [address];
}

/**
 * The email channels as the inbound side needs them: across organisations, by the address a mail was sent to. The
 * settings screens' repository reads one organisation's channel; a recipient names no organisation until it is looked up.
 */
export class MailChannels {
  constructor(private readonly db: Db) {}

  /**
   * The organisations receiving at these addresses; addresses are stored lower case, as the settings take them. A
   * plus-address ('desk+token@…', where the desk's mails ask for replies) reaches the desk it extends.
   */
  async byAddresses(addresses: readonly string[]): Promise<InboundAddress[]> {
    const wanted = [...new Set(addresses.flatMap((address) => withoutTag(address.trim().toLowerCase())))].filter(Boolean);
    if (wanted.length === 0) return [];
    const rows = await this.db
      .select({ organisationId: deskChannels.organisationId, address: deskChannels.inboundAddress })
      .from(deskChannels)
      .where(inArray(deskChannels.inboundAddress, wanted));
    return rows.map((row) => ({ organisationId: row.organisationId, address: row.address! }));
  }

  /** Every desk address: mail from one of them is another desk's (or our own) robot talking. */
  async isDeskAddress(address: string): Promise<boolean> {
    return (await this.byAddresses([address])).length > 0;
  }

  /** The channels whose IMAP mailbox is switched on and named. */
  async withImap(): Promise<ImapChannel[]> {
    const rows = await this.db
      .select({ organisationId: deskChannels.organisationId, imap: deskChannels.imap, signIn: deskChannels.imapSignIn, password: deskChannels.imapPassword })
      .from(deskChannels)
      .where(sql`(${deskChannels.imap} ->> 'enabled')::boolean`);
    return rows.filter((row) => row.imap.host !== '');
  }
}
