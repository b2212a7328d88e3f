import { sql } from 'drizzle-orm';
import type { ExceptionKind } from '../../../../src/apps/manage/domain/exception-rules';
import { rowsOf, pageOf, type Db, type PageRequest } from '../../../kernel';

export interface ExceptionRow {
  readonly kind: ExceptionKind;
  readonly entityType: 'asset' | 'licence' | 'person';
  readonly entityId: string;
  readonly label: string;
  readonly fact: string;
}

/**
 * The findings of src/domain/manage/exceptions.ts, computed where the data is: one SELECT per kind, so that an
 * organisation of 100,000 assets is never loaded into memory. Keep each branch in step with its rule there.
 */
function findings(organisationId: string, today: string) {
  return sql`
    select 'offboarded-holder' as kind, 'asset' as entity_type, a.id as entity_id, a.asset_tag as label, u.name as fact
      from manage_assets a join manage_offboardings o on o.user_id = a.assignee_id join users u on u.id = a.assignee_id
      where a.organisation_id = ${organisationId} and not a.archived and a.status in ('deployed', 'pending-return')
    union all
    select 'duplicate-serial', 'asset', a.id, a.asset_tag, a.serial
      from manage_assets a
      where a.organisation_id = ${organisationId} and not a.archived and a.serial is not null
        and upper(regexp_replace(a.serial, '[^A-Za-z0-9]', '', 'g')) in (
          select upper(regexp_replace(d.serial, '[^A-Za-z0-9]', '', 'g')) from manage_assets d
          where d.organisation_id = ${organisationId} and not d.archived and d.serial is not null
          group by 1 having count(*) > 1)
    union all
    select 'warranty-expired', 'asset', a.id, a.asset_tag, a.warranty_end::text
      from manage_assets a
      where a.organisation_id = ${organisationId} and not a.archived and a.status = 'deployed' and a.warranty_end < ${today}::date
    union all
    select 'past-end-of-life', 'asset', a.id, a.asset_tag, a.end_of_life::text
      from manage_assets a
      where a.organisation_id = ${organisationId} and not a.archived and a.status <> 'retired' and a.end_of_life < ${today}::date
    union all
    select 'offboarding-proposed', 'person', u.id, u.name, u.email
      from manage_offboarding_proposals p join users u on u.id = p.user_id
      where p.organisation_id = ${organisationId}
        and not exists (select 1 from manage_offboardings o where o.user_id = p.user_id)
    union all
    select 'licence-over-allocated', 'licence', l.id, l.name, l.seats_used || '/' || l.seats
      from manage_licences l
      where l.organisation_id = ${organisationId} and l.seats_used > l.seats`;
}

export class ManageExceptionRepository {
  constructor(private readonly db: Db) {}

  async list(organisationId: string, today: string, request: PageRequest & { kind?: ExceptionKind | undefined; sort?: string | undefined }) {
    const kind = request.kind ? sql`where kind = ${request.kind}` : sql``;
    const direction = request.sort === '-kind' ? sql`desc` : sql`asc`;
    const { limit, offset } = pageOf(request);
    const found = sql`(${findings(organisationId, today)}) as found ${kind}`;
    const rows = rowsOf<{ kind: ExceptionKind; entity_type: 'asset' | 'licence' | 'person'; entity_id: string; label: string; fact: string }>(
      await this.db.execute(sql`select * from ${found} order by kind ${direction}, label, entity_id limit ${limit} offset ${offset}`),
    );
    const [counted] = rowsOf<{ total: number }>(await this.db.execute(sql`select count(*)::int as total from ${found}`));
    const items: ExceptionRow[] = rows.map((row) => ({
      kind: row.kind,
      entityType: row.entity_type,
      entityId: row.entity_id,
      label: row.label,
      fact: row.fact,
    }));
    return { rows: items, total: counted?.total ?? 0 };
  }

  /** How many findings there are, for the overview: the count alone, no rows. */
  async count(organisationId: string, today: string): Promise<number> {
    const [counted] = rowsOf<{ total: number }>(await this.db.execute(sql`select count(*)::int as total from (${findings(organisationId, today)}) as found`));
    return counted?.total ?? 0;
  }
}
