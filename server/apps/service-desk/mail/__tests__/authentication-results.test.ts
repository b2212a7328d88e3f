import { describe, expect, it } from 'vitest';
import { senderAuthenticated } from '../authentication-results';

describe("a trusted relay's Authentication-Results", () => {
  it.each([
    ['mx.acme.test; dkim=pass header.d=acme.test header.s=sel1 header.b=abc', true],
    ['mx.acme.test; dkim=pass (good signature) header.i=@acme.test', true],
    ['mx.acme.test 1; spf=pass smtp.mailfrom=eve@acme.test', true],
    ['mx.acme.test; spf=pass smtp.mailfrom=acme.test', true],
    ['mx.acme.test; dmarc=pass (p=reject) header.from=acme.test', true],
    ['mx.acme.test; DKIM=Pass header.d=ACME.test', true],
    ['mx.acme.test; dkim=fail header.d=acme.test; spf=softfail smtp.mailfrom=acme.test; dmarc=fail header.from=acme.test', false],
    ['mx.acme.test; dkim=pass header.d=mail.acme.test', false],
    ['mx.acme.test; dkim=pass header.d=elsewhere.test; spf=pass smtp.mailfrom=bounce@elsewhere.test', false],
    ['mx.acme.test; dmarc=pass header.from=elsewhere.test', false],
    ['mx.acme.test; none', false],
    ['', false],
  ])('%j proves eve@acme.test: %s', (header, expected) => {
    expect(senderAuthenticated([header], 'eve@acme.test')).toBe(expected);
  });

  it('counts only the topmost header, the relay’s own', () => {
    const forgedBelow = ['mx.acme.test; dkim=none', 'mx.acme.test; dkim=pass header.d=acme.test'];
    expect(senderAuthenticated(forgedBelow, 'eve@acme.test')).toBe(false);
    expect(senderAuthenticated([], 'eve@acme.test')).toBe(false);
  });
});
