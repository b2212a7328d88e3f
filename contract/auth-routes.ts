import {
  CreateLoginLinkRequest,
  LoginLinkAnswer,
  OAuthCallbackRequest,
  OAuthProviderParams,
  OAuthProvidersAnswer,
  OAuthStartQuery,
  RedeemLoginLinkRequest,
  SessionAnswer,
  SignInAnswer,
  SignInRequest,
  SignUpRequest,
} from './auth';
import { ADMIN_ROLES } from './common';
import { defineRoute, empty, json, redirect } from './descriptor';

const tag = 'Sign-in';

export const signIn = defineRoute({
  id: 'signIn',
  method: 'POST',
  path: '/auth/sign-in',
  summary: 'Sign in with email and password',
  tag,
  audience: 'public',
  request: { body: SignInRequest },
  success: json(SignInAnswer),
  problems: [401, 429],
});

export const signUp = defineRoute({
  id: 'signUp',
  method: 'POST',
  path: '/auth/sign-up',
  summary: 'Create an organisation and its owner, signed in',
  tag,
  audience: 'public',
  request: { body: SignUpRequest },
  success: json(SignInAnswer, 201),
  problems: [403, 409, 429],
});

export const signOut = defineRoute({
  id: 'signOut',
  method: 'POST',
  path: '/auth/sign-out',
  summary: 'Revoke the calling session',
  tag,
  success: empty,
});

export const getSession = defineRoute({
  id: 'getSession',
  method: 'GET',
  path: '/auth/session',
  summary: 'Who the caller is, the apps they may open and whether someone acts on their behalf',
  tag,
  success: json(SessionAnswer),
});

export const createLoginLink = defineRoute({
  id: 'createLoginLink',
  method: 'POST',
  path: '/auth/login-links',
  summary: 'Issue a single-use sign-in link for a member, optionally to act as them',
  tag,
  roles: ADMIN_ROLES,
  request: { body: CreateLoginLinkRequest },
  success: json(LoginLinkAnswer, 201),
  problems: [403, 404],
});

export const redeemLoginLink = defineRoute({
  id: 'redeemLoginLink',
  method: 'POST',
  path: '/auth/login-links/redeem',
  summary: 'Trade the segments of a login link for a session',
  tag,
  audience: 'public',
  request: { body: RedeemLoginLinkRequest },
  success: json(SignInAnswer),
  problems: [410, 429],
});

export const endImpersonation = defineRoute({
  id: 'endImpersonation',
  method: 'POST',
  path: '/auth/impersonation/end',
  summary: 'End acting as someone else: the impersonation session is revoked',
  tag,
  success: empty,
  problems: [409],
});

export const listOAuthProviders = defineRoute({
  id: 'listOAuthProviders',
  method: 'GET',
  path: '/auth/oauth/providers',
  summary: 'The identity providers one can sign in with',
  tag,
  audience: 'public',
  success: json(OAuthProvidersAnswer),
});

export const startOAuth = defineRoute({
  id: 'startOAuth',
  method: 'GET',
  path: '/auth/oauth/:provider/start',
  summary: "Send the popup to the provider's sign-in page; it comes back to /oauth-popup with code and state",
  tag,
  audience: 'public',
  request: { params: OAuthProviderParams, query: OAuthStartQuery },
  success: redirect,
  problems: [404, 502],
});

export const completeOAuth = defineRoute({
  id: 'completeOAuth',
  method: 'POST',
  path: '/auth/oauth/:provider/callback',
  summary: "Trade the provider's code for a session",
  tag,
  audience: 'public',
  request: { params: OAuthProviderParams, body: OAuthCallbackRequest },
  success: json(SignInAnswer),
  problems: [401, 404],
});

export const authRoutes = [
  signIn,
  signUp,
  signOut,
  getSession,
  createLoginLink,
  redeemLoginLink,
  endImpersonation,
  listOAuthProviders,
  startOAuth,
  completeOAuth,
] as const;
