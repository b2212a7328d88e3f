import { LOGGER, type LoggerPort } from '../../application/ports/logger-port';
import { REALTIME } from '../../application/ports/realtime-port';
import type { StartupModule } from '../../application/ports/startup-module';
import { STORAGE, type StoragePort } from '../../application/ports/storage-port';
import { StorageKeys } from '../../domain/session/storage-keys';
import { SocketIoRealtime } from '../realtime/socket-io-realtime';

/** Connects only for someone signed in, and never waits for the connection: the app mounts regardless. */
const realtime: StartupModule = {
  name: 'realtime',
  run({ container }) {
    const connection = new SocketIoRealtime(container.get<LoggerPort>(LOGGER));
    container.set(REALTIME, connection);
    const token = container.get<StoragePort>(STORAGE).get(StorageKeys.loginToken);
    if (token) connection.connect(token);
  },
};

export default realtime;
