import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from '../../server/security/sealed-secrets';

const SECRET = 'a server secret of thirty-two characters or more';

describe('sealed secrets', () => {
  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = sealSecret(SECRET, 'mailbox pässword');
    expect(openSecret(SECRET, sealed)).toBe('mailbox pässword');
    expect(sealSecret(SECRET, 'mailbox pässword')).not.toBe(sealed);
  });

  it('opens nothing under another server secret, altered, or not sealed at all', () => {
    const sealed = sealSecret(SECRET, 's3cret');
    expect(openSecret(`${SECRET}!`, sealed)).toBeNull();
    const body = sealed.slice(3);
    const flipped = `v1.${body.slice(0, -2)}${body.at(-2) === 'A' ? 'B' : 'A'}${body.at(-1)}`;
    expect(openSecret(SECRET, flipped)).toBeNull();
    expect(openSecret(SECRET, 's3cret')).toBeNull();
    expect(openSecret(SECRET, 'v1.')).toBeNull();
  });
});
