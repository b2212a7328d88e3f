import { DEMO } from '../../../../server/seed/demo-seed';
import { hashPassword } from '../../../../server/security/passwords';
import { addMember, provisionOrganisation } from '../../../../server/services/provisioning';
import type { Role } from '../../../../contract/common';
import type { Answer, TestServer } from '../../harness';
import type { ServiceDeps } from '../../../../server/services/service-deps';
import { createServiceDeskServices } from '../../../../server/apps/service-desk/services/services';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface DeskClient {
  readonly token: string;
  readonly userId: string;
  call<T = Record<string, unknown>>(method: Method, path: string, body?: unknown): Promise<Answer<T>>;
}

/** Signs someone in and calls `/api/v1<path>` with their token. */
export async function deskClient(server: TestServer, email: string): Promise<DeskClient> {
  const session = await server.signIn(email);
  const user = (await server.store.repos.users.findByEmail(email))!;
  return {
    token: session.token,
    userId: user.id,
    call: <T>(method: Method, path: string, body?: unknown) =>
      server.call<T>(method, `/api/v1${path}`, { token: session.token, ...(body !== undefined && { body }) }),
  };
}

/** Adds a person with the demo password to the demo organisation (or another). */
export async function addPerson(server: TestServer, email: string, role: Role, organisationId?: string): Promise<string> {
  const admin = (await server.store.repos.users.findByEmail(DEMO.admin.email))!;
  const passwordHash = await hashPassword(DEMO.password, server.config.scryptCost);
  const user = await addMember(server.store.repos, organisationId ?? admin.organisationId, { email, name: email.split('@')[0]!, role, passwordHash });
  return user.id;
}

/** A second organisation with its own admin, for isolation tests. */
export async function otherOrganisation(server: TestServer): Promise<{ organisationId: string; email: string }> {
  const passwordHash = await hashPassword(DEMO.password, server.config.scryptCost);
  const email = 'boss@globex.test';
  const { organisation } = await server.store.transaction((repos) =>
    provisionOrganisation(repos, 'Globex', { email, name: 'Globex Boss', role: 'admin', passwordHash }),
  );
  return { organisationId: organisation.id, email };
}

export interface Catalogue {
  requestTypes: { id: string; name: string; needsApproval: boolean }[];
  categories: { id: string; name: string; forRequests: boolean; forProblems: boolean }[];
}

/** The demo catalogue by name. */
export async function catalogueOf(client: DeskClient) {
  const answer = await client.call<Catalogue>('GET', '/resolve-now/catalogue');
  if (answer.status !== 200) throw new Error(`catalogue answered ${answer.status}: ${answer.text}`);
  const type = (name: string) => answer.body.requestTypes.find((each) => each.name === name)!.id;
  const category = (name: string) => answer.body.categories.find((each) => each.name === name)!.id;
  return { body: answer.body, type, category };
}

export interface TicketAnswer {
  id: string;
  number: number;
  reference: string;
  version: number;
  status: { id: string; name: string; category: string };
  approvalState: string;
  dueAt: string | null;
  messages: { id: string; visibility: string; body: string; author: { kind: string } }[];
  approval: { state: string; currentStep: number | null; mayDecide: boolean } | null;
  [key: string]: unknown;
}

/** Reports a problem as the given employee and answers the new ticket. */
export async function reportProblem(client: DeskClient, fields: Record<string, unknown> = {}): Promise<TicketAnswer> {
  const { category } = await catalogueOf(client);
  const answer = await client.call<TicketAnswer>('POST', '/resolve-now/tickets', {
    serviceType: 'problem',
    subject: 'Laptop will not boot',
    description: 'Black screen after the logo.',
    categoryId: category('Hardware'),
    impact: 'one-person',
    ...fields,
  });
  if (answer.status !== 201) throw new Error(`report answered ${answer.status}: ${answer.text}`);
  return answer.body;
}

/** The demo organisation's statuses and priorities by name, as Resolve IT offers them. */
export async function optionsOf(agent: DeskClient) {
  const answer = await agent.call<{
    statuses: { id: string; name: string; category: string }[];
    priorities: { id: string; name: string }[];
    teams: { id: string; name: string }[];
  }>('GET', '/resolve-it/options');
  if (answer.status !== 200) throw new Error(`options answered ${answer.status}: ${answer.text}`);
  return {
    status: (name: string) => answer.body.statuses.find((each) => each.name === name)!.id,
    priority: (name: string) => answer.body.priorities.find((each) => each.name === name)!.id,
    team: (name: string) => answer.body.teams.find((each) => each.name === name)!.id,
  };
}

/**
 * The desk's services over the test server's store, mailbox and sockets, for what no route reaches: the inbound
 * mail channel and the escalation run. `now` is the test's own clock.
 */
export function deskServices(server: TestServer, now: () => Date = () => new Date()) {
  const deps = {
    store: server.store,
    config: server.config,
    now,
    mail: server.mailbox,
    realtime: server.sockets,
    files: { put: async () => undefined },
  } as unknown as ServiceDeps;
  return createServiceDeskServices(deps);
}

/** Uploads bytes as a file of the given type to a mount's attachment route. */
export async function upload(server: TestServer, token: string, path: string, bytes: Buffer, contentType: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/v1${path}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload: bytes,
  });
  return { status: response.statusCode, body: response.json() as { id: string; url: string } };
}
