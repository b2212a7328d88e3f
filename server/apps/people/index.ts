import { defineServerApp } from '../../kernel';
import { peopleRepositoriesOf } from './repositories/repositories';
import { mountPeopleRoutes } from './routes/mount-routes';
import { peopleDirectory } from './services/directory-port';
import { DirectoryService } from './services/directory-service';
import { INVITATION_MAIL_JOB } from './services/invitation-service';
import { KIT_ORDER_JOB } from './services/kit-order-job';
import { onboardingServicesOf } from './services/onboarding-services';

/** The people apps on the server: the organisation's directory (Users) and the port it provides; invitations and Onboard. */
export const peopleServer = defineServerApp({
  id: 'people',
  uses: ['places', 'peopleDirectory', 'deviceKits', 'businessCalendars'],
  repositories: peopleRepositoriesOf,
  services: (deps) => ({ directory: new DirectoryService(deps), ...onboardingServicesOf(deps) }),
  mount: mountPeopleRoutes,
  jobs: (services) => ({
    [INVITATION_MAIL_JOB]: (payload: unknown) => services.invitations.deliver(payload),
    [KIT_ORDER_JOB]: (payload: unknown) => services.kitOrders.run(payload),
  }),
  provides: (repositoriesIn, _deps, uses) => ({ peopleDirectory: peopleDirectory(repositoriesIn, () => uses().places) }),
});
