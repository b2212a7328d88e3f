import { resolve } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { ipRanges } from './net/ip-ranges';

export interface OidcConfig {
  readonly id: string;
  readonly name: string;
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

/** Attempts allowed per window before a key is refused (429). */
export interface AttemptLimits {
  readonly windowSeconds: number;
  /** Wrong passwords one client address may send for one account before it waits, longer after each further one. */
  readonly signInPerIpAndAccount: number;
  /** Wrong passwords one client address may send over all accounts (password spraying). */
  readonly signInPerIp: number;
  /** Wrong passwords an account takes from devices it does not know, from anywhere; its known devices never wait for them. */
  readonly signInPerAccount: number;
  /** Wrong passwords from one known device before it waits too: a stolen device cookie buys no unlimited guessing. */
  readonly signInPerDevice: number;
  readonly codesPerAddress: number;
  readonly codesPerIp: number;
  readonly linkFailuresPerIp: number;
  readonly apiRequestsPerMinute: number;
}

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Where people reach the portal: login links and the identity provider's redirect URI are built on it. */
  readonly publicUrl: string;
  readonly production: boolean;
  readonly databaseUrl: string | null;
  /** The embedded PGlite's data directory when no DATABASE_URL is set; null keeps it in memory. */
  readonly dataDir: string | null;
  readonly redisUrl: string | null;
  /**
   * SERVER_SECRET: the install's signing key in place of the one generated on its first start (server_keys); a new
   * value retires the one before. Null keeps the generated key.
   */
  readonly serverSecret: string | null;
  readonly sessionTtlHours: number;
  readonly bodyLimitBytes: number;
  /** Headers and body must arrive within this; a stalled or trickled request is answered 408 and closed. */
  readonly requestTimeoutMs: number;
  /** How long the answers of a call's first checks (token, allowed app) are remembered; 0 asks the database every time. */
  readonly accessCacheMs: number;
  /** Parse each answer by its contract schema before it goes out: on by default except in production (CHECK_ANSWERS). */
  readonly checkAnswers: boolean;
  /** Fastify's trustProxy: true, or the proxies' addresses and ranges; request.ip is then the forwarded client. */
  readonly trustProxy: boolean | string;
  /** The API answers 503 while the server is this loaded; 0 turns a measure off. */
  readonly shedding: { readonly eventLoopDelayMs: number; readonly heapUsedBytes: number };
  /** The built browser app; null serves the API alone. */
  readonly staticDir: string | null;
  /** Origins embedded apps may be framed from, besides the portal itself. */
  readonly frameSources: readonly string[];
  readonly oidc: OidcConfig | null;
  /** The development doors: the test identity provider, the mailbox, the demo-token route and the kit page. */
  readonly devTools: boolean;
  /** Anyone may found an organisation at /signup; the first one of a production portal needs the setup link anyway. */
  readonly signupOpen: boolean;
  /** SMTP_URL's server, or null: mail then only goes to the log (and the development mailbox). */
  readonly mail: { readonly smtpUrl: string | null; readonly from: string };
  /**
   * The service desk's inbound mail: an SMTP listener on `port` (null: none) for the mail server in front of it to
   * relay to, and how often the mailboxes of organisations that receive by IMAP are read.
   */
  readonly mailInbound: {
    readonly port: number | null;
    readonly host: string;
    readonly imapPollMs: number;
    /** Relays (addresses, CIDR ranges) whose Authentication-Results header the desk believes: a pass proves the sender. */
    readonly trustedRelays: readonly string[];
  };
  /**
   * Connections a tenant configures (an IMAP host) may reach loopback, private, link-local and metadata addresses:
   * for tests and a single company's own install, never a shared one.
   */
  readonly allowPrivateTargets: boolean;
  /** The in-process job worker: jobs at once, seconds between looks for due jobs, attempts before a dead letter. */
  readonly jobs: { readonly concurrency: number; readonly pollMs: number; readonly maxAttempts: number };
  /**
   * Uploaded files: in S3_URL's bucket, else under `dir` (null: a temporary folder, gone with the in-memory
   * database); at most `maxBytes` each; a signed link to one lasts `linkMinutes` to twice that.
   */
  readonly files: { readonly dir: string | null; readonly s3Url: string | null; readonly maxBytes: number; readonly linkMinutes: number };
  /**
   * Shipping labels bought from EasyPost when EASYPOST_API_KEY is set (EASYPOST_URL for its sandbox or a stub);
   * without it, every label is the manual carrier's, its number typed from the carrier's site.
   */
  readonly shipping: { readonly easypostApiKey: string | null; readonly easypostUrl: string };
  readonly limits: AttemptLimits;
  /** scrypt's cost parameter N; tests lower it to save CPU. */
  readonly scryptCost: number;
  readonly logLevel: string;
}

export const defaultLimits: AttemptLimits = {
  windowSeconds: 15 * 60,
  signInPerIpAndAccount: 10,
  signInPerIp: 50,
  signInPerAccount: 100,
  signInPerDevice: 10,
  codesPerAddress: 5,
  codesPerIp: 30,
  linkFailuresPerIp: 30,
  apiRequestsPerMinute: 1200,
};

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, not "${value}"`);
  return parsed;
}

function positive(value: string | undefined, fallback: number, name: string): number {
  const parsed = integer(value, fallback, name);
  if (parsed === 0) throw new Error(`${name} must be at least 1`);
  return parsed;
}

/** `true` trusts every hop, so a client may name any address in X-Forwarded-For: prefer the proxies' addresses. */
function trustProxyOf(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' || value;
}

/** A comma-separated list of addresses and CIDR ranges, each checked now so that a typo stops the start. */
function addressRanges(value: string | undefined, name: string): string[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  try {
    ipRanges(entries);
  } catch (error) {
    throw new Error(`${name}: ${(error as Error).message}`);
  }
  return entries;
}

/** Shed before V8 runs out of heap and spends its time collecting. */
function defaultHeapShedMb(): number {
  return Math.floor((getHeapStatistics().heap_size_limit * 0.9) / 2 ** 20);
}

function oidcFrom(env: NodeJS.ProcessEnv): OidcConfig | null {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = env;
  if (!issuer || !clientId || !clientSecret) return null;
  return { id: 'oidc', name: env.OIDC_NAME || 'Single sign-on', issuer: issuer.replace(/\/$/, ''), clientId, clientSecret };
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const port = integer(env.PORT, 8080, 'PORT');
  const serverSecret = env.SERVER_SECRET || null;
  if (serverSecret !== null && serverSecret.length < 32) throw new Error('SERVER_SECRET must be at least 32 characters long, or unset');
  const devTools = ['1', 'true'].includes(env.PORTAL_DEV_TOOLS ?? '');
  if (devTools && production) {
    throw new Error('PORTAL_DEV_TOOLS=1 is refused with NODE_ENV=production: its doors let anyone sign in as anyone and read every mail');
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    production,
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.PGLITE_DATA_DIR === 'memory' ? null : resolve(root, env.PGLITE_DATA_DIR || 'data/pglite'),
    redisUrl: env.REDIS_URL || null,
    serverSecret,
    sessionTtlHours: integer(env.SESSION_TTL_HOURS, 12, 'SESSION_TTL_HOURS'),
    bodyLimitBytes: integer(env.BODY_LIMIT_BYTES, 64 * 1024, 'BODY_LIMIT_BYTES'),
    requestTimeoutMs: positive(env.REQUEST_TIMEOUT_MS, 25_000, 'REQUEST_TIMEOUT_MS'),
    accessCacheMs: integer(env.ACCESS_CACHE_MS, 1000, 'ACCESS_CACHE_MS'),
    checkAnswers: env.CHECK_ANSWERS ? env.CHECK_ANSWERS === 'true' : !production,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    shedding: {
      eventLoopDelayMs: integer(env.SHED_EVENT_LOOP_DELAY_MS, 200, 'SHED_EVENT_LOOP_DELAY_MS'),
      heapUsedBytes: integer(env.SHED_HEAP_USED_MB, defaultHeapShedMb(), 'SHED_HEAP_USED_MB') * 2 ** 20,
    },
    staticDir: env.STATIC_DIR === 'none' ? null : resolve(root, env.STATIC_DIR || 'dist'),
    frameSources: (env.FRAME_SOURCES ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
    oidc: oidcFrom(env),
    devTools,
    signupOpen: env.SIGNUP_OPEN ? env.SIGNUP_OPEN === 'true' : !production,
    mail: {
      smtpUrl: env.SMTP_URL || null,
      from: env.MAIL_FROM || `IT asset portal <portal@${new URL(env.PUBLIC_URL || 'http://localhost').hostname}>`,
    },
    mailInbound: {
      port: env.MAIL_INBOUND_PORT ? integer(env.MAIL_INBOUND_PORT, 0, 'MAIL_INBOUND_PORT') : null,
      // Behind the organisation's own mail server by default: it relays, the portal need not face the internet.
      host: env.MAIL_INBOUND_HOST || '127.0.0.1',
      imapPollMs: positive(env.MAIL_IMAP_POLL_SECONDS, 60, 'MAIL_IMAP_POLL_SECONDS') * 1000,
      trustedRelays: addressRanges(env.MAIL_TRUSTED_RELAYS, 'MAIL_TRUSTED_RELAYS'),
    },
    allowPrivateTargets: ['1', 'true'].includes(env.ALLOW_PRIVATE_TARGETS ?? ''),
    jobs: {
      concurrency: positive(env.JOB_CONCURRENCY, 4, 'JOB_CONCURRENCY'),
      pollMs: positive(env.JOB_POLL_SECONDS, 5, 'JOB_POLL_SECONDS') * 1000,
      maxAttempts: positive(env.JOB_MAX_ATTEMPTS, 5, 'JOB_MAX_ATTEMPTS'),
    },
    files: {
      dir: env.FILES_DIR ? resolve(root, env.FILES_DIR) : env.PGLITE_DATA_DIR === 'memory' ? null : resolve(root, 'data/files'),
      s3Url: env.S3_URL || null,
      maxBytes: positive(env.FILE_MAX_BYTES, 10 * 2 ** 20, 'FILE_MAX_BYTES'),
      linkMinutes: positive(env.FILE_LINK_MINUTES, 15, 'FILE_LINK_MINUTES'),
    },
    shipping: {
      easypostApiKey: env.EASYPOST_API_KEY || null,
      easypostUrl: (env.EASYPOST_URL || 'https://api.easypost.com').replace(/\/$/, ''),
    },
    limits: {
      ...defaultLimits,
      apiRequestsPerMinute: positive(env.RATE_LIMIT_PER_MINUTE, defaultLimits.apiRequestsPerMinute, 'RATE_LIMIT_PER_MINUTE'),
    },
    scryptCost: 16384,
    logLevel: env.LOG_LEVEL || 'info',
  };
}
