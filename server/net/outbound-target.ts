import { lookup } from 'node:dns/promises';
import { isIP, isIPv4 } from 'node:net';
import { ipRanges } from './ip-ranges';

/** Why an address is no place for a connection a tenant configured. */
export type TargetRule = 'metadata' | 'unspecified' | 'loopback' | 'private' | 'link-local' | 'multicast';

/**
 * First match wins, so the metadata services are named as such although they lie inside link-local and ULA ranges.
 * Private includes carrier-grade NAT (100.64/10), which a cloud's internal services use too, and the IPv6 site-local
 * range (fec0::/10), deprecated but still routed by some stacks.
 */
const RULES: readonly (readonly [TargetRule, (address: string) => boolean])[] = [
  ['metadata', ipRanges(['169.254.169.254', 'fd00:ec2::254'])],
  ['unspecified', ipRanges(['0.0.0.0/8', '::/128'])],
  ['loopback', ipRanges(['127.0.0.0/8', '::1/128'])],
  ['private', ipRanges(['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10', 'fc00::/7', 'fec0::/10'])],
  ['link-local', ipRanges(['169.254.0.0/16', 'fe80::/10'])],
  ['multicast', ipRanges(['224.0.0.0/4', 'ff00::/8'])],
];

/** The rule an address breaks, or null for an address on the public internet. */
export function targetRule(address: string): TargetRule | null {
  return RULES.find(([, matches]) => matches(address))?.[0] ?? null;
}

/** Every address a name resolves to; tests put a resolver of their own in its place. */
export type Resolver = (host: string) => Promise<readonly string[]>;

const systemResolver: Resolver = async (host) => (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/** A refused target: the message names the rule that refused it, never anything the address answered. */
export class TargetRefused extends Error {
  constructor(
    readonly what: string,
    readonly rule: TargetRule,
  ) {
    super(`${what} resolves to ${/^[aeiou]/.test(rule) ? 'an' : 'a'} ${rule} address; set ALLOW_PRIVATE_TARGETS=1 to allow it`);
  }
}

/** Where to connect: the address that was checked, and the name a TLS certificate must carry (none for an address). */
export interface OutboundTarget {
  readonly address: string;
  readonly servername: string | undefined;
}

export interface TargetOptions {
  /** What the host is, as the refusal names it: 'the IMAP host'. */
  readonly what: string;
  /** ALLOW_PRIVATE_TARGETS: tests and single-company installs reach their own network. */
  readonly allowPrivate: boolean;
  readonly resolve?: Resolver;
}

/**
 * The address a connection a tenant configured (an IMAP host, later webhooks and carriers) may go to. The name is
 * resolved and every address it has is checked, since a connection may pick any of them; the caller connects to the
 * address answered, never to the name again, so a DNS answer that changes between the check and the connect (DNS
 * rebinding) cannot slip past. Call it before every connect, not once when the setting is saved.
 */
export async function outboundTarget(host: string, options: TargetOptions): Promise<OutboundTarget> {
  const literal = host.replace(/^\[(.*)\]$/, '$1');
  const isName = isIP(literal) === 0;
  const addresses = isName ? await (options.resolve ?? systemResolver)(host) : [literal];
  if (addresses.length === 0) throw new Error(`${options.what} resolves to no address`);
  if (!options.allowPrivate) {
    for (const address of addresses) {
      const rule = targetRule(address);
      if (rule) throw new TargetRefused(options.what, rule);
    }
  }
  // One address is all the connection gets, so no fallback between families: IPv4 where there is one, since a server
  // without an IPv6 route is more common than a mail host without IPv4.
  return { address: addresses.find((address) => isIPv4(address)) ?? addresses[0]!, servername: isName ? host : undefined };
}
