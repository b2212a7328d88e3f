import { ImapFlow, type MailboxLockObject } from 'imapflow';
import { outboundTarget, type OutboundTarget } from '../../../kernel';
import type { StoredImap } from '../schema/config';

/** One unread mail: its id in the mailbox, its size, and a way to read it all. */
export interface UnseenMail {
  readonly uid: number;
  readonly size: number;
  source(): Promise<Buffer>;
}

/** An organisation's mailbox as the poller uses it; tests put a fake in its place. */
export interface Mailbox {
  /** The oldest unread mails first, at most `limit`. */
  unseen(limit: number): Promise<UnseenMail[]>;
  markSeen(uid: number): Promise<void>;
  close(): Promise<void>;
}

/** A mailbox to open, its secret opened: the password, or the access token of its OAuth connection (XOAUTH2). */
export interface MailboxLogin {
  readonly organisationId: string;
  readonly imap: StoredImap;
  readonly password: string | null;
  readonly accessToken?: string;
}

export type OpenMailbox = (login: MailboxLogin) => Promise<Mailbox>;

/** Well inside a poll round: a silent server fails this mailbox's round, not the others'. */
const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 15_000, socketTimeout: 120_000 };

/**
 * Where the IMAP host of an organisation's channel may be reached: never the server's own network (loopback,
 * private, link-local, metadata addresses) unless ALLOW_PRIVATE_TARGETS says so, since a tenant names the host.
 */
export function imapTarget(host: string, allowPrivate: boolean): Promise<OutboundTarget> {
  return outboundTarget(host, { what: 'the IMAP host', allowPrivate });
}

/**
 * The mailbox over IMAP (imapflow), selected and locked for the round. The host is resolved and checked at every
 * connect, and the connection goes to the checked address, its certificate still held to the host's name.
 */
export const imapMailboxOpener = (allowPrivate: boolean): OpenMailbox => async ({ imap, password, accessToken }) => {
  const target = await imapTarget(imap.host, allowPrivate);
  const client = new ImapFlow({
    host: target.address,
    ...(target.servername !== undefined && { servername: target.servername }),
    port: imap.port,
    secure: imap.secure,
    // With an access token imapflow signs in by SASL XOAUTH2 (AUTHENTICATE XOAUTH2), as Microsoft 365 and Gmail require.
    auth: accessToken === undefined ? { user: imap.username, pass: password ?? '' } : { user: imap.username, accessToken },
    logger: false,
    ...TIMEOUTS,
  });
  // A dropped connection surfaces as the failed command; unhandled, the client's 'error' event would end the process.
  client.on('error', () => undefined);
  await client.connect();
  let lock: MailboxLockObject;
  try {
    lock = await client.getMailboxLock(imap.mailbox);
  } catch (error) {
    await client.logout().catch(() => undefined);
    throw error;
  }
  return {
    async unseen(limit) {
      const uids = (await client.search({ seen: false }, { uid: true })) || [];
      const oldest = [...uids].sort((a, b) => a - b).slice(0, limit);
      if (oldest.length === 0) return [];
      const sizes = await client.fetchAll(oldest.join(','), { uid: true, size: true }, { uid: true });
      return sizes.map((message) => ({
        uid: message.uid,
        size: message.size ?? 0,
        source: async () => {
          // BODY.PEEK: reading leaves the mail unread until the desk has taken it.
          const fetched = await client.fetchOne(String(message.uid), { source: true }, { uid: true });
          if (!fetched || !fetched.source) throw new Error(`The mailbox no longer holds mail ${message.uid}.`);
          return fetched.source;
        },
      }));
    },
    async markSeen(uid) {
      await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
    },
    async close() {
      lock.release();
      await client.logout();
    },
  };
};
