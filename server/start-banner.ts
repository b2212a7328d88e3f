import type { ServerConfig } from './config';
import type { PreparedData } from './seed/prepare-data';
import { DEMO } from './seed/demo-seed';

export interface StartFacts {
  readonly config: ServerConfig;
  readonly prepared: PreparedData;
  readonly startedInMs: number;
  readonly realtime: string;
}

/** Impossible to scroll past: the development doors let anyone who reaches the port in. */
function boxed(lines: readonly string[]): string[] {
  const width = Math.max(...lines.map((line) => line.length));
  return [`  ╔${'═'.repeat(width + 2)}╗`, ...lines.map((line) => `  ║ ${line.padEnd(width)} ║`), `  ╚${'═'.repeat(width + 2)}╝`];
}

/** Which ways in are open, so that whoever starts the server sees what it exposes. */
function doors({ config, prepared }: StartFacts): string[] {
  const onOff = (on: boolean) => (on ? 'ON' : 'off');
  return [
    '  doors:',
    `    development tools        ${onOff(config.devTools)}${config.devTools ? '' : '   (npm run dev or PORTAL_DEV_TOOLS=1 opens them)'}`,
    `    test identity provider   ${onOff(config.devTools)}`,
    `    dev mailbox              ${onOff(config.devTools)}`,
    `    OIDC sign-in             ${config.oidc ? `on, ${config.oidc.issuer}` : 'off'}`,
    `    sign-up                  ${config.signupOpen ? 'open to anyone' : 'closed'}${prepared.setupLink ? ', except with the setup link' : ''}`,
    `    setup link               ${prepared.setupLink ? 'pending (below)' : 'none'}`,
  ];
}

function setupLines({ url, expiresAt }: NonNullable<PreparedData['setupLink']>): string[] {
  return [
    '  No organisation yet. Open this link to name it and choose the first admin’s password; it works once,',
    `  until ${expiresAt.toISOString()} (each start prints a new one while no organisation exists):`,
    `    ${url}`,
  ];
}

export function startBanner(facts: StartFacts): string {
  const { config, prepared } = facts;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir ?? 'memory'}`;
  const warning = config.devTools
    ? boxed([
        'DEVELOPMENT TOOLS ARE ON: anyone who reaches this port can sign in as anyone (test identity provider),',
        'read every mail with its one-time codes (/api/v1/dev/mailbox) and mint demo-request links.',
        'Never expose this server. Start it without PORTAL_DEV_TOOLS to close them.',
      ])
    : [];
  return [
    '',
    ...warning,
    `  IT asset portal on ${config.publicUrl}   (started in ${Math.round(facts.startedInMs)} ms)`,
    `  data: ${where}${prepared.seeded ? ', demo organisation seeded' : ''}; realtime: ${facts.realtime}`,
    ...(config.production ? [] : [`  demo sign-in: ${DEMO.admin.email} or ${DEMO.employee.email}, password ${DEMO.password}`]),
    ...doors(facts),
    ...(prepared.setupLink ? setupLines(prepared.setupLink) : []),
    `  API reference: ${config.publicUrl}/api/docs`,
    '',
  ].join('\n');
}
