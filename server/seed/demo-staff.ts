import type { Role } from '../../contract/common';
import type { Repositories } from '../repositories';
import { addMembers } from '../services/provisioning';

/**
 * Acme's other 38 people, so the demo is a 40-person company: names from the countries its offices hire in, a few
 * managers, agents and a second admin. The apps' demos give each their devices, tickets, orders and campaigns; the
 * last two have left (Manage's seed records when).
 */
const STAFF: readonly (readonly [name: string, role?: Role])[] = [
  ['Lukas Schneider', 'manager'],
  ['Sofia Rossi'],
  ['Mateo García', 'agent'],
  ['Aiko Tanaka'],
  ['Chidi Okafor'],
  ['Emma Johansson', 'manager'],
  ['Rahul Mehta'],
  ['Zoé Dubois'],
  ['Jakub Nowak'],
  ['Fatima Haddad', 'agent'],
  ['Liam O’Brien'],
  ['Ana Costa'],
  ['Mei Chen'],
  ['Oluwaseun Adeyemi'],
  ['Hannah Becker'],
  ['Tomás Silva'],
  ['Ingrid Larsen'],
  ['Yusuf Demir'],
  ['Priya Nair', 'admin'],
  ['Noah Williams'],
  ['Elif Yılmaz'],
  ['Kenji Watanabe'],
  ['Camille Laurent'],
  ['Diego Hernández'],
  ['Freya Andersen'],
  ['Amara Nwosu'],
  ['Lucas Martin'],
  ['Sara Ahmadi'],
  ['Matteo Bianchi', 'manager'],
  ['Julia Kowalska'],
  ['Ethan Clarke'],
  ['Nadia Petrova'],
  ['Samuel Mensah'],
  ['Clara Fischer'],
  ['Ravi Shankar'],
  ['Leonie Wagner'],
  ['Marco Ferrari'],
  ['Grace Park'],
];

/** `Zoé Dubois` → `zoe.dubois@acme.test`: the address a person signs in with. */
function demoAddressOf(name: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f’']/g, '')
    .replace(/ı/g, 'i')
    .toLowerCase();
  return `${plain.split(' ').join('.')}@acme.test`;
}

/** Every address the demo staff signs in with (the start-up check of a production portal looks for them). */
export const DEMO_STAFF_ADDRESSES: readonly string[] = STAFF.map(([name]) => demoAddressOf(name));

/** Adds the staff, all with the demo password; their ids in the order of the list. */
export async function addDemoStaff(repos: Repositories, organisationId: string, passwordHash: string): Promise<string[]> {
  const staff = await addMembers(
    repos,
    organisationId,
    STAFF.map(([name, role = 'employee']) => ({ name, email: demoAddressOf(name), role, passwordHash })),
  );
  return staff.map((user) => user.id);
}
