import type { z } from 'zod';
import type { FleetSettingsInput, StatusLabelInput } from '../../../../contract/apps/manage/configure-schemas';
import { labelTypeFitsStatus } from '../../../../src/apps/manage/domain/status-label-rules';
import { decided, notFound, ruleRefused, staleVersion, type StaffPrincipal } from '../../../kernel';
import type { ManageDeps } from './service-deps';
import { ConfigWrites } from './configure-writes';
import { manageAudit } from './support';

const LABEL = { table: 'statusLabels', what: 'status label' } as const;

/** Status labels and the fleet's settings (the audit interval). */
export class ManageLabelService {
  private readonly writes: ConfigWrites;

  constructor(private readonly deps: Pick<ManageDeps, 'store' | 'now'>) {
    this.writes = new ConfigWrites(deps);
  }

  private get repo() {
    return this.deps.store.repos.own.configure;
  }

  async list(principal: StaffPrincipal) {
    const { organisationId } = principal;
    let rows = await this.repo.statusLabels(organisationId);
    if (rows.length === 0) {
      await this.repo.ensureDefaults(organisationId);
      rows = await this.repo.statusLabels(organisationId);
    }
    return { items: rows.map(({ row, assetCount }) => ({ ...row, assetCount })) };
  }

  private async label(principal: StaffPrincipal, id: string) {
    const [found] = await this.repo.statusLabels(principal.organisationId, id);
    if (!found) throw notFound('status label');
    return { ...found.row, assetCount: found.assetCount };
  }

  async create(principal: StaffPrincipal, body: z.output<typeof StatusLabelInput>) {
    return this.label(principal, await this.writes.create(principal, LABEL, body));
  }

  /**
   * A status's own label keeps a type that fits the status; a label assets carry keeps its type, since they were given
   * it for what it allowed (a held asset with a label that now forbids holding it would break the rule).
   */
  async update(principal: StaffPrincipal, id: string, { version, ...values }: Partial<z.output<typeof StatusLabelInput>> & { version: number }) {
    const before = await this.label(principal, id);
    if (values.type !== undefined && values.type !== before.type) {
      decided(labelTypeFitsStatus(before.forStatus, values.type, before.name), 'type');
      if (before.assetCount > 0) {
        throw ruleRefused(`${before.assetCount} assets carry "${before.name}"; its type can change once none do.`, 'label-type-in-use', { count: before.assetCount }, 'type');
      }
    }
    await this.writes.update(principal, LABEL, id, version, values);
    return this.label(principal, id);
  }

  async remove(principal: StaffPrincipal, id: string, version: number) {
    const [found] = await this.repo.statusLabels(principal.organisationId, id);
    if (found?.row.forStatus) {
      throw ruleRefused(`"${found.row.name}" is the label of ${found.row.forStatus} assets; rename it instead.`, 'label-of-status', { status: found.row.forStatus });
    }
    await this.writes.remove(principal, LABEL, id, version, found && { assetCount: found.assetCount });
  }

  async settings(principal: StaffPrincipal) {
    const { auditIntervalMonths, version } = await this.repo.settings(principal.organisationId);
    return { auditIntervalMonths, version };
  }

  async saveSettings(principal: StaffPrincipal, body: z.output<typeof FleetSettingsInput>) {
    const { organisationId } = principal;
    await this.deps.store.transaction(async (repos) => {
      const saved = await repos.own.configure.saveSettings(organisationId, body.version, body.auditIntervalMonths, this.deps.now());
      if (!saved) throw staleVersion();
      const event = { action: 'config.settings.updated', entityType: 'fleet-settings', entityId: organisationId, after: { auditIntervalMonths: body.auditIntervalMonths } };
      await repos.audit.append(manageAudit(principal, event));
    });
    return this.settings(principal);
  }
}
