import { DEMO } from '../../server/seed/demo-seed';
import { hashPassword } from '../../server/security/passwords';
import { addMember, provisionOrganisation } from '../../server/services/provisioning';
import type { Role } from '../../contract/common';
import type { Answer, TestServer } from './harness';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface ApiClient {
  readonly token: string;
  readonly userId: string;
  call<T = Record<string, unknown>>(method: Method, path: string, body?: unknown): Promise<Answer<T>>;
}

/** Signs someone in and calls `/api/v1<path>` with their token. */
export async function signedIn(server: TestServer, email: string): Promise<ApiClient> {
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
