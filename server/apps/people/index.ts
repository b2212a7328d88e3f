import { defineServerApp } from '../../kernel';
import { peopleRepositoriesOf } from './repositories/repositories';
import { mountPeopleRoutes } from './routes/mount-routes';
import { peopleDirectory } from './services/directory-port';
import { DirectoryService } from './services/directory-service';

/** The people apps on the server: the organisation's directory (Users), and the people directory port it provides. */
export const peopleServer = defineServerApp({
  id: 'people',
  uses: ['places'],
  repositories: peopleRepositoriesOf,
  services: (deps) => ({ directory: new DirectoryService(deps) }),
  mount: mountPeopleRoutes,
  provides: (repositoriesIn, _deps, uses) => ({ peopleDirectory: peopleDirectory(repositoriesIn, () => uses().places) }),
});
