import { describe, expect, it } from 'vitest';
import { attemptOutcome, loggedBody, LOGGED_BODY_CHARS, maskedSecret, signingSecrets, WEBHOOK_RETRY_DELAYS_MS } from '../webhooks';

const HOUR = 3_600_000;

describe('webhook delivery rules', () => {
  it('retries after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h, then gives up', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((attempts) => attemptOutcome(503, attempts));
    expect(delays).toEqual([5_000, 300_000, 1_800_000, 2 * HOUR, 5 * HOUR, 10 * HOUR, 14 * HOUR, 20 * HOUR, 24 * HOUR].map((delayMs) => ({ kind: 'retry', delayMs })));
    expect(attemptOutcome(503, WEBHOOK_RETRY_DELAYS_MS.length)).toEqual({ kind: 'failed' });
    expect(attemptOutcome(null, 1)).toEqual({ kind: 'retry', delayMs: 5_000 });
  });

  it('takes any 2xx as delivered, and a 410 as the receiver asking never to be called again', () => {
    expect(attemptOutcome(204, 3)).toEqual({ kind: 'succeeded' });
    expect(attemptOutcome(299, 1)).toEqual({ kind: 'succeeded' });
    expect(attemptOutcome(410, 1)).toEqual({ kind: 'gone' });
    expect(attemptOutcome(301, 1).kind).toBe('retry');
  });

  it('signs with the secret before a rotation only while the overlap lasts', () => {
    const until = new Date('2026-11-28T12:00:00Z');
    const endpoint = { secret: 'whsec_new', previousSecret: 'whsec_old', previousSecretUntil: until };
    expect(signingSecrets(endpoint, new Date(until.getTime() - 1))).toEqual(['whsec_new', 'whsec_old']);
    expect(signingSecrets(endpoint, until)).toEqual(['whsec_new']);
    expect(signingSecrets({ secret: 'whsec_new', previousSecret: null, previousSecretUntil: null }, new Date(0))).toEqual(['whsec_new']);
  });

  it('masks a secret to its last four characters and cuts logged bodies at the bound', () => {
    expect(maskedSecret('AbCd')).toBe('whsec_…AbCd');
    expect(loggedBody('x'.repeat(LOGGED_BODY_CHARS))).toEqual({ body: 'x'.repeat(LOGGED_BODY_CHARS), truncated: false });
    expect(loggedBody('x'.repeat(LOGGED_BODY_CHARS + 1)).truncated).toBe(true);
  });
});
