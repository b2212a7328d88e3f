import { decodeAllowedApps, encodeAllowedApps, type Decoded } from '../../domain/session/allowed-apps-codec';
import {
  decodeDirectNavigationRoute,
  encodeDirectNavigationRoute,
  type DirectNavigationRoute,
} from '../../domain/session/direct-navigation-route';
import { SIGNED_OUT, type Session } from '../../domain/session/session';
import { StorageKeys, type StorageKey } from '../../domain/session/storage-keys';
import type { LoggerPort } from '../ports/logger-port';
import type { StoragePort } from '../ports/storage-port';

export const SESSION_STORE = Symbol.for('SessionStore');

/**
 * The session keys of spec 3 over browser storage. A malformed stored value counts as absent and is
 * logged as a warning: a corrupt entry must never break the app.
 */
export class SessionStore {
  private readonly listeners = new Set<() => void>();
  private cached: { token: string | null; apps: string | null; session: Session } | null = null;

  constructor(
    private readonly storage: StoragePort,
    private readonly logger: LoggerPort,
  ) {}

  /** The same object until the stored values change, so that screens can subscribe to it. */
  session(): Session {
    const token = this.storage.get(StorageKeys.loginToken);
    const apps = this.storage.get(StorageKeys.allowedApps);
    if (this.cached?.token !== token || this.cached.apps !== apps) {
      const session = token
        ? { signedIn: true, allowedApps: this.decoded(StorageKeys.allowedApps, decodeAllowedApps) ?? [] }
        : SIGNED_OUT;
      this.cached = { token, apps, session };
    }
    return this.cached.session;
  }

  loginToken(): string | null {
    return this.storage.get(StorageKeys.loginToken) || null;
  }

  directNavigationRoute(): DirectNavigationRoute | null {
    return this.decoded(StorageKeys.directNavigationRoute, decodeDirectNavigationRoute);
  }

  signIn(token: string, allowedApps: readonly string[]): void {
    this.storage.set(StorageKeys.loginToken, token);
    this.storage.set(StorageKeys.allowedApps, encodeAllowedApps(allowedApps));
    this.announce();
  }

  /** The apps the signed-in person may open changed (an app was installed or uninstalled). */
  updateAllowedApps(allowedApps: readonly string[]): void {
    if (!this.loginToken()) return;
    this.storage.set(StorageKeys.allowedApps, encodeAllowedApps(allowedApps));
    this.announce();
  }

  /** Ends the session but keeps where the person was going, so signing in again returns there. */
  signOut(): void {
    this.storage.remove(StorageKeys.loginToken);
    this.storage.remove(StorageKeys.allowedApps);
    this.announce();
  }

  /** Hears every sign-in, sign-out and change of the allowed apps; returns a function that stops listening. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private announce(): void {
    for (const listener of [...this.listeners]) listener();
  }

  setPlgToken(token: string): void {
    this.storage.set(StorageKeys.plgToken, token);
  }

  rememberCurrentRoute(name: string): void {
    this.storage.set(StorageKeys.currentRoute, name);
  }

  rememberDirectNavigationRoute(route: DirectNavigationRoute): void {
    this.storage.set(StorageKeys.directNavigationRoute, encodeDirectNavigationRoute(route));
  }

  setReturnPath(path: string | null): void {
    this.setOrRemove(StorageKeys.returnPath, path);
  }

  returnPath(): string | null {
    return this.storage.get(StorageKeys.returnPath) || null;
  }

  setIframeSlug(slug: string): void {
    this.storage.set(StorageKeys.iframeSlug, slug);
  }

  private setOrRemove(key: StorageKey, value: string | null): void {
    if (value === null) this.storage.remove(key);
    else this.storage.set(key, value);
  }

  private decoded<T>(key: StorageKey, decode: (stored: string) => Decoded<T>): T | null {
    const stored = this.storage.get(key);
    if (stored === null) return null;
    const result = decode(stored);
    if (result.ok) return result.value;
    this.logger.warn(`Ignoring the stored ${key}: ${result.reason}`);
    return null;
  }
}
