import type { Repositories } from '../repositories';
import { verifyPassword } from '../security/passwords';
import { DEMO } from './demo-seed';

/**
 * Up to this many accounts, every one is checked (about 50 ms of scrypt each, so a second at most); beyond, only
 * the addresses the demo seed creates, since a start must not take minutes and those are the accounts a demo
 * database carries into production.
 */
const CHECK_ALL_UP_TO = 20;

/** The addresses whose password is still the demo's, printed by `npm start` for anyone to read. */
export async function accountsWithDemoPassword(repos: Repositories): Promise<string[]> {
  const few = await repos.users.withPassword(CHECK_ALL_UP_TO + 1);
  const demoAddresses = [DEMO.admin.email, DEMO.employee.email];
  const candidates = few.length <= CHECK_ALL_UP_TO ? few : await repos.users.withPassword(demoAddresses.length, demoAddresses);
  const found: string[] = [];
  for (const { email, passwordHash } of candidates) {
    if (passwordHash && (await verifyPassword(DEMO.password, passwordHash))) found.push(email);
  }
  return found;
}
