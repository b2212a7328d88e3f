import { DemoRequestAnswer, DemoRequestBody, DemoTokenCheckAnswer, DemoTokenCheckRequest } from './demo';
import { defineRoute, empty, html, json, redirect } from './descriptor';
import { MailboxAnswer, MailboxQuery, PlgTokenAnswer, PlgTokenQuery, TestProviderQuery } from './dev';
import {
  ExternalCodeAnswer,
  ExternalCodeRequest,
  ExternalSessionAnswer,
  ExternalSignInAnswer,
  ExternalSignInRequest,
} from './external';

export const requestExternalCode = defineRoute({
  id: 'requestExternalCode',
  method: 'POST',
  path: '/external/codes',
  summary: 'Email a one-time sign-in code to someone without an account',
  tag: 'External Resolve Now',
  audience: 'public',
  request: { body: ExternalCodeRequest },
  success: json(ExternalCodeAnswer, 202),
  problems: [429],
});

export const externalSignIn = defineRoute({
  id: 'externalSignIn',
  method: 'POST',
  path: '/external/sign-in',
  summary: 'Trade an emailed code for an external session',
  tag: 'External Resolve Now',
  audience: 'public',
  request: { body: ExternalSignInRequest },
  success: json(ExternalSignInAnswer),
  problems: [401, 429],
});

export const getExternalSession = defineRoute({
  id: 'getExternalSession',
  method: 'GET',
  path: '/external/session',
  summary: 'The address an external session belongs to',
  tag: 'External Resolve Now',
  audience: 'external',
  success: json(ExternalSessionAnswer),
});

export const externalSignOut = defineRoute({
  id: 'externalSignOut',
  method: 'POST',
  path: '/external/sign-out',
  summary: 'Revoke the calling external session',
  tag: 'External Resolve Now',
  audience: 'external',
  success: empty,
});

export const checkDemoToken = defineRoute({
  id: 'checkDemoToken',
  method: 'POST',
  path: '/demo-requests/verify',
  summary: 'Check the token of a request-demo link before showing the form',
  tag: 'Request a demo',
  audience: 'public',
  request: { body: DemoTokenCheckRequest },
  success: json(DemoTokenCheckAnswer),
  problems: [403],
});

export const createDemoRequest = defineRoute({
  id: 'createDemoRequest',
  method: 'POST',
  path: '/demo-requests',
  summary: 'Save a demo request from a valid request-demo link',
  tag: 'Request a demo',
  audience: 'public',
  request: { body: DemoRequestBody },
  success: json(DemoRequestAnswer, 201),
  problems: [403],
});

const devTag = 'Development';

export const readDevMailbox = defineRoute({
  id: 'readDevMailbox',
  method: 'GET',
  path: '/dev/mailbox',
  summary: 'The mail the development mail adapter kept, newest first',
  tag: devTag,
  audience: 'public',
  devOnly: true,
  request: { query: MailboxQuery },
  success: json(MailboxAnswer),
});

export const issueDevPlgToken = defineRoute({
  id: 'issueDevPlgToken',
  method: 'GET',
  path: '/dev/plg-token',
  summary: 'A valid request-demo link for an address',
  tag: devTag,
  audience: 'public',
  devOnly: true,
  request: { query: PlgTokenQuery },
  success: json(PlgTokenAnswer),
});

export const testProviderSignInPage = defineRoute({
  id: 'testProviderSignInPage',
  method: 'GET',
  path: '/dev/oauth/authorize',
  summary: "The built-in test identity provider's sign-in page",
  tag: devTag,
  audience: 'public',
  devOnly: true,
  request: { query: TestProviderQuery },
  success: html,
});

export const testProviderApprove = defineRoute({
  id: 'testProviderApprove',
  method: 'GET',
  path: '/dev/oauth/approve',
  summary: 'The test identity provider sends the popup back with a code for the chosen address',
  tag: devTag,
  audience: 'public',
  devOnly: true,
  request: { query: TestProviderQuery.required({ email: true }) },
  success: redirect,
});

export const visitorRoutes = [
  requestExternalCode,
  externalSignIn,
  getExternalSession,
  externalSignOut,
  checkDemoToken,
  createDemoRequest,
  readDevMailbox,
  issueDevPlgToken,
  testProviderSignInPage,
  testProviderApprove,
] as const;
