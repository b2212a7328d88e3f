import { describe, expect, it } from 'vitest';
import { ServerKeys, type ServerKey } from '../../../../security/server-keys';
import { replyAddress, replyToken, tokenFits, tokensIn } from '../reply-token';

const DAY_MS = 86_400_000;
let clock = new Date('2030-01-01T00:00:00Z');
const key = (id: string, retiredAt: Date | null = null): ServerKey => ({ id, key: `the key ${id}, thirty-two characters or more`, createdAt: new Date(0), retiredAt });
const KEYS = new ServerKeys([key('k1')], () => clock);
const TICKET = { organisationId: 'b1c0ffee-0000-4000-8000-000000000001', id: 'b1c0ffee-0000-4000-8000-000000000002', number: 4711 };

describe('the reply token', () => {
  const token = replyToken(KEYS, TICKET, 'Eve@Acme.test');

  it("names the ticket's number and is signed for the recipient, in lower-case hex", () => {
    expect(token).toMatch(/^4711-[0-9a-f]{24}$/);
    expect(replyToken(KEYS, TICKET, 'eve@acme.test')).toBe(token);
    expect(tokenFits(KEYS, TICKET, 'eve@acme.test', token)).toBe(true);
  });

  it('fits under a key retired within its window, not after', () => {
    const rotated = new ServerKeys([key('k1', clock), key('k2')], () => clock);
    expect(replyToken(rotated, TICKET, 'eve@acme.test')).not.toBe(token);
    expect(tokenFits(rotated, TICKET, 'eve@acme.test', token)).toBe(true);
    clock = new Date(clock.getTime() + 7 * DAY_MS);
    expect(tokenFits(rotated, TICKET, 'eve@acme.test', token)).toBe(false);
    expect(tokenFits(rotated, TICKET, 'eve@acme.test', replyToken(rotated, TICKET, 'eve@acme.test'))).toBe(true);
  });

  it('fits no other recipient, ticket, organisation or key', () => {
    expect(tokenFits(KEYS, TICKET, 'mallory@acme.test', token)).toBe(false);
    expect(tokenFits(KEYS, { ...TICKET, id: 'b1c0ffee-0000-4000-8000-000000000003' }, 'eve@acme.test', token)).toBe(false);
    expect(tokenFits(KEYS, { ...TICKET, organisationId: 'b1c0ffee-0000-4000-8000-000000000009' }, 'eve@acme.test', token)).toBe(false);
    expect(tokenFits(new ServerKeys([key('k1', new Date(0)), key('k2')], () => clock), TICKET, 'eve@acme.test', token)).toBe(false);
    expect(tokenFits(KEYS, TICKET, 'eve@acme.test', `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`)).toBe(false);
  });

  it("plus-addresses the desk's address, within the 64 characters of a local part", () => {
    expect(replyAddress('help@acme.test', token)).toBe(`help+${token}@acme.test`);
    expect(replyAddress('it+desk@acme.test', token)).toBe(`it+desk+${token}@acme.test`);
    const longest = 'd'.repeat(64 - token.length - 1);
    expect(replyAddress(`${longest}@acme.test`, token)!.split('@')[0]).toHaveLength(64);
    expect(replyAddress(`${longest}x@acme.test`, token)).toBeNull();
  });

  it('is read back from the addresses a mail went to, whatever their case', () => {
    expect(tokensIn([`help+${token}@acme.test`, 'help@acme.test', `IT+DESK+${token.toUpperCase()}@ACME.TEST`, 'eve+shopping@acme.test', '+4711-x@acme.test'])).toEqual([
      { number: 4711, token },
      { number: 4711, token },
    ]);
  });
});
