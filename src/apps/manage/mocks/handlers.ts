import type { HttpHandler } from 'msw';
import { pageOfItems } from '../../../../contract/app-listing';
import { ASSET_COUNT_CAP, CUSTOM_FIELD_NAMES_LIMIT } from '../../../../contract/apps/manage/asset-schemas';
import * as routes from '../../../../contract/apps/manage/routes';
import { archive, ASSET_STATUSES, changeStatus, checkIn, isHeld, PRODUCT_TYPES, restore, transfer, type AssetState } from '../domain/asset-status';
import type { Decision } from '../../../domain/rules/decision';
import { assetExceptions, duplicateSerials, EXCEPTION_FIXES, type ExceptionKind } from '../domain/exception-rules';
import { describeImportProblem } from '../domain/import-problem-text';
import { readImportBatch } from '../domain/import-batch';
import { MockProblem, mockNotFound, mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import { newId, type MockState } from '../../../../tests/mocks/mock-state';
import { manageInventoryHandlers } from './inventory-handlers';
import { managePhotoHandlers } from './photo-handlers';
import { manageConfigureHandlers } from './configure-handlers';
import { manageConsumableHandlers } from './consumables-mock';
import { manageFleetHandlers } from './fleet-mock';
import { manageMigrationHandlers } from './migration-handlers';
import { manageBulkHandlers } from './bulk-handlers';
import { mockCheckPlace, mockMatchOrAdd, mockPlaces } from './places-mock';
import { mockPersonSummary } from './person-summary-mock';
import { manageDataOf, manageKit, nowIso, sorted, type MockAsset } from './mock-state';
import { refused, stale } from './mock-problems';
import { ProblemTypes } from '../../../../contract/problem';
import { campaignsDataOf } from '../../campaigns/mocks/campaigns-mock-state';
import { leavingProgress } from '../domain/leaving';
import { checkOutLabelled } from '../domain/status-label-rules';
import { mockCheckedCustomFields, mockCheckModel, mockFleetConfig, mockLabelChange } from './configure-mock';

/** Manage (manage-beta) in memory, with the domain's rules; enough of the server's behaviour for the screens. */
export function manageHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const data = manageDataOf(state);
  const { audit, mine, findIn, personOrNotFound, decided } = manageKit(state, data);
  // A leaver's story and summary are still theirs to read: only a stranger is refused.
  const leaverOrPerson = (caller: StaffCaller, id: string) => {
    if (!state.user(caller.user.organisationId, id)) throw mockNotFound('person');
  };
  const move = (caller: StaffCaller, id: string, version: number, action: string, decide: (asset: AssetState) => Decision<AssetState>, extra = {}) => {
    const asset = data.asset(caller.user, id);
    if (asset.version !== version) throw stale();
    mockCheckPlace(state, caller.user.organisationId, (extra as { locationId?: string | null }).locationId);
    const { status, assigneeId, archived } = decided(decide(asset));
    const values: Record<string, unknown> = { ...extra, status, assigneeId, archived };
    // As the server keeps it: only the fields the move changed, before and after.
    const changed = Object.keys(values).filter((field) => (asset as unknown as Record<string, unknown>)[field] !== values[field]);
    const before = Object.fromEntries(changed.map((field) => [field, (asset as unknown as Record<string, unknown>)[field]]));
    data.story.tellChange(asset, { ...asset }, { status, assigneeId, archived }, caller.user.id);
    Object.assign(asset, values, { version: asset.version + 1, updatedAt: nowIso() });
    audit(caller, action, 'asset', id, Object.fromEntries(changed.map((field) => [field, values[field]])), before);
    return data.assetItem(asset);
  };
  const filtered = (caller: StaffCaller, query: { q?: string | undefined; productType?: string | undefined; status?: string | undefined; locationId?: string | undefined; assigneeId?: string | undefined; archived?: boolean | undefined; sort?: string | undefined }) => {
    const matches = mine(caller, data.assets).filter(
      (asset) =>
        asset.archived === (query.archived ?? false) &&
        (!query.productType || asset.productType === query.productType) &&
        (!query.status || asset.status === query.status) &&
        (!query.locationId || asset.locationId === query.locationId) &&
        (!query.assigneeId || asset.assigneeId === query.assigneeId) &&
        data.matches(asset, query.q),
    );
    return sorted(matches, query.sort, 'assetTag');
  };
  // As the server reads it through the campaigns app's port: the Recover campaigns the leaver is in, newest first.
  const leavingOf = (caller: StaffCaller, id: string) => {
    const campaigns = campaignsDataOf(state);
    const recoveries = campaigns.campaigns
      .filter((campaign) => campaign.organisationId === caller.user.organisationId && campaign.kind === 'recover')
      .flatMap((campaign) =>
        campaigns.people
          .filter((person) => person.campaignId === campaign.id && person.userId === id)
          .map((person) => ({ campaign, personState: person.state, devices: person.devices.flatMap((device) => (device.assetId ? [{ assetId: device.assetId, outcome: device.outcome }] : [])) })),
      );
    const fleet = mine(caller, data.assets).sort((a, b) => a.assetTag.localeCompare(b.assetTag));
    const progress = leavingProgress(id, fleet, recoveries.map(({ campaign, personState, devices }) => ({ campaignId: campaign.id, status: campaign.status, personState, devices })));
    return {
      complete: progress.complete,
      devices: progress.devices.map(({ assetId, state, recovery }) => {
        const asset = fleet.find((each) => each.id === assetId)!;
        const found = recovery && recoveries.find((each) => each.campaign.id === recovery.campaignId)!;
        return { assetId, assetTag: asset.assetTag, manufacturer: asset.manufacturer, model: asset.model, state, campaign: found && { id: found.campaign.id, name: found.campaign.name, status: found.campaign.status, personState: found.personState } };
      }),
    };
  };
  const personOf = (caller: StaffCaller, id: string) => {
    const user = state.user(caller.user.organisationId, id);
    if (!user) throw mockNotFound('person');
    const assets = mine(caller, data.assets).filter((asset) => asset.assigneeId === id);
    const offboardedAt = data.offboarded.get(id) ?? null;
    return {
      leaving: offboardedAt ? leavingOf(caller, id) : null,
      id: user.id, name: user.name, email: user.email, role: user.role, createdAt: user.createdAt, version: user.version,
      offboardedAt,
      assetCount: assets.length,
      assets: assets.map((asset) => data.assetItem(asset)),
      licences: mine(caller, data.licences).flatMap((l) => l.assignments.filter((a) => a.userId === id).map((a) => ({ assignmentId: a.id, licenceId: l.id, licenceName: l.name, softwareName: data.software.find((s) => s.id === l.softwareId)!.name }))),
      accessories: mine(caller, data.accessories).flatMap((acc) => acc.checkouts.filter((c) => c.userId === id).map((c) => ({ checkoutId: c.id, accessoryId: acc.id, name: acc.name, quantity: c.quantity }))),
    };
  };
  /** The data-quality findings on the caller's assets, as the server finds them. */
  const exceptionsOf = (caller: StaffCaller) => {
    const today = nowIso().slice(0, 10);
    // As the server words it: the fact each kind of finding rests on.
    const exceptionFact = (kind: ExceptionKind, asset: MockAsset) =>
      ({
        'offboarded-holder': state.users.find((user) => user.id === asset.assigneeId)?.name,
        'duplicate-serial': asset.serial,
        'warranty-expired': asset.warrantyEnd,
        'past-end-of-life': asset.endOfLife,
        'licence-over-allocated': null,
        // Proposed for people, not found on assets.
        'offboarding-proposed': null,
      })[kind] ?? '';
    const duplicated = new Set([...duplicateSerials(mine(caller, data.assets)).values()].flat());
    return mine(caller, data.assets).flatMap((asset) =>
      [...assetExceptions({ ...asset, assigneeOffboarded: asset.assigneeId !== null && data.offboarded.has(asset.assigneeId) }, today), ...(duplicated.has(asset.id) ? ['duplicate-serial' as const] : [])].map((kind) => ({
        kind, entityType: 'asset' as const, entityId: asset.id, label: asset.assetTag, fact: exceptionFact(kind, asset), fix: EXCEPTION_FIXES[kind],
      })),
    );
  };
  const importOf = (caller: StaffCaller, id: string, version: number) => {
    const row = findIn(caller, data.imports, id, 'imported asset');
    if (row.state !== 'pending') throw refused(`The row was already ${row.state}.`, `import-${row.state}`);
    if (row.version !== version) throw stale();
    return row;
  };
  const importItem = (row: (typeof data.imports)[number]) => {
    const match = row.state === 'pending' ? data.assets.find((a) => a.organisationId === row.organisationId && (a.assetTag === row.values.assetTag || (row.values.serial !== null && a.serial === row.values.serial))) : undefined;
    const { organisationId: _o, ...rest } = row;
    return { ...rest, matchAssetId: match?.id ?? null };
  };
  const settle = (caller: StaffCaller, row: (typeof data.imports)[number], state: 'accepted' | 'merged' | 'rejected', assetId: string | null) => {
    Object.assign(row, { state, resultAssetId: assetId, version: row.version + 1 });
    audit(caller, `import.${state}`, 'import', row.id);
    return importItem(row);
  };

  return [
    ...manageInventoryHandlers(state, baseUrl),
    ...managePhotoHandlers(state, baseUrl),
    ...manageConfigureHandlers(state, baseUrl),
    ...manageConsumableHandlers(state, baseUrl),
    ...manageFleetHandlers(state, baseUrl),
    ...manageMigrationHandlers(state, baseUrl),
    ...manageBulkHandlers(state, baseUrl),
    route(routes.listManageAssets, ({ caller, query }) => {
      const page = pageOfItems(filtered(caller, query).map((asset) => data.assetItem(asset)), query);
      const capped = query.q !== undefined && page.total > ASSET_COUNT_CAP;
      return { ...page, total: capped ? ASSET_COUNT_CAP : page.total, totalCapped: capped };
    }),
    route(routes.countManageOverview, ({ caller }) => {
      const working = filtered(caller, {});
      const countOf = <Key extends string>(values: readonly Key[], of: (asset: (typeof working)[number]) => string) =>
        Object.fromEntries(values.map((value) => [value, working.filter((asset) => of(asset) === value).length])) as Record<Key, number>;
      return {
        byStatus: countOf(ASSET_STATUSES, (asset) => asset.status),
        byProductType: countOf(PRODUCT_TYPES, (asset) => asset.productType),
        openExceptions: exceptionsOf(caller).length,
        pendingImports: mine(caller, data.imports).filter((row) => row.state === 'pending').length,
      };
    }),
    route(routes.exportManageAssets, ({ caller, query }) => {
      const lines = filtered(caller, query).map((asset) => [asset.assetTag, asset.serial ?? '', asset.productType, asset.model].join(','));
      return { filename: `assets-${nowIso().slice(0, 10)}.csv`, contentType: 'text/csv; charset=utf-8', content: ['Asset tag,Serial,Product type,Model', ...lines].join('\r\n') + '\r\n' };
    }),
    route(routes.listManageCustomFields, ({ caller, query }) => {
      const uses = new Map<string, number>();
      for (const asset of filtered(caller, { productType: query.productType })) for (const key of Object.keys(asset.customFields)) uses.set(key, (uses.get(key) ?? 0) + 1);
      const fields = [...uses].map(([key, count]) => ({ key, count })).sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      return { fields: fields.slice(0, CUSTOM_FIELD_NAMES_LIMIT) };
    }),
    route(routes.createManageAsset, ({ caller, body }) => {
      data.checkUnique(caller.user.organisationId, body);
      mockCheckPlace(state, caller.user.organisationId, body.locationId);
      const config = mockFleetConfig(state, caller.user.organisationId);
      mockCheckModel(config, body.modelId);
      const status = body.status ?? 'in-stock';
      const label = body.statusLabelId ? mockLabelChange(config, { status, archived: false }, body.statusLabelId) : {};
      const customFields = mockCheckedCustomFields(config, body.modelId ?? null, body.customFields ?? {});
      const asset = data.addAsset(caller.user.organisationId, { ...body, ...label, customFields, status } as MockAsset);
      audit(caller, 'asset.created', 'asset', asset.id);
      data.story.tellOfAsset(asset, 'added', null, caller.user.id);
      return data.assetItem(asset);
    }),
    route(routes.getManageAsset, ({ caller, params }) => data.assetItem(data.asset(caller.user, params.id))),
    route(routes.listManagePlaces, ({ caller, query }) => ({ items: mockPlaces(state, caller.user.organisationId, query.q) })),
    route(routes.addManagePlace, ({ caller, body }) => mockMatchOrAdd(state, caller.user.organisationId, body.name)),
    route(routes.updateManageAsset, ({ caller, params, body }) => {
      const asset = data.asset(caller.user, params.id);
      if (asset.version !== body.version) throw stale();
      data.checkUnique(caller.user.organisationId, body, asset.id);
      mockCheckPlace(state, caller.user.organisationId, body.locationId);
      const config = mockFleetConfig(state, caller.user.organisationId);
      mockCheckModel(config, body.modelId);
      const { version: _v, status, statusLabelId, ...values } = body;
      const next = status ? decided(changeStatus(asset, status)) : asset;
      // A status change moves the asset to its new status's label, unless a label is asked for.
      const label = statusLabelId ? mockLabelChange(config, { status: next.status, archived: asset.archived }, statusLabelId) : status ? { statusLabelId: undefined } : {};
      // A new model or type may bring fields it requires; values of an asset nobody asked to change are left as they are.
      const typeMayChange = ['customFields', 'modelId', 'model', 'manufacturer', 'productType'].some((key) => key in values);
      const modelId = values.modelId ?? asset.modelId;
      const customFields = typeMayChange ? mockCheckedCustomFields(config, modelId, values.customFields ?? asset.customFields) : asset.customFields;
      data.story.tellChange(asset, { ...asset }, next, caller.user.id);
      Object.assign(asset, values, label, { customFields, status: next.status, assigneeId: next.assigneeId, version: asset.version + 1, updatedAt: nowIso() });
      audit(caller, 'asset.updated', 'asset', asset.id);
      return data.assetItem(asset);
    }),
    route(routes.checkOutManageAsset, ({ caller, params, body }) => {
      personOrNotFound(caller, body.assigneeId);
      const label = data.assetItem(data.asset(caller.user, params.id)).statusLabel;
      const decide = (a: AssetState) => checkOutLabelled(a, body.assigneeId, label);
      return move(caller, params.id, body.version, 'asset.checked-out', decide, body.locationId === undefined ? {} : { locationId: body.locationId });
    }),
    route(routes.checkInManageAsset, ({ caller, params, body }) =>
      move(caller, params.id, body.version, 'asset.checked-in', checkIn, body.locationId === undefined ? {} : { locationId: body.locationId })),
    route(routes.transferManageAsset, ({ caller, params, body }) => {
      personOrNotFound(caller, body.assigneeId);
      return move(caller, params.id, body.version, 'asset.transferred', (a) => transfer(a, body.assigneeId));
    }),
    route(routes.archiveManageAsset, ({ caller, params, body }) => move(caller, params.id, body.version, 'asset.archived', archive)),
    route(routes.restoreManageAsset, ({ caller, params, body }) => move(caller, params.id, body.version, 'asset.restored', restore)),
    route(routes.getManageAssetStory, ({ caller, params }) => {
      const { organisationId } = data.asset(caller.user, params.id);
      return data.story.ofAsset(organisationId, params.id, (id) => data.person(organisationId, id));
    }),
    route(routes.getManagePersonStory, ({ caller, params }) => {
      const { organisationId } = caller.user;
      leaverOrPerson(caller, params.id);
      return data.story.ofPerson(organisationId, params.id, (id) => data.person(organisationId, id));
    }),
    route(routes.getManagePersonSummary, ({ caller, params }) => {
      leaverOrPerson(caller, params.id);
      return { lines: mockPersonSummary(state, caller.user.organisationId, params.id) };
    }),
    route(routes.listManageAssetActivity, ({ caller, params, query }) => {
      data.asset(caller.user, params.id);
      const entries = state.audit.filter((row) => row.organisationId === caller.user.organisationId && row.entry.entityType === 'asset' && row.entry.entityId === params.id);
      return pageOfItems(entries.map((row) => row.entry), query);
    }),
    ...(['bulkEditManageAssets', 'bulkArchiveManageAssets'] as const).map((name) =>
      route(routes[name], ({ caller, body }) => {
        if ('changes' in body) mockCheckPlace(state, caller.user.organisationId, body.changes.locationId);
        const updated: string[] = [];
        const refusals: { id: string; reason: string }[] = [];
        for (const id of new Set(body.ids)) {
          const asset = mine(caller, data.assets).find((a) => a.id === id);
          const status = 'changes' in body ? body.changes.status : undefined;
          const decision = !asset ? null : name === 'bulkArchiveManageAssets' ? archive(asset) : status ? changeStatus(asset, status) : ({ ok: true, value: asset } as const);
          if (!asset || !decision?.ok) {
            refusals.push({ id, reason: decision && !decision.ok ? decision.reason : 'No such asset.' });
            continue;
          }
          const { status: _s, ...plain } = 'changes' in body ? body.changes : {};
          Object.assign(asset, plain, { status: decision.value.status, assigneeId: decision.value.assigneeId, archived: decision.value.archived, version: asset.version + 1 });
          updated.push(id);
        }
        return { updated, refused: refusals };
      })),

    route(routes.listManagePeople, ({ caller, query }) => {
      const people = state.users
        .filter((user) => user.organisationId === caller.user.organisationId)
        .filter((user) => query.offboarded === undefined || data.offboarded.has(user.id) === query.offboarded)
        .filter((user) => !query.q || `${user.name} ${user.email}`.toLowerCase().includes(query.q.toLowerCase()));
      return pageOfItems(sorted(people, query.sort, 'name').map((user) => { const { assets: _a, licences: _l, accessories: _c, leaving: _g, ...person } = personOf(caller, user.id); return person; }), query);
    }),
    route(routes.createManagePerson, ({ caller, body }) => {
      if (state.userByEmail(body.email)) throw new MockProblem(409, ProblemTypes.conflict, 'Already in use', [{ path: 'body.email', message: 'someone already has this address' }]);
      return personOf(caller, state.addMember(caller.user.organisationId, { ...body, role: 'employee', password: null }).id);
    }),
    route(routes.getManagePerson, ({ caller, params }) => personOf(caller, params.id)),
    route(routes.updateManagePerson, ({ caller, params, body }) => {
      const user = state.user(caller.user.organisationId, params.id);
      if (!user) throw mockNotFound('person');
      if (user.version !== body.version) throw stale();
      Object.assign(user, { name: body.name, version: user.version + 1 });
      return personOf(caller, user.id);
    }),
    route(routes.offboardManagePerson, ({ caller, params, body }) => {
      const user = state.user(caller.user.organisationId, params.id);
      if (!user) throw mockNotFound('person');
      if (data.offboarded.has(user.id)) throw refused('This person is already offboarded.', 'already-offboarded');
      if (user.id === caller.user.id) throw refused('You cannot offboard yourself.', 'offboard-self');
      if (user.version !== body.version) throw stale();
      data.offboarded.set(user.id, nowIso());
      user.version += 1;
      const due = mine(caller, data.assets).filter((asset) => asset.assigneeId === user.id && asset.status === 'deployed');
      for (const asset of due) Object.assign(asset, { status: 'pending-return', version: asset.version + 1 });
      const freedSeats: string[] = [];
      for (const licence of mine(caller, data.licences)) {
        freedSeats.push(...licence.assignments.filter((seat) => seat.userId === user.id).map((seat) => seat.id));
        licence.assignments = licence.assignments.filter((seat) => seat.userId !== user.id);
      }
      const sessions = state.sessions.filter((session) => session.userId === user.id && !session.revoked && session.expiresAt > nowIso());
      for (const session of sessions) session.revoked = true;
      const held = mine(caller, data.assets).filter((asset) => asset.assigneeId === user.id).map((asset) => asset.id);
      const recoverCampaignId = body.recover && held.length > 0 ? campaignsDataOf(state).proposeForLeaver(user, held).id : null;
      const { assets: _a, licences: _l, accessories: _c, leaving: _g, ...person } = personOf(caller, user.id);
      return { person, pendingReturn: due.map((asset) => asset.id), freedSeats, endedSessions: sessions.length, recoverCampaignId };
    }),

    route(routes.listManageExceptions, ({ caller, query }) =>
      pageOfItems(exceptionsOf(caller).filter((item) => !query.kind || item.kind === query.kind), query),
    ),
    route(routes.importManageAssets, ({ caller, body }) => {
      const batch = readImportBatch(body.rows);
      if (!batch.ok) {
        const indexOfLine = new Map(body.rows.map((row, index) => [row.line, index]));
        throw new MockProblem(422, ProblemTypes.validation, 'Some rows cannot be imported', batch.problems.map((problem) => ({ path: `body.rows.${indexOfLine.get(problem.line)}`, message: describeImportProblem(problem) })));
      }
      const batchId = newId();
      const createdAt = nowIso();
      for (const { line, values } of batch.rows) {
        data.imports.push({ id: newId(), organisationId: caller.user.organisationId, batchId, line, source: body.source, values, reasons: [], state: 'pending', resultAssetId: null, createdAt, version: 1 });
      }
      return { batchId, received: batch.rows.length };
    }),
    route(routes.listManageImportedAssets, ({ caller, query }) => {
      const rows = mine(caller, data.imports).filter((row) => row.state === (query.state ?? 'pending') && (!query.batchId || row.batchId === query.batchId));
      // As the server orders them: by the field asked for, and within one batch in the order of the file.
      const byLine = query.sort === 'line' || query.sort === '-line';
      const direction = query.sort?.startsWith('-') ? -1 : 1;
      const ordered = [...rows].sort(
        (a, b) => direction * (byLine ? a.line - b.line : a.createdAt.localeCompare(b.createdAt)) || a.line - b.line || a.id.localeCompare(b.id),
      );
      return pageOfItems(ordered.map(importItem), query);
    }),
    route(routes.acceptManageImportedAsset, ({ caller, params, body }) => {
      const row = importOf(caller, params.id, body.version);
      data.checkUnique(caller.user.organisationId, row.values);
      const { assignedTo, location, ...values } = row.values;
      const chosen = body.assigneeId ? state.users.find((user) => user.organisationId === caller.user.organisationId && user.id === body.assigneeId) : undefined;
      if (body.assigneeId && !chosen) throw mockNotFound('person');
      const assignee = chosen ?? (assignedTo ? state.users.find((user) => user.organisationId === caller.user.organisationId && [user.email, user.name.toLowerCase()].includes(assignedTo.toLowerCase())) : undefined);
      if (!assignee && assignedTo && isHeld(values.status)) throw refused(`Nobody here is ${assignedTo}: add them under People first.`, 'holder-unknown', { holder: assignedTo });
      const locationId = location ? mockMatchOrAdd(state, caller.user.organisationId, location).id : null;
      const asset = data.addAsset(caller.user.organisationId, { ...values, locationId, assigneeId: assignee?.id ?? null });
      return settle(caller, row, 'accepted', asset.id);
    }),
    route(routes.mergeManageImportedAsset, ({ caller, params, body }) => {
      const row = importOf(caller, params.id, body.version);
      const asset = data.asset(caller.user, body.assetId);
      for (const field of ['serial', 'manufacturer', 'purchaseDate', 'costCents', 'warrantyEnd', 'notes'] as const) {
        if (asset[field] === null && row.values[field] !== null) Object.assign(asset, { [field]: row.values[field] });
      }
      if (asset.locationId === null && row.values.location) asset.locationId = mockMatchOrAdd(state, caller.user.organisationId, row.values.location).id;
      asset.version += 1;
      return settle(caller, row, 'merged', asset.id);
    }),
    route(routes.rejectManageImportedAsset, ({ caller, params, body }) => settle(caller, importOf(caller, params.id, body.version), 'rejected', null)),
  ];
}
