import { defineServerApp } from '../../kernel';
import { peopleRepositoriesOf } from './repositories/repositories';
import { mountPeopleRoutes } from './routes/mount-routes';
import { seedDirectoryDemo } from './seed/directory-seed';
import { peopleDirectory } from './services/directory-port';
import { DirectoryService } from './services/directory-service';

/** The people apps on the server: the organisation's directory (Users), and the people directory port it provides. */
export const peopleServer = defineServerApp({
  id: 'people',
  uses: ['places', 'offboarding'],
  repositories: peopleRepositoriesOf,
  services: (deps) => ({ directory: new DirectoryService(deps) }),
  mount: mountPeopleRoutes,
  seedDemo: (repos, organisationId, people, ports) => seedDirectoryDemo(repos, organisationId, people, ports.places),
  provides: (repositoriesIn, _deps, uses) => ({ peopleDirectory: peopleDirectory(repositoriesIn, () => uses().places) }),
});
