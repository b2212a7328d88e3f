import type { z } from 'zod';
import type { AccessAnswer, UpdateAccessRequest } from '../../../../contract/apps/configure/configure-schemas';
import { isAdministrationApp } from '../../../../contract/app-access';
import type { GrantableRole } from '../../../../src/domain/apps/app-declaration';
import { GRID_ROLES } from '../../../../src/apps/configure/domain/role-grid';
import { grantRoleApps, type StaffPrincipal } from '../../../kernel';
import type { ConfigureDeps } from './service-deps';

type Answer = z.output<typeof AccessAnswer>;

/**
 * The apps-and-roles grid over the kernel's allowed-app rule: the kernel keeps the grants and their rules (the
 * administration app stays admins' alone); installing and uninstalling are the app store's routes, which the
 * screen calls as they are.
 */
export class AccessService {
  constructor(private readonly deps: ConfigureDeps) {}

  async grid(principal: StaffPrincipal): Promise<Answer> {
    const { repos } = this.deps.store;
    const [catalogue, installed, grants] = await Promise.all([
      repos.apps.catalogue(),
      repos.apps.installed(principal.organisationId),
      repos.apps.grants(principal.organisationId),
    ]);
    const installedSet = new Set(installed);
    return {
      apps: catalogue.map((app) => ({
        slug: app.slug,
        name: app.name,
        category: app.category,
        installed: installedSet.has(app.slug),
        administration: isAdministrationApp(app.slug),
        roles: GRID_ROLES.filter((role) => grants.some((grant) => grant.appSlug === app.slug && grant.role === role)),
      })),
    };
  }

  async update(principal: StaffPrincipal, body: z.output<typeof UpdateAccessRequest>): Promise<Answer> {
    await grantRoleApps(this.deps, principal, body.grants.map(({ slug, roles }) => ({ slug, roles: roles as GrantableRole[] })));
    return this.grid(principal);
  }
}
