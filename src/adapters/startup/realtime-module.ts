import { LOGGER, type LoggerPort } from '../../application/ports/logger-port';
import { REALTIME } from '../../application/ports/realtime-port';
import type { StartupModule } from '../../application/ports/startup-module';
import { SESSION_STORE, type SessionStore } from '../../application/session/session-store';
import { SocketIoRealtime } from '../realtime/socket-io-realtime';

/**
 * Connects only for someone signed in, follows sign-in and sign-out, and never waits for the connection:
 * the app mounts regardless.
 */
const realtime: StartupModule = {
  name: 'realtime',
  run({ container }) {
    const connection = new SocketIoRealtime(container.get<LoggerPort>(LOGGER));
    container.set(REALTIME, connection);
    const session = container.get<SessionStore>(SESSION_STORE);
    let token = session.loginToken();
    if (token) connection.connect(token);
    session.subscribe(() => {
      const next = session.loginToken();
      if (next === token) return;
      token = next;
      if (next) connection.connect(next);
      else connection.disconnect();
    });
  },
};

export default realtime;
