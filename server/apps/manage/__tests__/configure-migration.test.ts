import { rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../../db/database';
import { migrationsBefore } from '../../../../tests/server/migrations-before';

let client: PGlite;
let folder: string;
const query = async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows;

beforeAll(async () => {
  client = await PGlite.create();
  folder = await migrationsBefore('manage-configure');
  await (await openPglite({ client }, folder)).migrate();
});
afterAll(async () => {
  await client.close();
  await rm(folder, { recursive: true, force: true });
});

describe('migration: Manage Configure', () => {
  it("keeps every asset's status and names, and gives each the model its names describe and its status's label", async () => {
    const [acme] = await query<{ id: string }>("insert into organisations (name) values ('Acme') returning id");
    const org = acme!.id;
    const [user] = await query<{ id: string }>("insert into users (organisation_id, email, name, role) values ($1, 'eve@acme.test', 'Eve', 'employee') returning id", [org]);
    const rows = [
      ['A-1', 'laptop', 'Lenovo', 'ThinkPad T14', 'in-stock'],
      ['A-2', 'laptop', 'lenovo ', 'thinkpad t14', 'deployed'],
      ['A-3', 'laptop', null, 'Generic', 'pending-return'],
      ['A-4', 'phone', 'Apple', 'iPhone 15', 'in-repair'],
      ['A-5', 'monitor', 'Dell', 'U2723QE', 'retired'],
      ['A-6', 'monitor', 'Dell', 'U2723QE', 'lost'],
    ] as const;
    for (const [tag, type, maker, model, status] of rows) {
      const held = status === 'deployed' || status === 'pending-return';
      await query(
        'insert into manage_assets (organisation_id, asset_tag, product_type, manufacturer, model, status, assignee_id, updated_at) values ($1, $2, $3, $4, $5, $6, $7, now())',
        [org, tag, type, maker, model, status, held ? user!.id : null],
      );
    }

    await (await openPglite({ client })).migrate();

    const assets = await query<{ asset_tag: string; status: string; model: string; manufacturer: string | null; model_name: string; maker: string | null; kind: string; label: string; label_type: string }>(
      `select a.asset_tag, a.status, a.model, a.manufacturer, m.name as model_name, f.name as maker, t.kind, l.name as label, l.type as label_type
         from manage_assets a join manage_models m on m.id = a.model_id join manage_product_types t on t.id = m.product_type_id
         left join manage_manufacturers f on f.id = m.manufacturer_id join manage_status_labels l on l.id = a.status_label_id
        order by a.asset_tag`,
    );
    expect(assets.map((a) => [a.asset_tag, a.status, a.model_name, a.maker, a.kind, a.label, a.label_type])).toEqual([
      ['A-1', 'in-stock', 'ThinkPad T14', 'Lenovo', 'laptop', 'Ready to deploy', 'deployable'],
      ['A-2', 'deployed', 'ThinkPad T14', 'Lenovo', 'laptop', 'Deployed', 'deployable'],
      ['A-3', 'pending-return', 'Generic', null, 'laptop', 'Pending return', 'pending'],
      ['A-4', 'in-repair', 'iPhone 15', 'Apple', 'phone', 'Out for repair', 'undeployable'],
      ['A-5', 'retired', 'U2723QE', 'Dell', 'monitor', 'Retired', 'undeployable'],
      ['A-6', 'lost', 'U2723QE', 'Dell', 'monitor', 'Lost or stolen', 'undeployable'],
    ]);
    // The names as typed stay the asset's: nothing a list or a search showed changes.
    expect(assets[1]).toMatchObject({ model: 'thinkpad t14', manufacturer: 'lenovo ' });
    expect(await query('select name from manage_manufacturers where organisation_id = $1 order by name', [org])).toEqual([{ name: 'Apple' }, { name: 'Dell' }, { name: 'Lenovo' }]);
    expect((await query('select 1 from manage_models where organisation_id = $1', [org])).length).toBe(4);
    expect((await query('select 1 from manage_status_labels where organisation_id = $1', [org])).length).toBe(7);
  });
});
