import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OAUTH_POPUP_PATH } from '../services/oauth-service';
import { sendNotFound } from './problem-answers';
import { SIGN_IN_PATH, signInLanguage, signInPageFile } from './sign-in-page';

/** Paths the browser app never owns: they answer problems, never the app's page. */
const serverOwned = /^\/(api|socket\.io)(\/|$)/;

const NO_CACHE = 'no-cache';
const LAB_PATH = /^\/lab(\/|$)/;
/** The developers' kit page: a development tool, served only while the development tools are on. */
const DEV_KIT_PATH = /^\/dev\/kit(\/|$)/;
/** esbuild names every bundle and chunk by its content's hash, so a URL under /assets/ never changes content. */
const HASHED = 'public, max-age=31536000, immutable';

/**
 * The sign-in page with its form already in the HTML, in the language this browser last saw the portal in (or asks
 * for), so that the form shows before the scripts run; the app's page where the build wrote none.
 */
function sendSignInPage(dir: string, request: FastifyRequest, reply: FastifyReply) {
  const language = signInLanguage(request);
  const page = signInPageFile(language);
  if (!existsSync(join(dir, page))) return reply.header('cache-control', NO_CACHE).sendFile('index.html');
  return reply
    .header('cache-control', NO_CACHE)
    .header('content-language', language)
    .header('vary', 'accept-language, cookie')
    .sendFile(page);
}

/**
 * Serves the built browser app from `dir`. Any other GET outside /api and /socket.io gets index.html, so deep links
 * work; the service worker and the page itself are revalidated on every load so that updates reach people.
 */
export async function registerStaticFiles(app: FastifyInstance, dir: string | null, devTools: boolean): Promise<void> {
  const built = dir !== null && existsSync(join(dir, 'index.html')) ? dir : null;
  if (built) {
    const assets = join(built, 'assets');
    await app.register(fastifyStatic, {
      root: built,
      index: 'index.html',
      dotfiles: 'ignore',
      cacheControl: false,
      // build.mjs writes `<file>.br` and `<file>.gz` beside the text files: sent when the request accepts them, with
      // Content-Encoding and Vary, the file otherwise; by sendFile too (the deep links' index.html below).
      preCompressed: true,
      allowedPath: (path) => devTools || !path.startsWith('/dev/'),
      // `path` is the file sent: for a compressed copy (sw.js.br) @fastify/static then sets the plain file's type itself.
      setHeaders: (reply, path) => {
        if (path.endsWith('sw.js')) reply.header('content-type', 'text/javascript; charset=utf-8');
        reply.header('cache-control', path.startsWith(assets) ? HASHED : NO_CACHE);
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (serverOwned.test(path) || !['GET', 'HEAD'].includes(request.method)) return sendNotFound(request, reply);
    if (!built) return reply.code(404).type('text/plain; charset=utf-8').send('The browser app is not built: run npm run build.');
    // The popup comes back here from the provider's origin; any opener policy would cut it off from its opener.
    if (path === OAUTH_POPUP_PATH) reply.removeHeader('cross-origin-opener-policy');
    if (path === SIGN_IN_PATH) return sendSignInPage(built, request, reply);
    // The Machine Lab and the kit page are pages of their own, with their own deep links.
    const page = LAB_PATH.test(path) ? 'lab/index.html' : devTools && DEV_KIT_PATH.test(path) ? 'dev/kit/index.html' : 'index.html';
    return reply.header('cache-control', NO_CACHE).sendFile(page);
  });
}
