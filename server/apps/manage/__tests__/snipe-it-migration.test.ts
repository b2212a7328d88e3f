import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AssetList } from '../../../../contract/apps/manage/asset-schemas';
import { MigrationReport, WaitingHolderList } from '../../../../contract/apps/manage/migration-schemas';
import { ImportedAssetItem, ImportedAssetList } from '../../../../contract/apps/manage/review-schemas';
import { PersonDetails } from '../../../../contract/apps/manage/person-schemas';
import { outcomeCounts } from '../../../../src/apps/manage/domain/import-report';
import { snipeItFixture, type SnipeItFixture } from '../../../../tests/fixtures/snipe-it/snipe-it-fixtures';
import { startTestServer, type TestServer } from '../../../../tests/server/harness';
import { manageClient } from './helpers';
import { readAsTheScreenDoes } from './migration-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('moving over from Snipe-IT', () => {
  it('imports assets, then people, then licences, and hands every asset and seat to its holder as they arrive', async () => {
    const { call } = await manageClient(server);
    const send = async (fixture: SnipeItFixture) => {
      const answer = await call('POST', '/migrations', readAsTheScreenDoes(snipeItFixture(fixture)));
      expect(answer.status, answer.text).toBe(201);
      return MigrationReport.parse(answer.body);
    };

    const assets = await send('assets-sample');
    expect(assets.kind).toBe('assets');
    expect(outcomeCounts(assets)).toEqual({ created: 4, merged: 0, skipped: 0, review: 0, waiting: 3 });
    expect(assets.lines.filter((line) => line.outcome === 'waiting').map((line) => [line.label, line.detail])).toEqual([
      ['SNP-0001', 'gmccrackem2a@bing.com'],
      ['SNP-0002', 'rtenant0'],
      ['SNP-0006', 'Kenneth Lefeuvre'],
    ]);

    const people = await send('users-sample');
    expect(outcomeCounts(people)).toMatchObject({ created: 3 });
    expect(people).toMatchObject({ matched: 3, waiting: 0 });

    const licences = await send('licenses-sample');
    expect(licences.kind).toBe('licences');
    expect(licences.lines.map((line) => [line.line, line.outcome, line.reason])).toEqual([
      [2, 'created', 'new'],
      [3, 'created', 'new'],
      [4, 'waiting', 'holder-unknown'],
      [5, 'created', 'new'],
    ]);

    const list = AssetList.parse((await call('GET', '/assets?q=SNP&pageSize=50&sort=assetTag')).body);
    const holders = Object.fromEntries(list.items.map((asset) => [asset.assetTag, [asset.status, asset.assignee?.name ?? asset.location?.name ?? null]]));
    expect(holders).toMatchObject({
      'SNP-0001': ['deployed', 'Gage McCrackem'],
      'SNP-0002': ['deployed', 'Reagen Tenant'],
      'SNP-0003': ['in-stock', 'Pacocha-Kiehn'],
      'SNP-0004': ['in-repair', 'Pacocha-Kiehn'],
      'SNP-0005': ['in-stock', null],
      'SNP-0006': ['deployed', 'Kenneth Lefeuvre'],
      'SNP-0007': ['retired', null],
    });
    const macbook = list.items.find((asset) => asset.assetTag === 'SNP-0001')!;
    expect(macbook).toMatchObject({ model: 'Macbook Pro 13"', purchaseDate: '2023-01-23', costCents: 226613, warrantyEnd: '2026-01-23', endOfLife: '2028-10-27' });
    expect(macbook.customFields).toMatchObject({ RAM: '16 GB', Name: 'Backhoe' });

    const reagen = list.items.find((asset) => asset.assetTag === 'SNP-0002')!.assignee!.id;
    const details = PersonDetails.parse((await call('GET', `/people/${reagen}`)).body);
    expect(details.licences.map((seat) => seat.licenceName)).toEqual(['Office 365 E3']);
  });

  it('is all or nothing, and sends rows needing a decision to the review queue', async () => {
    const { call } = await manageClient(server);
    const body = readAsTheScreenDoes('Asset Tag,Model,Status,Purchase Date\nQ-1,X1,Smashed,1/2/23\nQ-2,X1,Ready to Deploy,3/4/23\nQ-3,X1,Deployed,\n');
    const report = MigrationReport.parse((await call('POST', '/migrations', body)).body);
    expect(report.lines.map((line) => [line.label, line.outcome, line.reason])).toEqual([
      ['Q-1', 'review', 'unknown-status'],
      ['Q-2', 'review', 'ambiguous-date'],
      ['Q-3', 'created', 'new'],
    ]);
    const queue = ImportedAssetList.parse((await call('GET', `/imported-assets?batchId=${report.batchId}`)).body);
    expect(queue.items.map((item) => [item.values.assetTag, item.reasons.map((reason) => reason.code)])).toEqual([
      ['Q-1', ['unknown-status', 'ambiguous-date']],
      ['Q-2', ['ambiguous-date']],
    ]);

    // A repeat of an existing tag merges, filling the blank it brings; one bad value refuses the file with nothing written.
    const again = MigrationReport.parse((await call('POST', '/migrations', readAsTheScreenDoes('Asset Tag,Model,Notes\nQ-3,X1,filled in\n'))).body);
    expect(again.lines).toMatchObject([{ outcome: 'merged', reason: 'filled-blanks' }]);
    const bad = await call('POST', '/migrations', { kind: 'assets', rows: [{ ...readAsTheScreenDoes('Asset Tag,Model\nQ-9,X1\n').rows[0], purchaseDate: '2023-02-30' }] });
    expect(bad.status).toBe(400);
    expect(AssetList.parse((await call('GET', '/assets?q=Q-9')).body).total).toBe(0);
  });

  it('lets a reviewer choose who holds an asset or a seat when the name in the file fits two people', async () => {
    const { call } = await manageClient(server);
    const migrate = async (text: string) => MigrationReport.parse((await call('POST', '/migrations', readAsTheScreenDoes(text))).body);
    await migrate('First Name,Last Name,Email,Username\nJo,Smith,jo.smith@acme.test,jsmith\nJo,Smith,jo.smyth@acme.test,jsmyth\n');
    const assets = await migrate('Asset Tag,Model,Status,Checkout Type,Checked Out To: First Name,Checked Out To: Last Name\nJS-1,X1,Deployed,User,Jo,Smith\n');
    expect(assets.lines).toMatchObject([{ outcome: 'review', reason: 'holder-ambiguous' }]);

    const [row] = ImportedAssetList.parse((await call('GET', `/imported-assets?batchId=${assets.batchId}`)).body).items;
    const guessed = await call('POST', `/imported-assets/${row!.id}/accept`, { version: row!.version });
    expect(guessed.status).toBe(409);
    const waiting = WaitingHolderList.parse((await call('GET', '/migrations/waiting')).body);
    expect(waiting.total).toBe(0);

    const licences = await migrate('Full Name,Email,Username,Item name,serial number,seats\nJo Smith,,,Visio,KEY-V,2\nNobody Here,,,Visio,KEY-V,2\n');
    expect(licences.lines.map((line) => line.reason)).toEqual(['holder-ambiguous', 'holder-unknown']);
    const seats = WaitingHolderList.parse((await call('GET', '/migrations/waiting')).body);
    expect(seats.items.map((item) => [item.label, item.holder, item.candidates.map((person) => person.email).sort()])).toEqual([
      ['Visio', 'Jo Smith', ['jo.smith@acme.test', 'jo.smyth@acme.test']],
      ['Visio', 'Nobody Here', []],
    ]);
    const smyth = seats.items[0]!.candidates.find((person) => person.email === 'jo.smyth@acme.test')!.id;

    const accepted = ImportedAssetItem.parse((await call('POST', `/imported-assets/${row!.id}/accept`, { version: row!.version, assigneeId: smyth })).body);
    const asset = (await call<{ assignee: { id: string } | null; status: string }>('GET', `/assets/${accepted.resultAssetId}`)).body;
    expect(asset).toMatchObject({ status: 'deployed', assignee: { id: smyth } });

    expect((await call('POST', `/migrations/waiting/${seats.items[0]!.id}/hand-over`, { userId: smyth })).status).toBe(204);
    expect(PersonDetails.parse((await call('GET', `/people/${smyth}`)).body).licences.map((seat) => seat.licenceName)).toEqual(['Visio']);
    const stranger = await call('POST', `/migrations/waiting/${seats.items[1]!.id}/hand-over`, { userId: '7c9e6679-7425-40de-944b-e07a1f99d8e1' });
    expect(stranger.status).toBe(404);
    expect((await call('DELETE', `/migrations/waiting/${seats.items[1]!.id}`)).status).toBe(204);
    expect(WaitingHolderList.parse((await call('GET', '/migrations/waiting')).body).total).toBe(0);
  });

  it('adds the sites of a locations file to Locations as offices, and says which have an address to complete', async () => {
    const { call, session } = await manageClient(server);
    type Site = { name: string; kind: string; line1: string | null; postcode: string | null; country: string | null };
    const sitesNow = async () => (await server.call<{ items: Site[] }>('GET', '/api/v1/shipmaster/locations', { token: session.token })).body.items;
    const sites = await sitesNow();
    const file = [
      'name,address,address2,city,state,country,zip',
      'Berlin HQ,Unter den Linden 1,,Berlin,BE,DE,10117',
      'Leeds Office,1 Old Street,,Leeds,,gb,ls1 4ap',
      'Airdrie,14 Summer Ridge Court,,Poniatowa,AB,CA,T4B',
      'Pacocha-Kiehn,3 Fieldstone Drive,,Iwanai,AB,CA,',
      ...(sites[0] ? [`${sites[0].name.toUpperCase()},Somewhere 2,,Elsewhere,,DE,10115`] : []),
    ].join('\n');
    const report = MigrationReport.parse((await call('POST', '/migrations', readAsTheScreenDoes(file))).body);
    expect(report.places).toEqual({ added: 4, known: sites[0] ? 1 : 0, incomplete: 1, invalid: 1 });
    expect(report.lines.map((line) => line.outcome)).toEqual(['created', 'created', 'created', 'created', ...(sites[0] ? ['merged'] : [])]);

    const after = await sitesNow();
    const shown = (name: string) => after.filter((site) => site.name === name).map(({ kind, line1, postcode, country }) => [kind, line1, postcode, country]);
    expect(shown('Berlin HQ')).toEqual([['office', 'Unter den Linden 1', '10117', 'DE']]);
    expect(shown('Leeds Office')).toEqual([['office', '1 Old Street', 'LS1 4AP', 'GB']]);
    // Kept, their address to complete: a postcode not of its country is left out, a missing one stays missing.
    expect(shown('Airdrie')).toEqual([['office', '14 Summer Ridge Court', null, 'CA']]);
    expect(shown('Pacocha-Kiehn')).toEqual([['office', '3 Fieldstone Drive', null, 'CA']]);
    // The site known by name in another case is not doubled, and keeps its own address.
    if (sites[0]) expect(after.filter((site) => site.name.toLowerCase() === sites[0]!.name.toLowerCase())).toEqual([sites[0]]);
  });
});
