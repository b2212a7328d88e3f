// `npm run dev`: the browser app (esbuild, rebuilt and reloaded on change) and the API server (rebuilt and
// restarted on change) behind one address, so cookies, CORS and the CSP behave as in production.
import { spawn } from 'node:child_process';
import { createServer, request } from 'node:http';
import { connect } from 'node:net';

const port = Number(process.env.PORT ?? 8080);
const appPort = port + 1;
const apiPort = port + 2;
const toApi = /^\/(api|socket\.io|embedded)(\/|$)/;

const children = [
  spawn(process.execPath, ['build.mjs', '--dev', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(appPort) },
  }),
  spawn(process.execPath, ['scripts/start-server.mjs', '--watch'], {
    stdio: 'inherit',
    // Development is where the doors belong: the test identity provider, the mailbox, the demo-token route, the kit page.
    env: { ...process.env, PORT: String(apiPort), STATIC_DIR: 'none', PUBLIC_URL: `http://localhost:${port}`, PORTAL_DEV_TOOLS: '1' },
  }),
];

const targetOf = (url = '/') => (toApi.test(url.split('?')[0]) ? apiPort : appPort);

const proxy = createServer((incoming, outgoing) => {
  const forwarded = request(
    { port: targetOf(incoming.url), path: incoming.url, method: incoming.method, headers: incoming.headers },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  forwarded.on('error', () => {
    outgoing.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    outgoing.end('The dev servers are still starting; reload in a moment.');
  });
  incoming.pipe(forwarded);
});

// socket.io upgrades to a WebSocket: pass the raw connection through.
proxy.on('upgrade', (incoming, socket, head) => {
  const upstream = connect(targetOf(incoming.url), 'localhost', () => {
    const headers = Object.entries(incoming.headers).map(([name, value]) => `${name}: ${value}`);
    upstream.write([`${incoming.method} ${incoming.url} HTTP/1.1`, ...headers, '', ''].join('\r\n'));
    upstream.write(head);
    upstream.pipe(socket).pipe(upstream);
  });
  upstream.on('error', () => socket.destroy());
  socket.on('error', () => upstream.destroy());
});

proxy.listen(port, () => console.log(`dev: http://localhost:${port} (app and API rebuild on change)`));

const stop = () => {
  for (const child of children) child.kill();
  proxy.close();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
