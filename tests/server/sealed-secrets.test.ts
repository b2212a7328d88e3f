import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from '../../server/security/sealed-secrets';
import { ServerKeys, type ServerKey } from '../../server/security/server-keys';

const now = () => new Date('2030-01-01T00:00:00Z');
const key = (id: string, retiredAt: Date | null = null): ServerKey => ({ id, key: `the key ${id}, thirty-two characters or more`, createdAt: new Date(0), retiredAt });

describe('sealed secrets', () => {
  it('opens what it sealed, and seals the same text differently each time', () => {
    const keys = new ServerKeys([key('k1')], now);
    const sealed = sealSecret(keys, 'mailbox pässword');
    expect(sealed).toMatch(/^v2\.k1\./);
    expect(openSecret(keys, sealed)).toBe('mailbox pässword');
    expect(sealSecret(keys, 'mailbox pässword')).not.toBe(sealed);
  });

  it('opens under a key retired long ago: a sealed password is data at rest, not a signature that expires', () => {
    const sealed = sealSecret(new ServerKeys([key('k1')], now), 's3cret');
    const rotated = new ServerKeys([key('k1', new Date('2020-01-01T00:00:00Z')), key('k2')], now);
    expect(openSecret(rotated, sealed)).toBe('s3cret');
    expect(sealSecret(rotated, 's3cret')).toMatch(/^v2\.k2\./);
  });

  it('opens one sealed before the key store (v1) under the SERVER_SECRET it became', () => {
    const [, , body] = sealSecret(new ServerKeys([key('env')], now), 's3cret').split('.');
    expect(openSecret(new ServerKeys([key('generated', new Date(0)), key('env')], now), `v1.${body}`)).toBe('s3cret');
    expect(openSecret(new ServerKeys([key('generated')], now), `v1.${body}`)).toBeNull();
  });

  it('opens nothing under another key, altered, or not sealed at all', () => {
    const keys = new ServerKeys([key('k1')], now);
    const sealed = sealSecret(keys, 's3cret');
    expect(openSecret(new ServerKeys([key('k2')], now), sealed)).toBeNull();
    expect(openSecret(new ServerKeys([{ ...key('k1'), key: 'another key of thirty-two characters' }], now), sealed)).toBeNull();
    const flipped = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.at(-1)}`;
    expect(openSecret(keys, flipped)).toBeNull();
    expect(openSecret(keys, 's3cret')).toBeNull();
    expect(openSecret(keys, 'v2.')).toBeNull();
    expect(openSecret(keys, 'v2.k1.')).toBeNull();
  });
});
