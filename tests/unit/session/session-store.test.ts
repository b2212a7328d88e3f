import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { SessionStore } from '../../../src/application/session/session-store';
import { decodeAllowedApps, encodeAllowedApps } from '../../../src/domain/session/allowed-apps-codec';
import { RecordingLogger } from '../fakes/recording-logger';

function storeWith(initial: ConstructorParameters<typeof MemoryStorage>[0]) {
  const storage = new MemoryStorage(initial);
  const logger = new RecordingLogger();
  return { storage, logger, store: new SessionStore(storage, logger) };
}

describe('the allowed-apps codec', () => {
  it('round-trips slugs through base64 of UTF-8 JSON', () => {
    const encoded = encodeAllowedApps(['shop', 'résolve']);
    expect(JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0))))).toEqual([
      'shop',
      'résolve',
    ]);
    expect(decodeAllowedApps(encoded)).toEqual({ ok: true, value: ['shop', 'résolve'] });
  });

  it.each([
    ['not base64', '%%%'],
    ['not JSON', btoa('{nope')],
    ['not an array', btoa('{"a":1}')],
    ['not strings', btoa('[1,2]')],
  ])('refuses a value that is %s', (_, stored) => {
    expect(decodeAllowedApps(stored).ok).toBe(false);
  });
});

describe('the session store', () => {
  it('is signed out without a login token, whatever else is stored', () => {
    const { store } = storeWith({ allowedApps: encodeAllowedApps(['shop']) });
    expect(store.session()).toEqual({ signedIn: false, allowedApps: [] });
  });

  it('reads the token and the allowed apps after sign-in', () => {
    const { store, storage } = storeWith({});
    store.signIn('t0k', ['shop', 'cart']);
    expect(storage.get('loginToken')).toBe('t0k');
    expect(store.session()).toEqual({ signedIn: true, allowedApps: ['shop', 'cart'] });
  });

  it('treats malformed allowed apps as none and warns', () => {
    const { store, logger } = storeWith({ loginToken: 't', allowedApps: 'garbage!' });
    expect(store.session()).toEqual({ signedIn: true, allowedApps: [] });
    expect(logger.at('warn')).toEqual([expect.stringContaining('allowedApps')]);
  });

  it('treats a malformed direct navigation route as absent and warns', () => {
    for (const stored of ['{bad', '"/x"', '{"path":"relative","meta":{}}', '{"path":"/x","meta":{"slug":1}}']) {
      const { store, logger } = storeWith({ directNavigationRoute: stored });
      expect(store.directNavigationRoute()).toBeNull();
      expect(logger.at('warn')).toHaveLength(1);
    }
  });

  it('keeps the direct navigation route across sign-out', () => {
    const { store } = storeWith({});
    store.signIn('t', []);
    store.rememberDirectNavigationRoute({ path: '/apps/shop/home', meta: { slug: 'shop' } });
    store.signOut();
    expect(store.session().signedIn).toBe(false);
    expect(store.directNavigationRoute()).toEqual({ path: '/apps/shop/home', meta: { slug: 'shop' } });
  });
});
