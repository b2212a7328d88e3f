import { defineServerApp } from '../../kernel';
import { mountPeopleRoutes } from './routes/mount-routes';
import { DirectoryService } from './services/directory-service';
import { peopleRepositoriesOf } from './repositories/repositories';
import { BudgetService } from './services/budget-service';
import { TeamService } from './services/team-service';

/** The people apps on the server: the organisation's directory, which Users reads; Team Manager and Onboard come later. */
export const peopleServer = defineServerApp({
  id: 'people',
  uses: ['peopleDirectory', 'employeeCredits', 'spendingRule', 'assetLifecycle', 'places'],
  repositories: peopleRepositoriesOf,
  services: (deps) => ({ directory: new DirectoryService(deps), team: new TeamService(deps), budgets: new BudgetService(deps) }),
  mount: mountPeopleRoutes,
});
