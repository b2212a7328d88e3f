import { providedPorts } from '../../../apps';
import type { TestServer } from '../../../../tests/server/harness';
import type { ApiClient } from '../../../../tests/server/callers';
import { serviceDeskServer } from '../index';
import type { ServiceDeskDeps } from '../services/service-deps';
import { createServiceDeskServices } from '../services/services';

export interface Catalogue {
  requestTypes: { id: string; name: string; needsApproval: boolean }[];
  categories: { id: string; name: string; forRequests: boolean; forProblems: boolean }[];
}

/** The demo catalogue by name. */
export async function catalogueOf(client: ApiClient) {
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
export async function reportProblem(client: ApiClient, fields: Record<string, unknown> = {}): Promise<TicketAnswer> {
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
export async function optionsOf(agent: ApiClient) {
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
    store: server.storeOf(serviceDeskServer),
    config: server.config,
    now,
    mail: server.mailbox,
    realtime: server.sockets,
    files: { put: async () => undefined },
    // A ticket opened here tells the webhooks as one opened through the API does (none subscribe in these tests).
    webhookEvents: providedPorts().webhookEvents,
  } as unknown as ServiceDeskDeps;
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
