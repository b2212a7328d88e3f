// `node scripts/load-run.mjs --url <url> [--token <bearer>] [--concurrency 50] [--seconds 10]`: keeps that many
// requests in flight on keep-alive connections for that long and prints requests per second, p50/p95/p99 latency
// and the answers that were not 2xx. bench:api runs it in a process of its own, so that the client's work is not
// counted against the server's event loop. Bounded in time and connections; it loads only the address it is given.
import http from 'node:http';
import { fileURLToPath } from 'node:url';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

/** One GET on the given agent: resolves with its status once the whole answer has been read. */
function get(agent, url, headers) {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(0));
    });
    request.on('error', () => resolve(0));
  });
}

export async function loadRun({ url, token, concurrency = 50, seconds = 10 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const times = [];
  let failed = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const at = performance.now();
        const status = await get(agent, url, headers);
        times.push(performance.now() - at);
        if (status < 200 || status > 299) failed++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = times.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    rps: sorted.length / elapsed,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    non2xx: failed,
  };
}

export function formatRun(run, concurrency, seconds) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  return `${run.rps.toFixed(0)} requests per second at ${concurrency} concurrent for ${seconds} s (${run.requests} requests): p50 ${ms(run.p50)}, p95 ${ms(run.p95)}, p99 ${ms(run.p99)}, non-2xx ${run.non2xx}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { parseArgs } = await import('node:util');
  const { values } = parseArgs({
    options: { url: { type: 'string' }, token: { type: 'string' }, concurrency: { type: 'string', default: '50' }, seconds: { type: 'string', default: '10' }, json: { type: 'boolean', default: false } },
  });
  if (!values.url) {
    console.error('usage: load-run.mjs --url <url> [--token <bearer>] [--concurrency 50] [--seconds 10] [--json]');
    process.exit(2);
  }
  const concurrency = Number(values.concurrency);
  const seconds = Number(values.seconds);
  const run = await loadRun({ url: values.url, token: values.token, concurrency, seconds });
  console.log(values.json ? JSON.stringify(run) : formatRun(run, concurrency, seconds));
}
