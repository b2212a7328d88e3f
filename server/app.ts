import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { ProblemTypes } from '../contract/problem';
import { DevMailbox } from './adapters/dev-mailbox';
import { OidcIdentityProvider } from './adapters/oidc-identity-provider';
import { TestIdentityProvider } from './adapters/test-identity-provider';
import type { ServerConfig } from './config';
import { registerApiDocs } from './http/api-docs';
import { registerEmbeddedPlaceholder } from './http/embedded-placeholder';
import type { Guards } from './http/mount-route';
import { handleError } from './http/problem-answers';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStaticFiles } from './http/static-files';
import type { AttemptLimiter } from './ports/attempt-limiter';
import type { IdentityProviderPort } from './ports/identity-provider-port';
import type { MailPort } from './ports/mail-port';
import { mountApps } from './apps';
import { ApiProblem } from './problems';
import { createSocketServer, type SocketServer } from './realtime/socket-server';
import type { Store } from './repositories';
import { mountAuthRoutes } from './routes/auth-routes';
import { mountDevRoutes } from './routes/dev-routes';
import { mountShellRoutes } from './routes/shell-routes';
import { mountVisitorRoutes } from './routes/visitor-routes';
import { createServices } from './services';
import { Authentication } from './services/authentication';

export interface AppOptions {
  readonly config: ServerConfig;
  readonly store: Store;
  readonly limiter: AttemptLimiter;
  readonly now?: () => Date;
  readonly redis?: { pub: Redis; sub: Redis } | null;
  readonly logger?: FastifyServerOptions['logger'];
  /** Replaces the mail port; by default the development mailbox (which in production only logs). */
  readonly mail?: MailPort;
  /** Replaces the identity providers the config asks for. */
  readonly identityProviders?: readonly IdentityProviderPort[];
  readonly version?: string;
}

export interface PortalApp {
  readonly app: FastifyInstance;
  readonly sockets: SocketServer;
  readonly mailbox: DevMailbox;
}

function identityProvidersOf(config: ServerConfig, now: () => Date): { all: IdentityProviderPort[]; test: TestIdentityProvider | null } {
  const test = config.testIdentityProvider ? new TestIdentityProvider(config.publicUrl, config.secret, now) : null;
  const oidc = config.oidc ? new OidcIdentityProvider(config.oidc, now) : null;
  return { all: [oidc, test].filter((provider) => provider !== null), test };
}

/** The whole server, composed but not listening: tests inject requests, main listens. */
export async function buildApp(options: AppOptions): Promise<PortalApp> {
  const { config, store, limiter } = options;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Ids in paths are UUIDs and slugs; anything longer is not ours.
    routerOptions: { maxParamLength: 200 },
  });
  const mailbox = new DevMailbox((line) => app.log.info(line), now, !config.production);
  const providers = identityProvidersOf(config, now);
  const authentication = new Authentication({ store, now });
  const sockets = createSocketServer(app.server, authentication, options.redis ?? null);
  app.addHook('preClose', () => sockets.close());

  const services = createServices({
    store,
    config,
    now,
    limiter,
    mail: options.mail ?? mailbox,
    realtime: sockets,
    identityProviders: options.identityProviders ?? providers.all,
  });
  const guards: Guards = { authentication, repos: store.repos };

  app.setErrorHandler(handleError);
  await registerSecurityHeaders(app, config.frameSources);
  registerApiDocs(app, options.version ?? '0.1.0', !config.production);
  registerEmbeddedPlaceholder(app);
  await app.register(async (api) => {
    // Only JSON is spoken here; anything else is a 415 rather than a string that fails validation.
    api.removeContentTypeParser('text/plain');
    await api.register(rateLimit, {
      max: config.limits.apiRequestsPerMinute,
      timeWindow: 60_000,
      ...(options.redis && { redis: options.redis.pub, nameSpace: 'portal:rate-limit:' }),
      errorResponseBuilder: (_request, context) =>
        new ApiProblem(429, ProblemTypes.tooManyRequests, 'Too many requests', `Try again in ${context.after}.`),
    });
    mountAuthRoutes(api, guards, services);
    mountShellRoutes(api, guards, services);
    mountVisitorRoutes(api, guards, services);
    mountApps(api, guards, services);
    if (!config.production) mountDevRoutes(api, guards, services, { mailbox, testProvider: providers.test });
  });
  await registerStaticFiles(app, config.staticDir, !config.production);
  return { app, sockets, mailbox };
}
