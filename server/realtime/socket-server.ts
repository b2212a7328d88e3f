import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { isAdminRole } from '../../contract/common';
import type { RealtimePort } from '../ports/realtime-port';
import type { StaffPrincipal } from '../principal';
import type { Authentication } from '../services/authentication';

const organisationRoom = (organisationId: string) => `organisation:${organisationId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
const personRoom = (userId: string) => `person:${userId}`;
const adminsRoom = (organisationId: string) => `admins:${organisationId}`;

export interface SocketServer extends RealtimePort {
  readonly io: Server;
  close(): Promise<void>;
}

/**
 * socket.io on the API's own port. A socket authenticates with its token in the handshake's `auth.token` and joins
 * its organisation's room; with Redis, events reach the sockets of every instance.
 */
export function createSocketServer(
  httpServer: HttpServer,
  authentication: Authentication,
  redis: { pub: Redis; sub: Redis } | null,
): SocketServer {
  const io = new Server(httpServer, { path: '/socket.io', serveClient: false });
  if (redis) io.adapter(createAdapter(redis.pub, redis.sub));
  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    const principal = typeof token === 'string' ? await authentication.staff(token).catch(() => null) : null;
    if (!principal) return next(new Error('unauthenticated'));
    socket.data.principal = principal satisfies StaffPrincipal;
    // The role as it was on connecting. Events name only what changed; what it now holds is fetched, and checked, anew.
    const admins = isAdminRole(principal.role) ? [adminsRoom(principal.organisationId)] : [];
    await socket.join([organisationRoom(principal.organisationId), sessionRoom(principal.sessionId), personRoom(principal.userId), ...admins]);
    next();
  });
  return {
    io,
    toOrganisation: (organisationId, event, payload) => void io.to(organisationRoom(organisationId)).emit(event, payload),
    toPerson: (userId, event, payload) => void io.to(personRoom(userId)).emit(event, payload),
    toPersonAndAdmins: (organisationId, userId, event, payload) => void io.to([personRoom(userId), adminsRoom(organisationId)]).emit(event, payload),
    endSession: (sessionId) => io.in(sessionRoom(sessionId)).disconnectSockets(true),
    close: async () => {
      io.local.disconnectSockets(true);
      io.engine.close();
    },
  };
}
