import type { z } from 'zod';
import type { SettingsAnswer, UpdateSettingsRequest } from '../../contract/account';
import { isAdminRole } from '../../contract/common';
import type { DateRegion } from '../../src/domain/formatting/date-regions';
import { FileLinks } from '../files/file-links';
import type { StaffPrincipal } from '../principal';
import { forbidden, notFound, staleVersion } from '../problems';
import type { Repositories } from '../repositories';
import { auditBy } from './audit';
import type { ServiceDeps } from './service-deps';

type Answer = z.output<typeof SettingsAnswer>;

async function settingsOf(repos: Repositories, principal: StaffPrincipal, links: FileLinks): Promise<Answer> {
  const personal = await repos.settings.find(principal.organisationId, principal.userId);
  const defaults = await repos.settings.find(principal.organisationId, null);
  const organisation = await repos.organisations.find(principal.organisationId);
  if (!personal || !defaults || !organisation) throw notFound('settings');
  return {
    personal: { language: personal.language, theme: personal.theme, version: personal.version },
    organisation: {
      name: organisation.name,
      language: defaults.language,
      theme: defaults.theme,
      version: defaults.version,
      branding: { logoUrl: organisation.logoKey === null ? null : links.linkOf(organisation.id, organisation.logoKey), colour: organisation.brandColour },
      dateRegion: organisation.dateRegion as DateRegion | null,
    },
  };
}

export class SettingsService {
  private readonly links: FileLinks;

  constructor(private readonly deps: Pick<ServiceDeps, 'store' | 'now' | 'config' | 'keys'>) {
    this.links = new FileLinks(deps);
  }

  get(principal: StaffPrincipal): Promise<Answer> {
    return settingsOf(this.deps.store.repos, principal, this.links);
  }

  /** Both parts change together or not at all; either stale version answers 412. */
  async update(principal: StaffPrincipal, request: z.output<typeof UpdateSettingsRequest>): Promise<Answer> {
    const { organisation, personal } = request;
    if (organisation && !isAdminRole(principal.role)) throw forbidden('Only admins change the organisation’s settings.');
    const now = this.deps.now();
    return this.deps.store.transaction(async (repos) => {
      const before = await settingsOf(repos, principal, this.links);
      if (personal) {
        const { version, ...values } = personal;
        if (!(await repos.settings.update(principal.organisationId, principal.userId, values, version, now))) throw staleVersion();
      }
      if (organisation) {
        const { version, name, ...values } = organisation;
        if (!(await repos.settings.update(principal.organisationId, null, values, version, now))) throw staleVersion();
        if (name !== undefined) await repos.organisations.rename(principal.organisationId, name);
      }
      const after = await settingsOf(repos, principal, this.links);
      await repos.audit.append(auditBy(principal, { action: 'settings.updated', entityType: 'settings', before, after }));
      return after;
    });
  }
}
