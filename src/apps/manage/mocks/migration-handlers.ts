import type { HttpHandler } from 'msw';
import { pageOfItems } from '../../../../contract/app-listing';
import * as routes from '../../../../contract/apps/manage/routes';
import { productTypeFromCategory } from '../domain/import-batch';
import { holderLabel } from '../domain/import-holders';
import type { ReportLine } from '../domain/import-report';
import { mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import { mockMatchOrAdd, mockPlaces } from './places-mock';
import { newId, type MockState } from '../../../../tests/mocks/mock-state';
import { manageDataOf, manageKit, nowIso } from './mock-state';

/**
 * Moving files over, in memory and simplified: assets are created or queued for review as the server does, holders
 * found by address or name; the other kinds are answered as created, which is all the screens show of them.
 */
export function manageMigrationHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const data = manageDataOf(state);
  const { mine, findIn, personOrNotFound } = manageKit(state, data);
  /** The people a holder's name fits, by address or name, as the server matches them. */
  const fitting = (organisationId: string, holder: string) =>
    state.users.filter((user) => user.organisationId === organisationId && [user.email, user.name.toLowerCase()].includes(holder.toLowerCase()));
  const settle = (caller: StaffCaller, id: string) => data.waiting.splice(data.waiting.indexOf(findIn(caller, data.waiting, id, 'waiting holder')), 1);
  return [
    route(routes.importManageMigration, ({ caller, body }) => {
      const organisationId = caller.user.organisationId;
      const batchId = newId();
      const lines: ReportLine[] = [];
      if (body.kind !== 'assets') {
        for (const row of body.rows) lines.push({ line: row.line, outcome: 'created', reason: 'new', label: 'email' in row ? row.email : row.name, detail: null });
        // Only a locations file's sites go to Locations here: by name, found in any case or added.
        const known = body.kind === 'locations' ? body.rows.filter((row) => mockPlaces(state, organisationId, undefined).some((place) => place.name.toLowerCase() === row.name.trim().toLowerCase())).length : 0;
        if (body.kind === 'locations') for (const row of body.rows) mockMatchOrAdd(state, organisationId, row.name);
        return { batchId, kind: body.kind, lines, created: body.rows.length, matched: 0, waiting: 0, places: body.kind === 'locations' ? { added: body.rows.length - known, known, incomplete: 0, invalid: 0 } : null };
      }
      for (const row of body.rows) {
        const holder = row.holder ? holderLabel(row.holder) : null;
        const values = {
          assetTag: row.assetTag, serial: row.serial, model: row.model, manufacturer: row.manufacturer, productType: productTypeFromCategory(row.category ?? ''),
          status: row.status, location: row.location, purchaseDate: row.purchaseDate, costCents: row.purchaseCostCents, warrantyEnd: row.warrantyEnd,
          endOfLife: row.endOfLife, notes: row.notes, customFields: row.customFields,
        };
        if (row.review.length > 0) {
          data.imports.push({ id: newId(), organisationId, batchId, line: row.line, source: 'snipe-it', values: { ...values, assignedTo: holder }, reasons: row.review, state: 'pending', resultAssetId: null, createdAt: nowIso(), version: 1 });
          lines.push({ line: row.line, outcome: 'review', reason: row.review[0]!.code, label: row.assetTag, detail: row.review[0]!.params['value'] ?? null });
          continue;
        }
        const person = holder ? state.users.find((user) => user.organisationId === organisationId && [user.email, user.name.toLowerCase()].includes(holder.toLowerCase())) : undefined;
        const { location, ...fields } = values;
        const locationId = location ? mockMatchOrAdd(state, organisationId, location).id : null;
        const asset = data.addAsset(organisationId, { ...fields, locationId, status: person || !row.holder ? row.status : 'in-stock', assigneeId: person?.id ?? null });
        if (holder && !person) data.waiting.push({ id: newId(), organisationId, batchId, line: row.line, entityType: 'asset', entityId: asset.id, label: row.assetTag, holder, createdAt: nowIso() });
        lines.push({ line: row.line, outcome: holder && !person ? 'waiting' : 'created', reason: holder && !person ? 'holder-unknown' : 'new', label: row.assetTag, detail: holder && !person ? holder : null });
      }
      return { batchId, kind: body.kind, lines, created: lines.filter((line) => line.outcome !== 'review').length, matched: 0, waiting: lines.filter((line) => line.outcome === 'waiting').length, places: null };
    }),
    route(routes.listManageWaitingHolders, ({ caller, query }) =>
      pageOfItems(
        mine(caller, data.waiting).map(({ organisationId, ...item }) => ({
          ...item,
          candidates: fitting(organisationId, item.holder).map(({ id, name, email }) => ({ id, name, email })),
        })),
        query,
      ),
    ),
    route(routes.handOverManageWaitingHolder, ({ caller, params, body }) => {
      const waiting = findIn(caller, data.waiting, params.id, 'waiting holder');
      personOrNotFound(caller, body.userId);
      if (waiting.entityType === 'asset') {
        const asset = data.asset(caller.user, waiting.entityId);
        Object.assign(asset, { assigneeId: body.userId, status: 'deployed', version: asset.version + 1 });
      }
      settle(caller, params.id);
      return undefined;
    }),
    route(routes.dropManageWaitingHolder, ({ caller, params }) => {
      settle(caller, params.id);
      return undefined;
    }),
  ];
}
