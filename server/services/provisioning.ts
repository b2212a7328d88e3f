import { appCatalogue } from '../../contract/catalogue';
import { defaultRoleApps, installedByDefault } from '../../contract/app-access';
import type { Role } from '../../contract/common';
import type { Repositories } from '../repositories';
import type { UserRow } from '../repositories/user-repository';

const DEFAULT_SETTINGS = { language: 'en', theme: 'system' } as const;

export interface NewMember {
  readonly email: string;
  readonly name: string;
  readonly role: Role;
  readonly passwordHash: string | null;
}

/** A person and their own settings, which start as the organisation's defaults. */
export async function addMember(repos: Repositories, organisationId: string, member: NewMember): Promise<UserRow> {
  const [user] = await addMembers(repos, organisationId, [member]);
  return user!;
}

/** People and their own settings, in a few statements however many (the demo seed adds its staff so). */
export async function addMembers(repos: Repositories, organisationId: string, members: readonly NewMember[]): Promise<UserRow[]> {
  const users = await repos.users.createMany(members.map((member) => ({ organisationId, ...member })));
  const defaults = await repos.settings.find(organisationId, null);
  await repos.settings.createMany(
    organisationId,
    users.map((user) => user.id),
    { language: defaults?.language ?? DEFAULT_SETTINGS.language, theme: defaults?.theme ?? DEFAULT_SETTINGS.theme },
  );
  return users;
}

/**
 * A new organisation with its defaults, its default apps and role grants, and its founder (the owner, when someone
 * signs up). Run inside a transaction.
 */
export async function provisionOrganisation(repos: Repositories, name: string, founder: NewMember) {
  const organisation = await repos.organisations.create(name);
  await repos.settings.create(organisation.id, null, DEFAULT_SETTINGS);
  const user = await addMember(repos, organisation.id, founder);
  await repos.apps.install(organisation.id, appCatalogue.filter(installedByDefault).map((entry) => entry.slug), user.id);
  for (const [role, slugs] of Object.entries(defaultRoleApps)) await repos.apps.grant(organisation.id, role as Role, slugs);
  return { organisation, founder: user };
}
