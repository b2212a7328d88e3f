import { LOGGER, type LoggerPort } from '../../application/ports/logger-port';
import type { StartupModule } from '../../application/ports/startup-module';
import { STORAGE, type StoragePort } from '../../application/ports/storage-port';
import { StorageKeys } from '../../domain/session/storage-keys';

/**
 * Reads the stored session. Without a token it does nothing more: on a protected path the navigation guard
 * sends the person to Login, and a 401 from the server ends a stored session through the API client.
 */
const authentication: StartupModule = {
  name: 'authentication',
  run({ container }) {
    const signedIn = Boolean(container.get<StoragePort>(STORAGE).get(StorageKeys.loginToken));
    container.get<LoggerPort>(LOGGER).debug(`Startup: ${signedIn ? 'a session is stored' : 'no stored session'}`);
  },
};

export default authentication;
