import { randomBytes } from 'node:crypto';
import type { Store } from '../repositories';
import { ServerKeys } from './server-keys';

/** How often a running server reads the keys again, so that a rotation by another process reaches it. */
export const KEY_RELOAD_MS = 60_000;

const newKey = (key: string, at: Date) => ({ id: randomBytes(6).toString('base64url'), key, createdAt: at });

/**
 * The install's current key, made on the first start: a random 256-bit key, or SERVER_SECRET when it is set, which
 * then becomes the current key and retires the one before (so changing SERVER_SECRET rotates). A start does this
 * under the start lock (prepareDatabase); should two servers still insert at once, the second insert loses to the
 * first, and both read the winner. Once the current key is there, this writes nothing.
 */
export async function ensureServerKey(store: Store, serverSecret: string | null, at: Date): Promise<void> {
  if (serverSecret === null) {
    await store.repos.serverKeys.insertUnlessCurrent(newKey(randomBytes(32).toString('base64url'), at));
  } else {
    await store.transaction(async (repos) => {
      await repos.serverKeys.retireCurrent(at, serverSecret);
      await repos.serverKeys.insertUnlessCurrent(newKey(serverSecret, at));
    });
  }
}

/** The install's keys, the current one made first when there is none yet. */
export async function openServerKeys(store: Store, serverSecret: string | null, now: () => Date): Promise<ServerKeys> {
  await ensureServerKey(store, serverSecret, now());
  return new ServerKeys(await store.repos.serverKeys.all(), now);
}

/** A new random current key; the one before verifies for RETIRED_KEY_DAYS. Answers the new key's id. */
export async function rotateServerKey(store: Store, at: Date): Promise<string> {
  const key = newKey(randomBytes(32).toString('base64url'), at);
  await store.transaction(async (repos) => {
    await repos.serverKeys.retireCurrent(at);
    await repos.serverKeys.insertUnlessCurrent(key);
  });
  return key.id;
}

export async function reloadServerKeys(store: Store, keys: ServerKeys): Promise<void> {
  keys.update(await store.repos.serverKeys.all());
}
