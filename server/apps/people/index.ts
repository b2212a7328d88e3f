import { defineServerApp } from '../../kernel';
import { peopleRepositoriesOf } from './repositories/repositories';
import { mountPeopleRoutes } from './routes/mount-routes';
import { seedDirectoryDemo } from './seed/directory-seed';
import { peopleDirectory } from './services/directory-port';
import { DirectoryService } from './services/directory-service';
import { BudgetService } from './services/budget-service';
import { TeamService } from './services/team-service';

/** The people apps on the server: the organisation's directory (Users), and the people directory port it provides. */
export const peopleServer = defineServerApp({
  id: 'people',
  uses: ['places', 'offboarding', 'peopleDirectory', 'employeeCredits', 'spendingRule', 'assetLifecycle'],
  repositories: peopleRepositoriesOf,
  services: (deps) => ({ directory: new DirectoryService(deps), team: new TeamService(deps), budgets: new BudgetService(deps) }),
  mount: mountPeopleRoutes,
  seedDemo: (repos, organisationId, people, ports) => seedDirectoryDemo(repos, organisationId, people, ports.places),
  provides: (repositoriesIn, _deps, uses) => ({ peopleDirectory: peopleDirectory(repositoriesIn, () => uses().places) }),
});
