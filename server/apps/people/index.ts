import { defineServerApp } from '../../kernel';
import { mountPeopleRoutes } from './routes/mount-routes';
import { DirectoryService } from './services/directory-service';

/** The people apps on the server: the organisation's directory, which Users reads; Team Manager and Onboard come later. */
export const peopleServer = defineServerApp({
  id: 'people',
  repositories: () => ({}),
  services: (deps) => ({ directory: new DirectoryService(deps) }),
  mount: mountPeopleRoutes,
});
