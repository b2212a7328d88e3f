import type { z } from 'zod';
import type { UserListQuery } from '../../../../contract/people';
import { pageAnswer, type StaffPrincipal } from '../../../kernel';
import type { PeopleDeps } from './service-deps';

/** The organisation's directory: its people as the Users app lists them. */
export class DirectoryService {
  constructor(private readonly deps: PeopleDeps) {}

  async users(principal: StaffPrincipal, query: z.output<typeof UserListQuery>) {
    const { rows, total } = await this.deps.store.repos.users.list(principal.organisationId, query);
    const items = rows.map((user) => ({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      createdAt: user.createdAt.toISOString(),
      version: user.version,
    }));
    return pageAnswer(items, total, query);
  }
}
