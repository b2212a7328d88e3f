import { LoadingTracker, LOADING_TRACKER } from '../../application/feedback/loading-tracker';
import { ToastCenter, TOAST_CENTER } from '../../application/feedback/toast-center';
import { LOGGER, type LoggerPort } from '../../application/ports/logger-port';
import type { StartupModule } from '../../application/ports/startup-module';

/** The app-wide stores the shell reads: the toasts on screen and whether anything is loading. */
const stateStore: StartupModule = {
  name: 'state-store',
  run({ container }) {
    container.set(TOAST_CENTER, new ToastCenter(container.get<LoggerPort>(LOGGER)));
    container.set(LOADING_TRACKER, new LoadingTracker());
  },
};

export default stateStore;
