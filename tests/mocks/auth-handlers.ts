import type { HttpHandler } from 'msw';
import { LOGIN_LINK_IMPERSONATION_TYPE } from '../../contract/auth';
import { isAdminRole } from '../../contract/common';
import { ProblemTypes } from '../../contract/problem';
import * as routes from '../../contract/auth-routes';
import { MockProblem, mockNotFound, mockRouter, originOf } from './mock-route';
import { MOCK_DEMO, newToken, type MockState } from './mock-state';

const LINK_TTL_MINUTES_MAX = 24 * 60;

/** Sign-in, sign-up, sessions, login links and the test identity provider, in memory. No rate limits here. */
export function authHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const invalidCredentials = () => new MockProblem(401, ProblemTypes.invalidCredentials, 'Wrong address or password');

  return [
    route(routes.signIn, ({ body }) => {
      const user = state.userByEmail(body.email);
      if (!user || user.password !== body.password) throw invalidCredentials();
      if (user.deactivatedAt) throw new MockProblem(403, ProblemTypes.forbidden, 'Not allowed');
      state.record(user, { impersonatorUserId: null }, { action: 'auth.signed-in', entityType: 'session' });
      return state.openSession(user, 'password');
    }),
    route(routes.signUp, ({ body }) => {
      if (state.userByEmail(body.email)) {
        throw new MockProblem(409, ProblemTypes.conflict, 'The address is taken', [
          { path: 'body.email', message: 'an account uses this address already' },
        ]);
      }
      const organisation = state.addOrganisation(body.organisationName, { ...body, role: 'owner' });
      const owner = state.userByEmail(body.email)!;
      state.record(owner, { impersonatorUserId: null }, { action: 'organisation.created', entityType: 'organisation', entityId: organisation.id });
      return state.openSession(owner, 'sign-up');
    }),
    route(routes.signOut, ({ caller }) => {
      caller.session.revoked = true;
    }),
    route(routes.getSession, ({ caller }) => state.sessionAnswer(caller.user, caller.session)),
    route(routes.createLoginLink, ({ caller, body }) => {
      const user = state.user(caller.user.organisationId, body.userId);
      if (!user) throw mockNotFound('person');
      if (caller.session.impersonatorUserId || (body.impersonate && user.id === caller.user.id)) {
        throw new MockProblem(403, ProblemTypes.forbidden, 'Not allowed');
      }
      const hash = newToken();
      const expiresAt = new Date(Date.now() + Math.min(body.ttlMinutes, LINK_TTL_MINUTES_MAX) * 60_000).toISOString();
      const impersonatorUserId = body.impersonate ? caller.user.id : null;
      state.loginLinks.push({ hash, userId: user.id, impersonatorUserId, expiresAt, used: false });
      state.record(caller.user, caller.session, { action: 'login-link.created', entityType: 'login-link' });
      const path = ['/login-user', user.id, hash, ...(impersonatorUserId ? [LOGIN_LINK_IMPERSONATION_TYPE, impersonatorUserId] : [])].join('/');
      return { url: `${originOf(baseUrl)}${path}`, path, expiresAt, impersonation: body.impersonate };
    }),
    route(routes.redeemLoginLink, ({ body }) => {
      const link = state.loginLinks.find((candidate) => candidate.hash === body.hash && candidate.userId === body.emailid);
      const asIssued =
        link &&
        (link.impersonatorUserId === null
          ? body.type === undefined && body.adminId === undefined
          : body.type === LOGIN_LINK_IMPERSONATION_TYPE && body.adminId === link.impersonatorUserId);
      const user = link && state.users.find((candidate) => candidate.id === link.userId);
      if (!link || !asIssued || !user) throw new MockProblem(400, ProblemTypes.loginLinkInvalid, 'This sign-in link is not valid');
      if (link.used) throw new MockProblem(410, ProblemTypes.loginLinkUsed, 'This sign-in link was used already');
      if (link.expiresAt <= new Date().toISOString()) throw new MockProblem(410, ProblemTypes.loginLinkExpired, 'This sign-in link has expired');
      const admin = state.user(user.organisationId, link.impersonatorUserId);
      if (link.impersonatorUserId && (!admin || !isAdminRole(admin.role))) {
        throw new MockProblem(400, ProblemTypes.loginLinkInvalid, 'This sign-in link is not valid');
      }
      link.used = true;
      state.record(user, link, { action: link.impersonatorUserId ? 'impersonation.started' : 'auth.signed-in', entityType: 'session' });
      return state.openSession(user, 'login-link', link.impersonatorUserId);
    }),
    route(routes.endImpersonation, ({ caller }) => {
      if (!caller.session.impersonatorUserId) throw new MockProblem(409, ProblemTypes.conflict, 'This session is not an impersonation');
      caller.session.revoked = true;
      state.record(caller.user, caller.session, { action: 'impersonation.ended', entityType: 'session', entityId: caller.session.id });
    }),
    route(routes.listOAuthProviders, () => ({ items: [{ id: 'test', name: 'Test identity provider' }] })),
    // The mock provider agrees at once: the popup comes straight back with a code naming the hinted address.
    route(routes.startOAuth, ({ params, query }) => {
      if (params.provider !== 'test') throw mockNotFound('identity provider');
      const started = newToken();
      state.oauthStates.set(started, query.loginHint ?? MOCK_DEMO.admin.email);
      return { location: `${originOf(baseUrl)}/oauth-popup?code=mock-${started}&state=${started}` };
    }),
    route(routes.completeOAuth, ({ params, body }) => {
      if (params.provider !== 'test') throw mockNotFound('identity provider');
      const email = state.oauthStates.get(body.state);
      state.oauthStates.delete(body.state);
      if (!email || body.code !== `mock-${body.state}`) throw new MockProblem(400, ProblemTypes.oauthFailed, 'Sign-in with the provider failed');
      const user = state.userByEmail(email);
      if (!user) throw new MockProblem(401, ProblemTypes.oauthFailed, 'Sign-in with the provider failed');
      return state.openSession(user, 'oauth');
    }),
  ];
}
