import { resolve } from 'node:path';

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
  readonly signInPerAddress: number;
  readonly signInPerIp: number;
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
  /** Keys the HMACs of demo tokens, external codes and the test provider's codes. */
  readonly secret: string;
  readonly sessionTtlHours: number;
  readonly bodyLimitBytes: number;
  readonly trustProxy: boolean;
  /** The built browser app; null serves the API alone. */
  readonly staticDir: string | null;
  /** Origins embedded apps may be framed from, besides the portal itself. */
  readonly frameSources: readonly string[];
  readonly oidc: OidcConfig | null;
  readonly testIdentityProvider: boolean;
  readonly limits: AttemptLimits;
  /** scrypt's cost parameter N; tests lower it to save CPU. */
  readonly scryptCost: number;
  readonly logLevel: string;
}

const DEV_SECRET = 'development-only-secret-never-use-in-production';

export const defaultLimits: AttemptLimits = {
  windowSeconds: 15 * 60,
  signInPerAddress: 10,
  signInPerIp: 50,
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

function oidcFrom(env: NodeJS.ProcessEnv): OidcConfig | null {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = env;
  if (!issuer || !clientId || !clientSecret) return null;
  return { id: 'oidc', name: env.OIDC_NAME || 'Single sign-on', issuer: issuer.replace(/\/$/, ''), clientId, clientSecret };
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const port = integer(env.PORT, 8080, 'PORT');
  const secret = env.SERVER_SECRET || (production ? '' : DEV_SECRET);
  if (secret.length < 32) throw new Error('SERVER_SECRET must be set to at least 32 characters in production');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    production,
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.PGLITE_DATA_DIR === 'memory' ? null : resolve(root, env.PGLITE_DATA_DIR || 'data/pglite'),
    redisUrl: env.REDIS_URL || null,
    secret,
    sessionTtlHours: integer(env.SESSION_TTL_HOURS, 12, 'SESSION_TTL_HOURS'),
    bodyLimitBytes: integer(env.BODY_LIMIT_BYTES, 64 * 1024, 'BODY_LIMIT_BYTES'),
    trustProxy: env.TRUST_PROXY === 'true',
    staticDir: env.STATIC_DIR === 'none' ? null : resolve(root, env.STATIC_DIR || 'dist'),
    frameSources: (env.FRAME_SOURCES ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
    oidc: oidcFrom(env),
    testIdentityProvider: env.TEST_IDENTITY_PROVIDER ? env.TEST_IDENTITY_PROVIDER === 'true' : !production,
    limits: defaultLimits,
    scryptCost: 16384,
    logLevel: env.LOG_LEVEL || 'info',
  };
}
