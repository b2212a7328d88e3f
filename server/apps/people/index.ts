import { defineServerApp } from '../../kernel';
import { peopleRepositoriesOf } from './repositories/repositories';
import { mountPeopleRoutes } from './routes/mount-routes';
import { seedDirectoryDemo } from './seed/directory-seed';
import { peopleDirectory } from './services/directory-port';
import { DirectoryService } from './services/directory-service';
import { BudgetService } from './services/budget-service';
import { TeamService } from './services/team-service';
import { mountScimRoutes } from './scim/scim-routes';
import { ScimGroupService } from './scim/scim-group-service';
import { ScimUserService } from './scim/scim-user-service';
import { DirectoryTeamService } from './services/directory-team-service';
import { INVITATION_MAIL_JOB } from './services/invitation-service';
import { KIT_ORDER_JOB } from './services/kit-order-job';
import { onboardingServicesOf } from './services/onboarding-services';

/** The people apps on the server: the organisation's directory (Users) and the port it provides; invitations and Onboard. */
export const peopleServer = defineServerApp({
  id: 'people',
  uses: ['places', 'offboarding', 'peopleDirectory', 'employeeCredits', 'spendingRule', 'assetLifecycle', 'deviceKits', 'businessCalendars', 'webhookEvents'],
  repositories: peopleRepositoriesOf,
  services: (deps) => {
    const directory = new DirectoryService(deps);
    const teams = new DirectoryTeamService(deps);
    return {
      directory,
      teams,
      team: new TeamService(deps),
      budgets: new BudgetService(deps),
      scimUsers: new ScimUserService(deps, directory),
      scimGroups: new ScimGroupService(deps, teams),
      publicUrl: deps.config.publicUrl,
      ...onboardingServicesOf(deps),
    };
  },
  mount: (api, guards, services) => {
    mountPeopleRoutes(api, guards, services);
    mountScimRoutes(api, guards, { users: services.scimUsers, groups: services.scimGroups }, services.publicUrl);
  },
  jobs: (services) => ({
    [INVITATION_MAIL_JOB]: (payload: unknown) => services.invitations.deliver(payload),
    [KIT_ORDER_JOB]: (payload: unknown) => services.kitOrders.run(payload),
  }),
  seedDemo: (repos, organisationId, people, ports) => seedDirectoryDemo(repos, organisationId, people, ports.places),
  provides: (repositoriesIn, _deps, uses) => ({ peopleDirectory: peopleDirectory(repositoriesIn, () => uses().places) }),
});
