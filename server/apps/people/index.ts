import { defineServerApp } from '../../kernel';
import { peopleRepositoriesOf } from './repositories/repositories';
import { mountPeopleRoutes } from './routes/mount-routes';
import { peopleDirectory } from './services/directory-port';
import { DirectoryService } from './services/directory-service';
import { BudgetService } from './services/budget-service';
import { TeamService } from './services/team-service';

/** The people apps on the server: the organisation's directory (Users), and the people directory port it provides. */
export const peopleServer = defineServerApp({
  id: 'people',
  uses: ['peopleDirectory', 'employeeCredits', 'spendingRule', 'assetLifecycle', 'places'],
  repositories: peopleRepositoriesOf,
  services: (deps) => ({ directory: new DirectoryService(deps), team: new TeamService(deps), budgets: new BudgetService(deps) }),
  mount: mountPeopleRoutes,
  provides: (repositoriesIn, _deps, uses) => ({ peopleDirectory: peopleDirectory(repositoriesIn, () => uses().places) }),
});
