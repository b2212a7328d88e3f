import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database';
import { migrationsBefore } from '../../../../tests/server/migrations-before';
import { reopenableTestDatabase, type ReopenableDatabase } from '../../../../tests/server/test-database';

let data: ReopenableDatabase;
let database: Database;
let folder: string;
const query = async <T>(database: Database, text: string) => (await database.db.execute(sql.raw(text))) as unknown as { rows: T[] };

beforeAll(async () => {
  data = await reopenableTestDatabase();
  folder = await migrationsBefore('_teams');
  database = await data.open(folder);
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  await data.dispose();
  await rm(folder, { recursive: true, force: true });
});

describe('migration 0030: teams are rows with ids', () => {
  it('makes each text team a team of its organisation, matched in any case, and keeps every person in theirs', async () => {
    const { rows: orgs } = await query<{ id: string }>(database, "insert into organisations (name) values ('Acme'), ('Globex') returning id");
    const [acme, globex] = orgs.map((org) => org.id);
    const people: [string, string, string | null][] = [
      ['ann', acme!, 'Sales'],
      ['bob', acme!, 'sales '],
      ['cid', acme!, 'Sales'],
      ['dee', acme!, 'Engineering'],
      ['eve', acme!, null],
      ['fay', acme!, '   '],
      ['gus', globex!, 'SALES'],
    ];
    for (const [name, org, team] of people) {
      await query(database, `insert into users (organisation_id, name, email, role) values ('${org}', '${name}', '${name}@test.example', 'employee')`);
      await query(
        database,
        `insert into people_placements (user_id, organisation_id, team) select id, organisation_id, ${team === null ? 'null' : `'${team}'`} from users where name = '${name}'`,
      );
    }

    await database.close();
    database = await data.open();
    await database.migrate();

    const { rows: teams } = await query<{ organisation_id: string; name: string }>(database, 'select organisation_id, name from people_teams order by organisation_id, name');
    // The spelling most people had wins; another organisation's team of that name is its own.
    expect(teams.filter((team) => team.organisation_id === acme).map((team) => team.name)).toEqual(['Engineering', 'Sales']);
    expect(teams.filter((team) => team.organisation_id === globex).map((team) => team.name)).toEqual(['SALES']);
    const { rows: placed } = await query<{ name: string; team: string | null }>(
      database,
      'select u.name, t.name as team from people_placements p join users u on u.id = p.user_id left join people_teams t on t.id = p.team_id order by u.name',
    );
    expect(placed.map((row) => [row.name, row.team])).toEqual([
      ['ann', 'Sales'],
      ['bob', 'Sales'],
      ['cid', 'Sales'],
      ['dee', 'Engineering'],
      ['eve', null],
      ['fay', null],
      ['gus', 'SALES'],
    ]);
    const { rows: columns } = await query(database, "select 1 from information_schema.columns where table_name = 'people_placements' and column_name = 'team'");
    expect(columns).toEqual([]);
  });

  it('refuses a second team of one name in any case, and a deleted team leaves its people placed without one', async () => {
    const { rows: teams } = await query<{ id: string; organisation_id: string }>(database, "select id, organisation_id from people_teams where name = 'Sales'");
    const sales = teams[0]!;
    await expect(query(database, `insert into people_teams (organisation_id, name) values ('${sales.organisation_id}', 'sALES')`)).rejects.toThrow();
    await query(database, `delete from people_teams where id = '${sales.id}'`);
    const { rows } = await query<{ n: number }>(database, "select count(*)::int as n from people_placements p join users u on u.id = p.user_id where u.name in ('ann', 'bob', 'cid') and p.team_id is null");
    expect(rows).toEqual([{ n: 3 }]);
  });
});
