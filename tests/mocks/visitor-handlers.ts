import type { HttpHandler } from 'msw';
import { ProblemTypes } from '../../contract/problem';
import * as routes from '../../contract/visitor-routes';
import { MockProblem, mockRouter } from './mock-route';
import { newId, newToken, type MockState } from './mock-state';

const CODE_TTL_MS = 10 * 60_000;

/** The mocks cannot keep a secret in the browser, so their demo token is just recognisable. */
export const mockDemoToken = (email: string) => `mock-plg-${btoa(email).replaceAll('=', '')}`;

/** External Resolve Now, request-a-demo and the development mailbox, in memory. */
export function visitorHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const invalidToken = () => new MockProblem(403, ProblemTypes.invalidDemoToken, 'This request-demo link is not valid');

  return [
    route(routes.requestExternalCode, ({ body }) => {
      const code = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(Date.now() + CODE_TTL_MS).toISOString();
      state.externalCodes.unshift({ email: body.email, code, used: false, attempts: 0, expiresAt });
      const text = `Your code is ${code}. It works once and expires in 10 minutes.`;
      state.mailbox.unshift({ to: body.email, subject: 'Your sign-in code for Resolve Now', text, replyTo: null, sentAt: new Date().toISOString() });
      return { email: body.email, expiresAt };
    }),
    route(routes.externalSignIn, ({ body }) => {
      const issued = state.externalCodes.find((c) => c.email === body.email && !c.used && c.expiresAt > new Date().toISOString());
      if (!issued || issued.attempts >= 5 || issued.code !== body.code) {
        if (issued) issued.attempts += 1;
        throw new MockProblem(401, ProblemTypes.invalidCode, 'The code is wrong or has expired');
      }
      issued.used = true;
      const session = { id: newId(), token: newToken(), email: body.email, expiresAt: new Date(Date.now() + 12 * 3600_000).toISOString(), revoked: false };
      state.externalSessions.push(session);
      return { token: session.token, email: session.email, expiresAt: session.expiresAt };
    }),
    route(routes.getExternalSession, ({ caller }) => ({ email: caller.email, expiresAt: caller.expiresAt })),
    route(routes.externalSignOut, ({ caller }) => {
      for (const session of state.externalSessions) if (session.id === caller.sessionId) session.revoked = true;
    }),
    route(routes.checkDemoToken, ({ body }) => {
      if (body.token !== mockDemoToken(body.email)) throw invalidToken();
      return { valid: true as const };
    }),
    route(routes.createDemoRequest, ({ body }) => {
      if (body.token !== mockDemoToken(body.email)) throw invalidToken();
      const saved = { id: newId(), email: body.email, createdAt: new Date().toISOString() };
      state.demoRequests.push(saved);
      return { id: saved.id, createdAt: saved.createdAt };
    }),
    route(routes.readDevMailbox, ({ query }) => ({ items: state.mailbox.filter((mail) => !query.to || mail.to === query.to).map((mail) => ({ ...mail, attachments: [] })) })),
    route(routes.issueDevPlgToken, ({ query }) => {
      const token = mockDemoToken(query.email);
      return { email: query.email, token, path: `/request-demo/${encodeURIComponent(query.email)}/${token}/plg` };
    }),
  ];
}
