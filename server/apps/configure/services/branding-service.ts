import type { z } from 'zod';
import type { UploadedFile } from '../../../../contract/descriptor';
import type { BrandingAnswer } from '../../../../contract/apps/configure/configure-schemas';
import { ProblemTypes } from '../../../../contract/problem';
import { brandColourProblem, MIN_CONTRAST, normalisedHex } from '../../../../src/domain/branding/brand-colour';
import { LOGO_MAX_BYTES, logoProblem } from '../../../../src/apps/configure/domain/logo-rules';
import { ApiProblem, FileLinks, newFileKey, notFound, staleVersion, type Repositories, type StaffPrincipal } from '../../../kernel';
import { organisationChange } from './configure-audit';
import type { ConfigureDeps } from './service-deps';

type Answer = z.output<typeof BrandingAnswer>;

/** A 400 at one field, with the code and values the screen words the reason by. */
const refusedField = (path: string, message: string, code: string, params: Record<string, number> = {}) =>
  new ApiProblem(400, ProblemTypes.validation, 'The request is not valid', message, [{ path, message, code, params }]);

const LOGO_REFUSALS = {
  'too-large': `The logo is larger than ${LOGO_MAX_BYTES / 1024} KB; export it smaller.`,
  'not-svg': 'The file is not an SVG image.',
  'unsafe-svg': 'The SVG carries scripts, event handlers or links to other addresses; export it as plain shapes, or as PNG.',
} as const;

/**
 * The organisation's logo and brand colour, kept on the kernel's organisation (the shell shows them to everyone in
 * it through the settings answer). Each change is audited and announced, so open pages restyle at once.
 */
export class BrandingService {
  private readonly links: FileLinks;

  constructor(private readonly deps: ConfigureDeps) {
    this.links = new FileLinks(deps);
  }

  private async organisation(repos: Repositories, organisationId: string) {
    const row = await repos.organisations.find(organisationId);
    if (!row) throw notFound('organisation');
    return row;
  }

  async get(principal: StaffPrincipal): Promise<Answer> {
    const { logoKey, brandColour } = await this.organisation(this.deps.store.repos, principal.organisationId);
    const stored = logoKey === null ? null : await this.deps.files.stat(principal.organisationId, logoKey);
    return {
      logoUrl: logoKey === null ? null : this.links.linkOf(principal.organisationId, logoKey),
      logoType: stored?.contentType ?? null,
      colour: brandColour,
    };
  }

  async setColour(principal: StaffPrincipal, input: string | null): Promise<Answer> {
    const problem = input === null ? null : brandColourProblem(input);
    if (problem?.code === 'invalid-colour') throw refusedField('body.colour', 'Give a colour as #rrggbb, e.g. #2454d6.', problem.code);
    if (problem?.code === 'low-contrast') {
      throw refusedField('body.colour', `White text on this colour reaches ${problem.ratio}:1; buttons need at least ${MIN_CONTRAST}:1. Choose a darker shade.`, problem.code, {
        ratio: problem.ratio,
        minimum: MIN_CONTRAST,
      });
    }
    const colour = input === null ? null : normalisedHex(input);
    await this.change(principal, 'organisation.colour-changed', { brandColour: colour });
    return this.get(principal);
  }

  async uploadLogo(principal: StaffPrincipal, file: UploadedFile): Promise<Answer> {
    const problem = logoProblem(file.bytes, file.contentType);
    if (problem) throw refusedField('body', LOGO_REFUSALS[problem], problem, problem === 'too-large' ? { maximum: LOGO_MAX_BYTES } : {});
    const { organisationId } = principal;
    const key = newFileKey('configure/logo', file.contentType);
    await this.deps.files.put(organisationId, key, file.bytes, file.contentType);
    const before = await this.change(principal, 'organisation.logo-changed', { logoKey: key }).catch(async (error: unknown) => {
      await this.deps.files.delete(organisationId, key);
      throw error;
    });
    if (before.logoKey) await this.deps.files.delete(organisationId, before.logoKey);
    return this.get(principal);
  }

  async removeLogo(principal: StaffPrincipal): Promise<Answer> {
    const before = await this.change(principal, 'organisation.logo-removed', { logoKey: null });
    if (before.logoKey) await this.deps.files.delete(principal.organisationId, before.logoKey);
    return this.get(principal);
  }

  /** Changes the organisation's look against the version it was read at, audits it and tells every open page. */
  private async change(principal: StaffPrincipal, action: string, values: { logoKey?: string | null; brandColour?: string | null }) {
    const before = await this.deps.store.transaction(async (repos) => {
      const row = await this.organisation(repos, principal.organisationId);
      const current = { logoKey: row.logoKey, brandColour: row.brandColour };
      if (!(await repos.organisations.updateProfile(row.id, row.version, values))) throw staleVersion();
      await repos.audit.append(organisationChange(principal, action, current, values));
      return current;
    });
    this.deps.realtime.toOrganisation(principal.organisationId, 'organisation.changed', {});
    return before;
  }
}
