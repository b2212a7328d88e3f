import { afterAll, beforeAll } from 'vitest';
import { createServer, type AddressInfo } from 'node:net';
import { sealSecret } from '../../../../security/sealed-secrets';
import { eq } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import { MemoryAttemptLimiter } from '../../../../adapters/memory-attempt-limiter';
import { deskAttachments, deskMessages, deskTickets } from '../../schema/tickets';
import type { StoredImap } from '../../schema/config';
import { JobQueue } from '../../../../jobs/job-queue';
import type { StaffPrincipal } from '../../../../principal';
import type { FileStore } from '../../../../ports/file-store';
import { provisionOrganisation } from '../../../../services/provisioning';
import { appDepsOf } from '../../../../app-composition';
import { providedPorts } from '../../../../apps';
import type { ServiceDeps } from '../../../../services/service-deps';
import { serviceDeskServer } from '../../index';
import type { ServiceDeskDeps } from '../../services/service-deps';
import { DEMO } from '../../../../seed/demo-seed';
import { startTestServer, type TestServer } from '../../../../../tests/server/harness';
import { LocalFileStore } from '../../../../adapters/local-file-store';

export const DESK_ADDRESS = 'help@acme.test';
export const NO_IMAP: StoredImap = { enabled: false, host: '', port: 993, secure: true, username: '', mailbox: 'INBOX' };

/** A port nobody listens on now, for the listener the app starts itself. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * A test server for reading mailboxes: the app's own poller waits an hour (the tests drive theirs, which would reach
 * for the real imap.acme.test otherwise), the server reaches its own machine (ALLOW_PRIVATE_TARGETS) as tests
 * against fakes on 127.0.0.1 must, and files are kept in memory.
 */
/**
 * The test server of a mail test file, with the inbound options mail needs and private hosts allowed (its fakes listen
 * on 127.0.0.1): started before the file's tests and closed after them. Read `server` and `files` from a test or hook.
 */
export function mailboxTestServer(): { readonly server: TestServer; readonly files: LocalFileStore } {
  let started: { server: TestServer; files: LocalFileStore } | null = null;
  beforeAll(async () => {
    const files = await LocalFileStore.open(null);
    const server = await startTestServer({ mailInbound: { port: null, host: '127.0.0.1', imapPollMs: 3600_000, trustedRelays: [] }, allowPrivateTargets: true }, { files });
    started = { server, files };
  });
  afterAll(async () => {
    await started?.server.close();
    await started?.files.close();
  });
  const rig = () => {
    if (!started) throw new Error('the mailbox test server starts before the tests');
    return started;
  };
  return {
    get server() {
      return rig().server;
    },
    get files() {
      return rig().files;
    },
  };
}

/** What the ticket service needs, from the test server's own parts, as the composition root gives it them. */
export function depsOf(server: TestServer, files: FileStore): ServiceDeskDeps {
  const now = () => new Date();
  const deps: ServiceDeps = {
    store: server.store,
    config: server.config,
    now,
    keys: server.keys,
    mail: server.mailbox,
    jobs: new JobQueue(server.store.repos.jobs, now, 5, () => undefined),
    limiter: new MemoryAttemptLimiter(now),
    realtime: server.sockets,
    files,
    identityProviders: [],
  };
  return appDepsOf(serviceDeskServer, { deps, ports: providedPorts() });
}

export interface Desk {
  readonly organisationId: string;
  readonly admin: StaffPrincipal;
  readonly teamId: string;
  /** The demo seed's tickets, which the tests leave out. */
  readonly seeded: ReadonlySet<string>;
}

/**
 * Acme's desk as the mail needs it: a status of each category, a default priority, a team with Ada as its agent
 * and the channel's address. What the desk's own demo seed already made is kept.
 */
export async function setUpDesk(
  server: TestServer,
  options: { imap?: StoredImap; password?: string | null; adminEmail?: string; address?: string } = {},
): Promise<Desk> {
  const admin = (await server.store.repos.users.findByEmail(options.adminEmail ?? DEMO.admin.email))!;
  const organisationId = admin.organisationId;
  const desk = server.storeOf(serviceDeskServer).repos.own;
  const statuses = await desk.statuses.list(organisationId);
  const categories = ['new', 'open', 'pending', 'resolved', 'closed'] as const;
  for (const [order, category] of categories.entries()) {
    if (statuses.some((status) => status.category === category)) continue;
    await desk.statuses.insert({ organisationId, name: `Mail ${category}`, category, order, isDefault: true });
  }
  if ((await desk.priorities.list(organisationId)).length === 0) {
    await desk.priorities.insert({ organisationId, name: 'Normal', order: 1, colour: '#808080', isDefault: true });
  }
  const channel = { inboundAddress: options.address ?? DESK_ADDRESS, imap: options.imap ?? NO_IMAP, imapPassword: options.password ? sealSecret(server.keys, options.password) : null, autoAcknowledge: true };
  const [existing] = await desk.channels.list(organisationId);
  if (existing) await desk.channels.update(organisationId, existing.id, existing.version, channel, new Date());
  else await desk.channels.insert({ organisationId, ...channel });
  const team =
    (await desk.teams.list(organisationId)).find((each) => each.name === 'Mail desk') ??
    (await desk.teams.insert({ organisationId, name: 'Mail desk', reopenPolicy: 'reopen' }));
  await desk.teams.replaceTeamMembers(organisationId, team.id, [{ userId: admin.id, role: 'agent' }]);
  return {
    organisationId,
    teamId: team.id,
    seeded: new Set((await ticketsOf(server, organisationId)).map((ticket) => ticket.id)),
    admin: {
      kind: 'staff',
      sessionId: 'mail-test',
      userId: admin.id,
      organisationId,
      role: admin.role,
      email: admin.email,
      name: admin.name,
      impersonatorUserId: null,
      expiresAt: new Date(Date.now() + 3600_000),
    },
  };
}

async function ticketsOf(server: TestServer, organisationId: string) {
  return server.database.db.select().from(deskTickets).where(eq(deskTickets.organisationId, organisationId)).orderBy(deskTickets.number);
}

/** The tickets mail opened, oldest first. */
export async function mailTickets(server: TestServer, desk: Desk) {
  return (await ticketsOf(server, desk.organisationId)).filter((ticket) => !desk.seeded.has(ticket.id));
}

export async function messagesOf(server: TestServer, ticketId: string) {
  return server.database.db.select().from(deskMessages).where(eq(deskMessages.ticketId, ticketId)).orderBy(deskMessages.at, deskMessages.createdAt);
}

export async function attachmentsOf(server: TestServer, ticketId: string) {
  return server.database.db.select().from(deskAttachments).where(eq(deskAttachments.ticketId, ticketId));
}

/** A second organisation with a desk of its own, for isolation. */
export async function otherOrganisation(server: TestServer, address: string): Promise<Desk> {
  const adminEmail = 'admin@globex.test';
  await server.store.transaction((repos) => provisionOrganisation(repos, 'Globex', { email: adminEmail, name: 'Gus Globex', role: 'admin', passwordHash: null }));
  return setUpDesk(server, { adminEmail, address });
}

/**
 * Real SMTP to the desk: a nodemailer transport to the listener, without TLS, as a relaying mail server talks; from
 * `localAddress` (another loopback address) to play a relay the desk trusts.
 */
export function smtpTo(port: number, localAddress = '127.0.0.1') {
  return createTransport({ host: '127.0.0.1', port, localAddress, secure: false, ignoreTLS: true, connectionTimeout: 5_000 });
}

/** The newest mail the desk sent `to`, and the proofs it handed them: its reply address and its Message-ID. */
export function lastMailTo(server: TestServer, to: string) {
  const [mail] = server.mailbox.read(to);
  if (!mail?.replyTo || !mail.thread) throw new Error(`The desk sent ${to} no mail with a reply address.`);
  return { replyTo: mail.replyTo, messageId: mail.thread.messageId, subject: mail.subject, text: mail.text };
}

/** A raw RFC 5322 mail with CRLF line ends, as it travels. */
export const crlf = (lines: readonly string[]) => lines.join('\r\n') + '\r\n';
