import { appCatalogue } from '../../contract/catalogue';
import { seedAppDemos } from '../apps';
import type { Store } from '../repositories';
import { hashPassword } from '../security/passwords';
import { addMember, provisionOrganisation } from '../services/provisioning';
import { addDemoStaff } from './demo-staff';

/** The demo sign-in `npm start` prints; the same people exist in the MSW fixtures. */
export const DEMO = {
  organisation: 'Acme',
  password: 'portal-demo',
  admin: { email: 'admin@acme.test', name: 'Ada Admin' },
  employee: { email: 'employee@acme.test', name: 'Eve Employee' },
} as const;

/** The catalogue in the database follows the code on every start. */
export async function syncCatalogue(store: Store): Promise<void> {
  await store.repos.apps.upsertCatalogue(appCatalogue);
}

/**
 * Seeds Acme (its admin, its employee and, as a company, 38 more people), only into an empty database; true when it
 * did. Without the company it is the two people the browser's mocks also know, for the cases that compare the two.
 */
export async function seedDemoWhenEmpty(store: Store, scryptCost: number, company = true): Promise<boolean> {
  if (await store.repos.organisations.any()) return false;
  const passwordHash = await hashPassword(DEMO.password, scryptCost);
  await store.transaction(async (repos) => {
    const { organisation, founder } = await provisionOrganisation(repos, DEMO.organisation, { ...DEMO.admin, role: 'admin', passwordHash });
    const employee = await addMember(repos, organisation.id, { ...DEMO.employee, role: 'employee', passwordHash });
    const staff = company ? await addDemoStaff(repos, organisation.id, passwordHash) : [];
    await seedAppDemos(repos, organisation.id, [employee.id, founder.id, ...staff]);
  });
  return true;
}
