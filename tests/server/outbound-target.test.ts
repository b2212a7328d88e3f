import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/config';
import { ipRanges } from '../../server/net/ip-ranges';
import { outboundTarget, TargetRefused, targetRule, type Resolver } from '../../server/net/outbound-target';

/** Where a connection a tenant configured may go: the rules by address, then names through a resolver of the test's own. */
describe('the rules of outbound addresses', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['100.127.255.254', 'private'],
    ['169.254.169.254', 'metadata'],
    ['169.254.10.1', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['8.8.8.8', null],
    ['172.15.255.255', null],
    ['172.32.0.1', null],
    ['100.63.255.255', null],
    ['100.128.0.1', null],
    ['192.169.0.1', null],
    ['11.0.0.1', null],
  ])('IPv4 %s: %s', (address, rule) => {
    expect(targetRule(address)).toBe(rule);
  });

  it.each([
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['fec0::1', 'private'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['fd00:ec2::254', 'metadata'],
    ['ff02::1', 'multicast'],
    ['[::1]', 'loopback'],
    ['2001:4860:4860::8888', null],
    ['2a00:1450:4001:80b::200e', null],
    ['fe00::1', null],
  ])('IPv6 %s: %s', (address, rule) => {
    expect(targetRule(address)).toBe(rule);
  });

  it.each([
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::FFFF:192.168.0.1', 'private'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['::ffff:8.8.8.8', null],
    ['64:ff9b::808:808', null],
  ])('an IPv4 address written as IPv6, %s, is the IPv4 address: %s', (address, rule) => {
    expect(targetRule(address)).toBe(rule);
  });
});

describe('the outbound target', () => {
  const resolving =
    (answers: Record<string, readonly string[]>): Resolver =>
    async (host) => {
      const found = answers[host];
      if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
      return found;
    };
  const dns = resolving({
    'imap.example.test': ['2606:2800:220:1:248:1893:25c8:1946', '93.184.216.34'],
    'imap6.example.test': ['2606:2800:220:1:248:1893:25c8:1946'],
    'internal.example.test': ['10.20.30.40'],
    'rebind.example.test': ['93.184.216.34', '127.0.0.1'],
    'mapped.example.test': ['::ffff:192.168.1.10'],
    'metadata.example.test': ['169.254.169.254'],
    'localhost': ['127.0.0.1', '::1'],
  });
  const check = (host: string, allowPrivate = false) => outboundTarget(host, { what: 'the IMAP host', allowPrivate, resolve: dns });

  it('answers a checked address of a public name, IPv4 where there is one, with the name for the certificate', async () => {
    expect(await check('imap.example.test')).toEqual({ address: '93.184.216.34', servername: 'imap.example.test' });
    expect(await check('imap6.example.test')).toEqual({ address: '2606:2800:220:1:248:1893:25c8:1946', servername: 'imap6.example.test' });
  });

  it('takes a public address as it is, with no name to hold a certificate to', async () => {
    expect(await check('93.184.216.34')).toEqual({ address: '93.184.216.34', servername: undefined });
    expect(await check('[2606:2800:220:1:248:1893:25c8:1946]')).toEqual({ address: '2606:2800:220:1:248:1893:25c8:1946', servername: undefined });
  });

  it.each([
    ['127.0.0.1', 'loopback', 'a loopback'],
    ['[::1]', 'loopback', 'a loopback'],
    ['localhost', 'loopback', 'a loopback'],
    ['0.0.0.0', 'unspecified', 'an unspecified'],
    ['internal.example.test', 'private', 'a private'],
    ['mapped.example.test', 'private', 'a private'],
    ['metadata.example.test', 'metadata', 'a metadata'],
    // One private answer among public ones is refused: the connection could go to any of them.
    ['rebind.example.test', 'loopback', 'a loopback'],
  ])('refuses %s, naming the rule (%s) and how to allow it', async (host, rule, named) => {
    const refused = check(host);
    await expect(refused).rejects.toBeInstanceOf(TargetRefused);
    await expect(refused).rejects.toMatchObject({ rule, what: 'the IMAP host' });
    await expect(refused).rejects.toThrow(`the IMAP host resolves to ${named} address; set ALLOW_PRIVATE_TARGETS=1 to allow it`);
  });

  it('lets every address through with ALLOW_PRIVATE_TARGETS, still connecting to the address it resolved', async () => {
    expect(await check('127.0.0.1', true)).toEqual({ address: '127.0.0.1', servername: undefined });
    expect(await check('internal.example.test', true)).toEqual({ address: '10.20.30.40', servername: 'internal.example.test' });
  });

  it('resolves anew each time, so a name that turns private is refused at the next connect', async () => {
    const answers: Record<string, readonly string[]> = { 'moving.example.test': ['93.184.216.34'] };
    const options = { what: 'the IMAP host', allowPrivate: false, resolve: resolving(answers) };
    expect((await outboundTarget('moving.example.test', options)).address).toBe('93.184.216.34');
    answers['moving.example.test'] = ['192.168.0.5'];
    await expect(outboundTarget('moving.example.test', options)).rejects.toMatchObject({ rule: 'private' });
  });

  it('passes on a name that does not resolve as the resolver said it', async () => {
    await expect(check('nowhere.example.test')).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });
});

describe('address ranges', () => {
  it('match addresses and CIDR ranges of both families, an IPv4 address written as IPv6 too', () => {
    const trusted = ipRanges(['192.0.2.10', '198.51.100.0/24', '2001:db8::/32']);
    expect(['192.0.2.10', '198.51.100.77', '::ffff:198.51.100.1', '2001:db8:1::25'].map(trusted)).toEqual([true, true, true, true]);
    expect(['192.0.2.11', '198.51.101.1', '2001:db9::1', 'mail.example.test', ''].map(trusted)).toEqual([false, false, false, false, false]);
    expect(ipRanges([])('127.0.0.1')).toBe(false);
  });

  it.each(['10.0.0.0/33', '10.0.0/8', 'mail.example.test', '::1/129', '10.0.0.0/8/8', '10.0.0.0/'])('refuses %j', (entry) => {
    expect(() => ipRanges([entry])).toThrow(`"${entry}" is no IP address or CIDR range`);
  });

  it('stop the server from starting when MAIL_TRUSTED_RELAYS has a typo, and are read with ALLOW_PRIVATE_TARGETS', () => {
    expect(() => configFromEnv({ MAIL_TRUSTED_RELAYS: '10.0.0.1, 10.0.0.0/33' })).toThrow('MAIL_TRUSTED_RELAYS: "10.0.0.0/33" is no IP address or CIDR range');
    const config = configFromEnv({ MAIL_TRUSTED_RELAYS: ' 10.0.0.1, 192.168.0.0/16 ,', ALLOW_PRIVATE_TARGETS: '1' });
    expect(config.mailInbound.trustedRelays).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(config.allowPrivateTargets).toBe(true);
    expect(configFromEnv({}).allowPrivateTargets).toBe(false);
  });
});
