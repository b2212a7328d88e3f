import { LOGGER, type LoggerPort } from '../../application/ports/logger-port';
import type { StartupModule } from '../../application/ports/startup-module';
import { STORAGE, type StoragePort } from '../../application/ports/storage-port';
import { UNAUTHORIZED } from '../../application/ports/unauthorized-port';
import { StorageKeys } from '../../domain/session/storage-keys';
import { createUnauthorizedHook } from './unauthorized-hook';

/**
 * Reads the stored session and sets up the hook a 401 pulls. Without a token it does nothing more: on a
 * protected path the navigation guard sends the person to Login.
 */
const authentication: StartupModule = {
  name: 'authentication',
  run({ container }) {
    const signedIn = Boolean(container.get<StoragePort>(STORAGE).get(StorageKeys.loginToken));
    container.get<LoggerPort>(LOGGER).debug(`Startup: ${signedIn ? 'a session is stored' : 'no stored session'}`);
    container.set(UNAUTHORIZED, createUnauthorizedHook());
  },
};

export default authentication;
