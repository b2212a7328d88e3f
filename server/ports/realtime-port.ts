/** What services tell connected browsers; the socket.io server implements it. */
export interface RealtimePort {
  toOrganisation(organisationId: string, event: string, payload: unknown): void;
  /** To every browser one person is signed in with, and no one else: their own cart, say. */
  toPerson(userId: string, event: string, payload: unknown): void;
  /** To one person's browsers and their organisation's admins' and owners', each once: a person's wallet, say. */
  toPersonAndAdmins(organisationId: string, userId: string, event: string, payload: unknown): void;
  /** Disconnects the sockets of a revoked session. */
  endSession(sessionId: string): void;
}
