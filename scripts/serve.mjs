// Serves the production build in dist/ as the portal would be hosted: an SPA with hashed assets.
import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const port = Number(process.env.PORT ?? 8080);

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No build in ${dist}: run \`npm run build\` first.`);
  process.exit(1);
}

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

// Everything under assets/ carries a content hash in its name, so a URL there never changes meaning.
const IMMUTABLE = 'public, max-age=31536000, immutable';

async function fileAt(path) {
  try {
    return (await stat(path)).isFile() ? path : null;
  } catch {
    return null;
  }
}

const server = createServer(async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    res.writeHead(400).end();
    return;
  }
  const candidate = normalize(join(dist, pathname));
  if (!candidate.startsWith(dist) || pathname.includes('\0')) {
    res.writeHead(403).end();
    return;
  }
  // An app route such as /apps/shop/home is not a file: the shell answers it and routes on the client.
  // The Machine Lab is a page of its own: /lab and everything under it get the lab's page.
  const page = /^\/lab(\/|$)/.test(pathname) ? join(dist, 'lab', 'index.html') : join(dist, 'index.html');
  const file = (await fileAt(candidate)) ?? page;
  const relativePath = file.slice(dist.length).split(sep).join('/');
  res.writeHead(200, {
    'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': relativePath.startsWith('assets/') ? IMMUTABLE : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
});

server.listen(port, () => console.log(`IT Asset Portal on http://localhost:${port}`));
