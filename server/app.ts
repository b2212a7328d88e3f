import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { DevMailbox } from './adapters/dev-mailbox';
import { OidcIdentityProvider } from './adapters/oidc-identity-provider';
import { TestIdentityProvider } from './adapters/test-identity-provider';
import type { ServerConfig } from './config';
import { registerApiCompression } from './http/api-compression';
import { registerApiDocs } from './http/api-docs';
import { registerApiRateLimit } from './http/api-rate-limit';
import { registerEmbeddedPlaceholder } from './http/embedded-placeholder';
import { FrameSources } from './http/frame-sources';
import type { Guards } from './http/mount-route';
import { registerLoadShedding } from './http/load-shedding';
import { handleError } from './http/problem-answers';
import { RateLimitKeys } from './http/rate-limit-keys';
import { RequestLog } from './http/request-log';
import { requestTimeouts } from './http/request-timeouts';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStaticFiles } from './http/static-files';
import { openFileStore } from './files/file-store-setup';
import { createBackground } from './jobs/job-setup';
import type { AttemptLimiter } from './ports/attempt-limiter';
import type { FileStore } from './ports/file-store';
import type { IdentityProviderPort } from './ports/identity-provider-port';
import type { MailPort } from './ports/mail-port';
import { providedPorts, recordSearch, serverApps } from './apps';
import { createSocketServer, type SocketServer } from './realtime/socket-server';
import type { Store } from './repositories';
import { mountAuthRoutes } from './routes/auth-routes';
import { mountDevRoutes } from './routes/dev-routes';
import { mountFileRoutes } from './routes/file-routes';
import { mountJobRoutes } from './routes/job-routes';
import { mountQuickLinkRoutes } from './routes/quick-link-routes';
import { QuickLinksService } from './services/quick-links-service';
import { mountShellRoutes } from './routes/shell-routes';
import { mountVisitorRoutes } from './routes/visitor-routes';
import { openServerKeys, KEY_RELOAD_MS, reloadServerKeys } from './security/server-key-setup';
import type { ServerKeys } from './security/server-keys';
import { createServices } from './services';
import { oauthRedirectUri } from './services/oauth-service';
import { Authentication } from './services/authentication';
import { AccessCache } from './http/access-cache';

export interface AppOptions {
  readonly config: ServerConfig;
  readonly store: Store;
  readonly limiter: AttemptLimiter;
  readonly now?: () => Date;
  readonly redis?: { pub: Redis; sub: Redis } | null;
  readonly logger?: FastifyServerOptions['logger'];
  /**
   * Replaces the mail port; by default mail queued for SMTP_URL, or without it the development mailbox (which only
   * logs unless the development tools are on).
   */
  readonly mail?: MailPort;
  /** Replaces the identity providers the config asks for. */
  readonly identityProviders?: readonly IdentityProviderPort[];
  /** Replaces the file store the config asks for (S3_URL's bucket, or the local disk). */
  readonly files?: FileStore;
  readonly version?: string;
}

export interface PortalApp {
  readonly app: FastifyInstance;
  readonly keys: ServerKeys;
  readonly sockets: SocketServer;
  readonly mailbox: DevMailbox;
  /** What the guard remembers of sessions and grants, forgotten when the rows under it are replaced (the tests' reset). */
  readonly access: AccessCache;
}

function identityProvidersOf(config: ServerConfig, keys: ServerKeys, now: () => Date): { all: IdentityProviderPort[]; test: TestIdentityProvider | null } {
  const test = config.devTools
    ? new TestIdentityProvider(config.publicUrl, keys, now, oauthRedirectUri(config.publicUrl))
    : null;
  const oidc = config.oidc ? new OidcIdentityProvider(config.oidc) : null;
  return { all: [oidc, test].filter((provider) => provider !== null), test };
}

/** The whole server, composed but not listening: tests inject requests, main listens. */
export async function buildApp(options: AppOptions): Promise<PortalApp> {
  const { config, store, limiter } = options;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: options.logger ?? false,
    // One line per request instead of Fastify's two, without query values that may be secrets.
    logController: new RequestLog(),
    bodyLimit: config.bodyLimitBytes,
    ...requestTimeouts(config.requestTimeoutMs),
    trustProxy: config.trustProxy,
    // Ids in paths are UUIDs and slugs; anything longer is not ours.
    routerOptions: { maxParamLength: 200 },
  });
  const mailbox = new DevMailbox((line) => app.log.info(line), now, config.devTools);
  const keys = await openServerKeys(store, config.serverSecret, now);
  const reloadKeys = setInterval(() => void reloadServerKeys(store, keys).catch((error: unknown) => app.log.error(error, 'reading the server keys failed')), KEY_RELOAD_MS);
  reloadKeys.unref();
  app.addHook('onClose', async () => clearInterval(reloadKeys));
  const providers = identityProvidersOf(config, keys, now);
  const access = new AccessCache(config.accessCacheMs);
  const authentication = new Authentication({ store, now }, access);
  const sockets = createSocketServer(app.server, authentication, options.redis ?? null);
  app.addHook('preClose', () => sockets.close());
  const background = createBackground({ config, store, now, log: app.log, fallbackMail: mailbox });
  app.addHook('onReady', async () => background.start());
  // After the server stopped taking requests: the attempts under way finish before the database closes.
  app.addHook('onClose', () => background.stop());
  const files = options.files ?? (await openFileStore(config));
  app.addHook('onClose', () => files.close());

  const deps = {
    store,
    config,
    now,
    keys,
    limiter,
    mail: options.mail ?? background.mail,
    jobs: background.queue,
    realtime: sockets,
    files,
    identityProviders: options.identityProviders ?? providers.all,
  };
  const services = createServices(deps);
  const ports = providedPorts(deps);
  const apps = serverApps.map((each) => each.compose({ deps, ports, log: app.log }));
  for (const { jobs } of apps) {
    for (const [kind, handler] of Object.entries(jobs)) background.handle(kind, handler);
  }
  // The apps' own listeners and pollers; stopped before onClose, while the database and the file store are still open.
  const appBackgrounds = apps.flatMap((each) => (each.background ? [each.background] : []));
  app.addHook('onReady', async () => {
    for (const each of appBackgrounds) await each.start();
  });
  app.addHook('preClose', async () => {
    await Promise.all(appBackgrounds.map((each) => each.stop()));
  });
  const rateLimitKeys = new RateLimitKeys();
  const guards: Guards = { authentication, access, repos: store.repos, rateLimitKeys, uploadLimitBytes: config.files.maxBytes, checkAnswers: config.checkAnswers };

  app.setErrorHandler(handleError);
  const frameSources = new FrameSources(config.frameSources, new URL(config.publicUrl).origin);
  app.addHook('onReady', async () => {
    await frameSources.refresh(store.repos);
    frameSources.start(store.repos, (error) => app.log.warn({ err: error }, 'frame sources not refreshed'));
  });
  app.addHook('onClose', async () => frameSources.stop());
  // An admin's new partner address is framed at once on this server, not after the next minute's refresh.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'PATCH' && request.routeOptions.url?.endsWith('/apps/:slug/frame') && reply.statusCode === 200) await frameSources.refresh(store.repos);
  });
  await registerSecurityHeaders(app, frameSources);
  registerApiDocs(app, options.version ?? '0.1.0', config.devTools);
  registerEmbeddedPlaceholder(app);
  await app.register(async (api) => {
    // Only JSON is spoken here; anything else is a 415 rather than a string that fails validation.
    api.removeContentTypeParser('text/plain');
    // Shed first: under load a 503 must cost less than anything else the request would do.
    await registerLoadShedding(api, config.shedding);
    await registerApiRateLimit(api, config.limits.apiRequestsPerMinute, rateLimitKeys, options.redis?.pub ?? null);
    await registerApiCompression(api);
    mountAuthRoutes(api, guards, services);
    mountShellRoutes(api, guards, services);
    mountJobRoutes(api, guards, services);
    mountQuickLinkRoutes(api, guards, new QuickLinksService(deps, recordSearch));
    mountVisitorRoutes(api, guards, services);
    mountFileRoutes(api, guards, services);
    for (const each of apps) each.mount(api, guards);
    // The test provider exists only while the development tools are on, and with it the other development doors.
    if (providers.test) mountDevRoutes(api, guards, services, { mailbox, testProvider: providers.test });
  });
  await registerStaticFiles(app, config.staticDir, config.devTools);
  return { app, keys, sockets, mailbox, access };
}
