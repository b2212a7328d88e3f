import { deletable, type ConfigUse } from '../../../../src/apps/manage/domain/config-rules';
import { decided, notFound, ruleRefused, staleVersion, violatedConstraint, type StaffPrincipal } from '../../../kernel';
import type { ConfigInsert, ConfigTableName } from '../repositories/configure-repository';
import type { ManageRepositories } from '../repositories/repositories';
import type { ManageDeps } from './service-deps';
import { fieldConflict, manageAudit } from './support';

type Check = (repos: ManageRepositories) => Promise<void>;

/** A record of the configuration as its audit entries name it: the table, and the words for answers ("status label"). */
export interface ConfigKind<Name extends ConfigTableName> {
  readonly table: Name;
  readonly what: string;
}

/** A repeated name (any unique index of a configuration table is on its name) as the form's field error. */
function duplicateName(what: string) {
  return (error: unknown): never => {
    const constraint = violatedConstraint(error, '23505');
    if (constraint !== null) throw fieldConflict('body.name', `another ${what} has this name`);
    throw error;
  };
}

/**
 * The writes every configuration record shares: in one transaction with its audit entry, checked against the version the
 * admin read, refused while anything uses it (the domain's `deletable`), a repeated name answered at the name field.
 */
export class ConfigWrites {
  constructor(private readonly deps: Pick<ManageDeps, 'store' | 'now'>) {}

  async create<Name extends ConfigTableName>(principal: StaffPrincipal, kind: ConfigKind<Name>, values: ConfigInsert<Name>, check?: Check): Promise<string> {
    const { organisationId } = principal;
    return this.deps.store
      .transaction(async (repos) => {
        await check?.(repos);
        const id = await repos.own.configure.insert(kind.table, organisationId, values);
        await repos.audit.append(manageAudit(principal, { action: `config.${kind.table}.created`, entityType: kind.table, entityId: id, after: values }));
        return id;
      })
      .catch(duplicateName(kind.what));
  }

  async update<Name extends ConfigTableName>(
    principal: StaffPrincipal,
    kind: ConfigKind<Name>,
    id: string,
    version: number,
    values: Partial<ConfigInsert<Name>>,
    then?: Check,
  ): Promise<void> {
    const key = { organisationId: principal.organisationId, id, version };
    await this.deps.store
      .transaction(async (repos) => {
        if ((await repos.own.configure.update(kind.table, key, values, this.deps.now())) === undefined) throw staleVersion();
        await then?.(repos);
        await repos.audit.append(manageAudit(principal, { action: `config.${kind.table}.updated`, entityType: kind.table, entityId: id, after: values }));
      })
      .catch(duplicateName(kind.what));
  }

  /** `use` is what still names the record now (undefined: no such record). */
  async remove(principal: StaffPrincipal, kind: ConfigKind<ConfigTableName>, id: string, version: number, use: ConfigUse | undefined): Promise<void> {
    if (use === undefined) throw notFound(kind.what);
    decided(deletable(kind.what, use));
    const key = { organisationId: principal.organisationId, id, version };
    await this.deps.store
      .transaction(async (repos) => {
        if (!(await repos.own.configure.remove(kind.table, key))) throw staleVersion();
        await repos.audit.append(manageAudit(principal, { action: `config.${kind.table}.deleted`, entityType: kind.table, entityId: id }));
      })
      .catch((error: unknown) => {
        // Something came to use it between the count and the delete: the foreign key refuses, as the count would have.
        if (violatedConstraint(error, '23503') !== null) throw ruleRefused(`Something now uses this ${kind.what}; reload and try again.`, 'in-use');
        throw error;
      });
  }
}
