// Playwright drives Debian's Chromium; when it is missing, install the Debian package. Never download a browser.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function fail(message) {
  console.error(`ensure-chromium: ${message}`);
  console.error('Install it yourself with `sudo apt-get install -y chromium` and run the tests again.');
  process.exit(1);
}

// CI runs without a terminal: sudo must not wait for a password that nobody types.
const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];

function aptGet(...args) {
  const [command, ...rest] = [...asRoot, 'apt-get', ...args];
  const result = spawnSync(command, rest, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) fail(`could not run ${command}: ${result.error.message}`);
  if (result.status !== 0) fail(`\`apt-get ${args.join(' ')}\` failed with exit code ${result.status}.`);
}

if (!existsSync(CHROMIUM)) {
  console.log(`${CHROMIUM} is missing: installing the Debian chromium package with apt-get.`);
  aptGet('update');
  aptGet('install', '-y', '--no-install-recommends', 'chromium');
  if (!existsSync(CHROMIUM)) fail(`the chromium package installed, but ${CHROMIUM} is still missing.`);
}
