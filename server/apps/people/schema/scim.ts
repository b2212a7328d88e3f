import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { organisationId, users } from '../../../kernel-schema';

/**
 * What an identity provider knows of a person beyond the directory: its own id for them (`externalId`) and the
 * parts of their name. The account and placement stay the directory's; this row only lets SCIM answer in kind.
 */
export const peopleScimIdentities = pgTable(
  'people_scim_identities',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: organisationId(),
    externalId: text('external_id'),
    givenName: text('given_name'),
    familyName: text('family_name'),
  },
  (t) => [index('people_scim_identities_external_idx').on(t.organisationId, t.externalId)],
);
