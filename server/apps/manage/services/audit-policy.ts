import type { AppRepositoriesIn, AuditPolicyPort, Repositories } from '../../../kernel';
import type { ManageOwnRepositories } from '../repositories/repositories';

/** Manage's side of the audit policy port: the interval the admin set in Manage Configure. */
export const manageAuditPolicy = (repositoriesIn: AppRepositoriesIn<ManageOwnRepositories>): AuditPolicyPort => ({
  async intervalMonths(callers: Repositories, organisationId: string) {
    return (await repositoriesIn(callers).own.configure.settings(organisationId)).auditIntervalMonths;
  },
});
