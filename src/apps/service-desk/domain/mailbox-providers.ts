/** The mail providers whose OAuth 2.0 endpoints the desk knows, and 'custom' for any other. */
export const MAILBOX_PROVIDERS = ['microsoft', 'google', 'custom'] as const;
export type MailboxProvider = (typeof MAILBOX_PROVIDERS)[number];

/** How the IMAP mailbox signs in: a password, or an access token of an OAuth 2.0 connection (SASL XOAUTH2). */
export const MAILBOX_SIGN_INS = ['password', 'oauth'] as const;
export type MailboxSignIn = (typeof MAILBOX_SIGN_INS)[number];

/** What the settings keep of the provider: for a preset only its name (and Microsoft's tenant); for custom the endpoints. */
export interface MailboxOAuthSettings {
  readonly provider: MailboxProvider;
  /** Microsoft's directory: 'organizations', 'common' or the tenant's id or domain. */
  readonly tenant: string;
  readonly authorizeUrl: string;
  readonly tokenUrl: string;
  readonly scope: string;
  readonly clientId: string;
}

/** The endpoints a connection uses, and what its authorization request adds to the standard parameters. */
export interface MailboxEndpoints {
  readonly authorizeUrl: string;
  readonly tokenUrl: string;
  readonly scope: string;
  readonly extraParams: Readonly<Record<string, string>>;
}

export const DEFAULT_TENANT = 'organizations';

interface Preset {
  endpoints(tenant: string): MailboxEndpoints;
  /** The provider's IMAP server, which the form fills in when none is named yet. */
  readonly imapHost: string;
}

const PRESETS: Readonly<Record<Exclude<MailboxProvider, 'custom'>, Preset>> = {
  microsoft: {
    endpoints: (tenant) => ({
      authorizeUrl: `https://login.microsoftonline.com/${encodeURIComponent(tenant || DEFAULT_TENANT)}/oauth2/v2.0/authorize`,
      tokenUrl: `https://login.microsoftonline.com/${encodeURIComponent(tenant || DEFAULT_TENANT)}/oauth2/v2.0/token`,
      // offline_access: without it Microsoft gives no refresh token, and the desk could read mail for an hour.
      scope: 'https://outlook.office.com/IMAP.AccessAsUser.All offline_access',
      extraParams: {},
    }),
    imapHost: 'outlook.office365.com',
  },
  google: {
    endpoints: () => ({
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      scope: 'https://mail.google.com/',
      // Google answers a refresh token only with offline access, and again only when consent is asked again.
      extraParams: { access_type: 'offline', prompt: 'consent' },
    }),
    imapHost: 'imap.gmail.com',
  },
};

/** The endpoints the settings name: a preset's own, or the custom ones as typed. */
export function mailboxEndpoints(settings: Pick<MailboxOAuthSettings, 'provider' | 'tenant' | 'authorizeUrl' | 'tokenUrl' | 'scope'>): MailboxEndpoints {
  if (settings.provider === 'custom') return { authorizeUrl: settings.authorizeUrl, tokenUrl: settings.tokenUrl, scope: settings.scope, extraParams: {} };
  return PRESETS[settings.provider].endpoints(settings.tenant);
}

/** The provider as the settings answer it: the endpoints in use spelled out, the client secret only as "set". */
export function mailboxOAuthAnswer(settings: MailboxOAuthSettings, clientSecretSet: boolean) {
  const { authorizeUrl, tokenUrl, scope } = mailboxEndpoints(settings);
  return { provider: settings.provider, tenant: settings.tenant, authorizeUrl, tokenUrl, scope, clientId: settings.clientId, clientSecretSet };
}

/**
 * Where the admin's browser signs in at the provider: an authorization request (RFC 6749 4.1.1) with PKCE (S256),
 * the mailbox's user name as the login hint, and what the provider adds of its own (Google's offline access).
 */
export function authorizationUrl(settings: MailboxOAuthSettings, request: { redirectUri: string; state: string; codeChallenge: string; loginHint: string }): string {
  const endpoints = mailboxEndpoints(settings);
  const url = new URL(endpoints.authorizeUrl);
  const params = {
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: request.redirectUri,
    scope: endpoints.scope,
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
    ...(request.loginHint && { login_hint: request.loginHint }),
    ...endpoints.extraParams,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

/** The IMAP server of a preset provider (port 993 with TLS), or null for a custom one. */
export function presetImapHost(provider: MailboxProvider): string | null {
  return provider === 'custom' ? null : PRESETS[provider].imapHost;
}

/** Where the provider sends the browser back: the portal's own page, on the portal's public address. */
export const MAILBOX_CALLBACK_PATH = '/apps/resolve-it/oauth2callback';
