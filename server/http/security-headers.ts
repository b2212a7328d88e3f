import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { FrameSources } from './frame-sources';

/**
 * No inline or remote script anywhere (the API reference and the test provider's page have none either); inline
 * styles stay allowed for the UI libraries that set them. Only the portal itself may frame the portal.
 */
export async function registerSecurityHeaders(app: FastifyInstance, frameSources: FrameSources): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' compiles WebAssembly (Audit Manager's barcode reader, served from here), and nothing else.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        // blob: for a PDF the portal made itself (asset labels), printed from an invisible frame; then the embedded
        // apps' partners, from the catalogue.
        frameSrc: ["'self'", 'blob:', () => frameSources.directive()],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    frameguard: { action: 'sameorigin' },
    // The identity-provider popup reports back through window.opener, which "same-origin" would sever.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
  });
}
