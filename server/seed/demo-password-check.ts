import type { Repositories } from '../repositories';
import { verifyPassword } from '../security/passwords';
import { DEMO } from './demo-seed';
import { DEMO_STAFF_ADDRESSES } from './demo-staff';

/**
 * Up to this many accounts, every one is checked (about 50 ms of scrypt for each distinct hash, so a second at
 * most); beyond, only the addresses the demo seed creates, since a start must not take minutes and those are the
 * accounts a demo database carries into production.
 */
const CHECK_ALL_UP_TO = 20;

/** The addresses whose password is still the demo's, printed by `npm start` for anyone to read. */
export async function accountsWithDemoPassword(repos: Repositories): Promise<string[]> {
  const few = await repos.users.withPassword(CHECK_ALL_UP_TO + 1);
  const demoAddresses = [DEMO.admin.email, DEMO.employee.email, ...DEMO_STAFF_ADDRESSES];
  const candidates = few.length <= CHECK_ALL_UP_TO ? few : await repos.users.withPassword(demoAddresses.length, demoAddresses);
  // The seed gives its 40 people one hash: each distinct hash is checked once, so a demo database costs one scrypt.
  const isDemo = new Map<string, Promise<boolean>>();
  const found: string[] = [];
  for (const { email, passwordHash } of candidates) {
    if (!passwordHash) continue;
    if (!isDemo.has(passwordHash)) isDemo.set(passwordHash, verifyPassword(DEMO.password, passwordHash));
    if (await isDemo.get(passwordHash)) found.push(email);
  }
  return found;
}
