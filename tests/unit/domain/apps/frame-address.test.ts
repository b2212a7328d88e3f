import { describe, expect, it } from 'vitest';
import { FRAME_READY, frameAddress, frameReady, frameSandbox } from '../../../../src/domain/apps/frame-address';

const portal = 'https://portal.example.com';

describe('which addresses an embedded app may frame', () => {
  it('frames the portal’s own pages, by path or by its own origin', () => {
    expect(frameAddress('/embedded/pos', portal)).toEqual({ kind: 'own', url: 'https://portal.example.com/embedded/pos' });
    expect(frameAddress('https://portal.example.com/x', portal)).toEqual({ kind: 'own', url: 'https://portal.example.com/x' });
  });

  it('frames a partner over https and names its origin for the CSP', () => {
    expect(frameAddress(' https://pos.vendor.example/app?org=1 ', portal)).toEqual({
      kind: 'partner',
      url: 'https://pos.vendor.example/app?org=1',
      origin: 'https://pos.vendor.example',
    });
  });

  it('refuses plain http, scripts, data, credentials in the address and host-relative addresses', () => {
    expect(frameAddress('http://pos.vendor.example/', portal)).toEqual({ kind: 'refused', reason: 'not-https' });
    for (const raw of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'https://user:pw@vendor.example/', '//vendor.example/app', 'not a url']) {
      expect(frameAddress(raw, portal).kind, raw).toBe('refused');
    }
  });

  it('never lets the portal’s own pages keep their origin in the sandbox, nor any frame navigate the portal', () => {
    expect(frameSandbox('own').split(' ')).not.toContain('allow-same-origin');
    expect(frameSandbox('partner').split(' ')).toContain('allow-same-origin');
    for (const kind of ['own', 'partner'] as const) expect(frameSandbox(kind)).not.toMatch(/allow-top-navigation/);
  });

  it('takes a ready answer only for the nonce it sent', () => {
    expect(frameReady({ type: FRAME_READY, nonce: 'n1', title: 'POS' }, 'n1')).toEqual({ title: 'POS' });
    expect(frameReady({ type: FRAME_READY, nonce: 'other' }, 'n1')).toBeNull();
    expect(frameReady('app:ready', 'n1')).toBeNull();
  });
});
