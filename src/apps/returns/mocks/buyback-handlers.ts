import type { HttpHandler } from 'msw';
import type { z } from 'zod';
import { buybackDeskRoutes as d, personRoutesByChannel } from '../../../../contract/apps/returns/buyback-routes';
import type { Buyback, DeclaredCondition } from '../../../../contract/apps/returns/buyback-schemas';
import type { PostalAddress } from '../../../../contract/apps/returns/shipment-schemas';
import { isAdminRole } from '../../../../contract/common';
import { ProblemTypes } from '../../../../contract/problem';
import { renderCertificatePdf } from '../../../../server/apps/returns/services/certificate-pdf';
import { ageBandOf } from '../../../domain/pricing/device-pricing';
import { gradeOfDeclaration } from '../domain/buyback-condition';
import { INSPECTION_WORKING_DAYS, isQuoteExpired, quoteExpiresAt, RETURN_WORKING_DAYS, workingDeadline } from '../domain/buyback-deadlines';
import { isAppleDevice } from '../domain/buyback-device';
import { sameGrade } from '../domain/buyback-grades';
import { buybackPrice, rulesProblems } from '../domain/buyback-rules';
import { inspectionOutcome, isOpenBuyback, nextBuybackStatus, type BuybackEvent } from '../domain/buyback-status';
import { APPLE_TRADE_IN_SLUG, BUYBACK_CHANNELS, type BuybackChannel } from '../domain/slug';
import { missingCertificateFields } from '../domain/wipe-certificate';
import { nextShipmentStates } from '../domain/shipment-tracking';
import { MockProblem, mockNotFound, mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import { newId, type MockState } from '../../../../tests/mocks/mock-state';
import { manageDataOf, type MockAsset } from '../../manage/mocks/mock-state';
import { stale } from '../../manage/mocks/mock-problems';
import { ordersDataOf } from '../../commerce/mocks/orders-mock-state';
import { moneyDataOf } from '../../commerce/mocks/money-mock-state';
import { MOCK_DEMO_OFFICES } from '../../commerce/mocks/demo-offices';
import { buybackDataOf, type MockBuyback } from './buyback-mock-state';
import { shipmentsOf } from './shipment-mock-state';

const refused = (code: string, field?: string) =>
  new MockProblem(409, ProblemTypes.conflict, 'The change breaks a rule', field ? [{ path: `body.${field}`, message: code, code, params: {} }] : undefined, { code, params: {} });
const forbidden = () => new MockProblem(403, ProblemTypes.forbidden, 'Not allowed');

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Buyback and Apple Trade In in memory, with the server's rules (the same domain functions) and its order, wallet and fleet moves. */
export function buybackHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const data = () => buybackDataOf(state);
  const fleet = () => manageDataOf(state);
  const nowIso = () => new Date().toISOString();
  const held = (caller: StaffCaller) => fleet().assets.filter((asset) => asset.organisationId === caller.user.organisationId && asset.assigneeId === caller.user.id && !asset.archived && asset.status !== 'retired');
  const view = (row: MockBuyback): z.input<typeof Buyback> => {
    const { organisationId: _organisation, personId, ...rest } = row;
    return {
      ...rest,
      person: { id: personId, name: state.users.find((user) => user.id === personId)?.name ?? '' },
      expired: row.status === 'quoted' && isQuoteExpired(new Date(row.expiresAt), new Date()),
      certificateId: data().certificates.find((each) => each.buybackId === row.id)?.id ?? null,
      shipments: shipmentsOf(state)
        .filter((shipment) => shipment.purpose.reference === row.id)
        .map(({ id, purpose, state: tracking, courier, trackingNumber, trackingUrl }) => ({ id, purpose: purpose.kind, state: tracking, carrier: courier, trackingNumber, trackingUrl, labelUrl: null })),
    };
  };
  const own = (caller: StaffCaller, id: string) => {
    const row = data().buybacks.find((each) => each.id === id && each.personId === caller.user.id);
    if (!row) throw mockNotFound('buyback');
    return row;
  };
  const desk = (caller: StaffCaller, id?: string) => {
    if (!isAdminRole(caller.user.role)) throw forbidden();
    if (id === undefined) return undefined as never;
    const row = data().buybacks.find((each) => each.id === id && each.organisationId === caller.user.organisationId);
    if (!row) throw mockNotFound('buyback');
    return row;
  };
  const checkVersion = (row: MockBuyback, version: number) => {
    if (row.version !== version) throw stale();
  };
  const move = (row: MockBuyback, event: BuybackEvent) => {
    const status = nextBuybackStatus(row.status, event);
    if (!status) throw refused('not-allowed-now');
    return status;
  };
  const touch = (row: MockBuyback, changes: Partial<MockBuyback>) => Object.assign(row, changes, { version: row.version + 1 });
  const orderOf = (row: MockBuyback) => ordersDataOf(state).orders.find((order) => order.id === row.order?.id);
  /** The device's parcels on Shipping Label's one model, as the server opens them: to the first office, and back. */
  const ship = (row: MockBuyback, kind: string, from: z.output<typeof PostalAddress>, inbound: boolean) => {
    const office = MOCK_DEMO_OFFICES[0];
    const person = { kind: 'person' as const, placeId: null, person: { id: row.personId, name: from.name }, ...from, line2: from.line2 ?? null, region: from.region ?? null };
    const site = { kind: 'place' as const, placeId: office.id, person: null, name: office.name, line1: office.line1, line2: null, city: office.city, region: null, postcode: office.postcode, country: office.country };
    const at = nowIso();
    shipmentsOf(state).unshift({
      id: newId(),
      organisationId: row.organisationId,
      purpose: { kind, reference: row.id },
      from: inbound ? person : site,
      to: inbound ? site : person,
      parcel: { weightGrams: 2_500, lengthMm: 400, widthMm: 300, heightMm: 100 },
      assetIds: [row.asset.id],
      carrier: 'manual',
      courier: null,
      trackingNumber: null,
      trackingUrl: null,
      state: 'pre_transit',
      createdAt: at,
      updatedAt: at,
      version: 1,
      events: [{ id: newId(), state: 'pre_transit', at, note: null, actor: null }],
      nextStates: [...nextShipmentStates('pre_transit')],
    });
  };
  const priced = (caller: StaffCaller, asset: MockAsset, condition: z.output<typeof DeclaredCondition>) => {
    const rules = data().rulesOf(caller.user.organisationId);
    const quotedGrade = gradeOfDeclaration(condition);
    const ageBand = ageBandOf(asset.purchaseDate ? new Date(`${asset.purchaseDate}T00:00:00Z`) : null, new Date());
    const amount = buybackPrice(rules, asset.model, ageBand, quotedGrade);
    if (amount === null) throw refused('no-price-rule');
    const quotedAt = new Date();
    return { condition, quotedGrade, quotedAmount: amount, ageBand, rulesVersion: rules.version, quotedAt: quotedAt.toISOString(), expiresAt: quoteExpiresAt(quotedAt).toISOString() };
  };

  const personHandlers = (channel: BuybackChannel) => {
    const r = personRoutesByChannel[channel];
    return [
      route(r.devices, ({ caller }) => {
        const busy = new Set(data().buybacks.filter((row) => isOpenBuyback(row.status) && row.status !== 'quoted').map((row) => row.asset.id));
        return {
          items: held(caller).map((asset) => ({
            assetId: asset.id,
            assetTag: asset.assetTag,
            serial: asset.serial,
            model: asset.model,
            productType: asset.productType,
            purchaseDate: asset.purchaseDate,
            refusal: busy.has(asset.id) ? ('open-buyback' as const) : channel === APPLE_TRADE_IN_SLUG && !isAppleDevice(asset) ? ('not-apple' as const) : null,
          })),
        };
      }),
      route(r.quote, ({ caller, body }) => {
        const asset = held(caller).find((each) => each.id === body.assetId);
        if (!asset) throw mockNotFound('device');
        if (channel === APPLE_TRADE_IN_SLUG && !isAppleDevice(asset)) throw refused('apple-only', 'assetId');
        const earlier = data().buybacks.filter((row) => row.asset.id === asset.id);
        if (earlier.some((row) => isOpenBuyback(row.status) && row.status !== 'quoted')) throw refused('open-buyback');
        for (const row of earlier.filter((each) => each.status === 'quoted')) touch(row, { status: 'cancelled' });
        const row: MockBuyback = {
          id: newId(),
          organisationId: caller.user.organisationId,
          personId: caller.user.id,
          version: 1,
          channel,
          status: 'quoted',
          asset: { id: asset.id, tag: asset.assetTag, serial: asset.serial, model: asset.model },
          currency: 'EUR',
          ...priced(caller, asset, body.condition),
          order: null,
          receivedAt: null,
          inspectionDueAt: null,
          inspectedGrade: null,
          counter: null,
          returnDueAt: null,
          agreedAmount: null,
          settledAt: null,
          settlementNumber: null,
        };
        data().buybacks.unshift(row);
        return view(row);
      }),
      route(r.mine, ({ caller }) => ({ items: data().buybacks.filter((row) => row.personId === caller.user.id && row.channel === channel && row.status !== 'cancelled').map(view) })),
      route(r.get, ({ caller, params }) => view(own(caller, params.id))),
      route(r.edit, ({ caller, params, body }) => {
        const row = own(caller, params.id);
        checkVersion(row, body.version);
        if (row.status !== 'quoted') throw refused('not-allowed-now');
        const asset = held(caller).find((each) => each.id === row.asset.id);
        if (!asset) throw mockNotFound('device');
        return view(touch(row, priced(caller, asset, body.condition)));
      }),
      route(r.accept, ({ caller, params, body }) => {
        const row = own(caller, params.id);
        if (row.status === 'sent' && row.order) return { buyback: view(row), orderNumber: row.order.number };
        checkVersion(row, body.version);
        const status = move(row, 'accept-quote');
        if (isQuoteExpired(new Date(row.expiresAt), new Date())) throw refused('quote-expired');
        const order = ordersDataOf(state).add({
          organisationId: row.organisationId,
          personId: row.personId,
          kind: 'buyback',
          paymentMethod: 'wallet',
          deliveryAddress: { source: 'home', locationId: null, name: caller.user.name, line1: '', line2: null, postcode: '', city: '', country: '' },
          approverIds: [],
          lines: [{ productId: row.asset.id, productKind: 'product', name: `${row.asset.model} (${row.asset.serial ?? row.asset.tag})`, quantity: 1, unitPriceMinor: row.quotedAmount }],
        });
        ordersDataOf(state).touch(order, { paymentStatus: 'held' });
        touch(row, { status, order: { id: order.id, number: order.number } });
        data().senders.set(row.id, body.from);
        ship(row, channel === APPLE_TRADE_IN_SLUG ? 'trade-in' : 'buyback', body.from, true);
        return { buyback: view(row), orderNumber: order.number };
      }),
      route(r.decide, ({ caller, params, body }) => {
        const row = own(caller, params.id);
        checkVersion(row, body.version);
        const accepted = body.decision === 'accept';
        const status = move(row, accepted ? 'accept-counter' : 'decline-counter');
        if (!accepted) {
          const order = orderOf(row);
          if (order) ordersDataOf(state).touch(order, { status: 'declined' });
          const sender = data().senders.get(row.id);
          if (sender) ship(row, 'buyback-return', sender, false);
        }
        return view(touch(row, accepted ? { status, agreedAmount: row.counter!.amount } : { status, returnDueAt: workingDeadline(null, new Date(), RETURN_WORKING_DAYS).toISOString() }));
      }),
      route(r.photo, ({ caller, params }) => {
        own(caller, params.id);
        const photo = data().photos.find((each) => each.id === params.photoId && each.buybackId === params.id);
        if (!photo) throw mockNotFound('photo');
        return { filename: photo.filename, contentType: photo.contentType, contentBase64: base64Of(photo.bytes) };
      }),
    ];
  };

  const certificateOf = (caller: StaffCaller, id: string) => {
    desk(caller, id);
    const certificate = data().certificates.find((each) => each.buybackId === id);
    if (!certificate) throw mockNotFound('certificate');
    return certificate;
  };
  const stripped = ({ organisationId: _organisation, ...certificate }: ReturnType<typeof certificateOf>) => certificate;

  return [
    ...BUYBACK_CHANNELS.flatMap(personHandlers),
    route(d.list, ({ caller, query }) => {
      desk(caller);
      return { items: data().buybacks.filter((row) => row.organisationId === caller.user.organisationId && row.status !== 'cancelled' && (!query.status || row.status === query.status)).map(view) };
    }),
    route(d.get, ({ caller, params }) => view(desk(caller, params.id))),
    route(d.receive, ({ caller, params, body }) => {
      const row = desk(caller, params.id);
      checkVersion(row, body.version);
      const status = move(row, 'receive');
      const order = orderOf(row);
      if (order) ordersDataOf(state).touch(order, { status: 'processing' });
      return view(touch(row, { status, receivedAt: nowIso(), inspectionDueAt: workingDeadline(null, new Date(), INSPECTION_WORKING_DAYS).toISOString() }));
    }),
    route(d.uploadPhoto, ({ caller, params, query, body }) => {
      const row = desk(caller, params.id);
      const photo = { id: newId(), buybackId: row.id, filename: query.filename, contentType: body.contentType, bytes: body.bytes };
      data().photos.push(photo);
      return { id: photo.id };
    }),
    route(d.inspect, ({ caller, params, body }) => {
      const row = desk(caller, params.id);
      checkVersion(row, body.version);
      if (row.status !== 'received') move(row, 'agree');
      if (body.photoIds.some((id) => !data().photos.some((photo) => photo.id === id && photo.buybackId === row.id))) throw refused('unknown-photo', 'photoIds');
      const amount = buybackPrice(data().rulesOfVersion(row.organisationId, row.rulesVersion), row.asset.model, row.ageBand, body.grade) ?? 0;
      const outcome = inspectionOutcome({ locked: body.locked, sameAsDeclared: sameGrade(body.grade, row.quotedGrade), amount, quoted: row.quotedAmount });
      const status = move(row, outcome);
      if (outcome === 'counter' && body.reasons.trim() === '') throw refused('reasons-required', 'reasons');
      const counter = outcome === 'counter' ? { grade: body.grade, amount, reasons: body.reasons, photoIds: body.photoIds, at: nowIso() } : null;
      return view(touch(row, { status, inspectedGrade: body.grade, counter, agreedAmount: outcome === 'agree' ? amount : null }));
    }),
    route(d.lockRemoved, ({ caller, params, body }) => {
      const row = desk(caller, params.id);
      checkVersion(row, body.version);
      return view(touch(row, { status: move(row, 'lock-removed') }));
    }),
    route(d.sendBack, ({ caller, params, body }) => {
      const row = desk(caller, params.id);
      checkVersion(row, body.version);
      const status = move(row, 'send-back');
      const order = orderOf(row);
      if (order) ordersDataOf(state).touch(order, { status: 'shipped' });
      return view(touch(row, { status }));
    }),
    route(d.certify, ({ caller, params, body }) => {
      const row = desk(caller, params.id);
      if (!['agreed', 'settled', 'recycled'].includes(row.status)) throw refused('not-allowed-now');
      if (missingCertificateFields(body).length > 0) throw refused('certificate-incomplete');
      const earlier = data().certificates.find((each) => each.buybackId === row.id);
      if (earlier) return stripped(earlier);
      const certificate = { ...body, id: newId(), organisationId: row.organisationId, buybackId: row.id, assetId: row.asset.id, recordedAt: nowIso(), recordedBy: caller.user.name };
      data().certificates.push(certificate);
      const asset = fleet().assets.find((each) => each.id === row.asset.id);
      if (asset) fleet().story.tellOfAsset(asset, 'wiped', null, caller.user.id);
      return stripped(certificate);
    }),
    route(d.certificate, ({ caller, params }) => stripped(certificateOf(caller, params.id))),
    route(d.certificatePdf, async ({ caller, params }) => {
      const certificate = certificateOf(caller, params.id);
      const { id, recordedAt, recordedBy, buybackId: _b, assetId: _a, organisationId, ...fields } = certificate;
      const bytes = await renderCertificatePdf({ organisationName: state.organisations.get(organisationId)?.name ?? '', id, fields, recordedAt: new Date(recordedAt), recordedBy });
      return { filename: `wipe-certificate-${fields.serial}.pdf`, contentType: 'application/pdf', contentBase64: base64Of(bytes) };
    }),
    route(d.settle, ({ caller, params, body }) => {
      const row = desk(caller, params.id);
      if (row.status === 'settled' || row.status === 'recycled') return view(row);
      checkVersion(row, body.version);
      const amount = row.agreedAmount ?? 0;
      const status = move(row, amount > 0 ? 'settle' : 'recycle');
      if (!data().certificates.some((each) => each.buybackId === row.id)) throw refused('certificate-required');
      const person = state.users.find((user) => user.id === row.personId)!;
      const order = orderOf(row);
      let settlementNumber: string | null = null;
      if (amount > 0 && order) {
        const money = moneyDataOf(state);
        money.append({ person, amountMinor: amount, reason: `Buyback settlement #${order.number}: ${order.lines[0]?.name ?? ''}`, idempotencyKey: `return-settlement:buyback:${row.id}`, actor: caller.user, orderId: order.id });
        const document = money.issue(person, order.id, 'settlement', [{ description: `Buyback: ${order.lines[0]?.name ?? ''}`, quantity: 1, unitPriceMinor: amount }]);
        settlementNumber = document.number;
        ordersDataOf(state).touch(order, { status: 'completed', paymentStatus: 'paid', totalMinor: amount });
      } else if (order) ordersDataOf(state).touch(order, { status: 'completed' });
      const asset = fleet().assets.find((each) => each.id === row.asset.id);
      if (asset) {
        Object.assign(asset, { status: 'retired', assigneeId: null });
        fleet().story.tellOfAsset(asset, amount > 0 ? 'bought-back' : 'recycled', null, caller.user.id);
      }
      return view(touch(row, { status, settledAt: nowIso(), settlementNumber }));
    }),
    route(d.rules, ({ caller }) => {
      desk(caller);
      const rules = data().rulesOf(caller.user.organisationId);
      return { ...rules, basePrices: [...rules.basePrices], currency: 'EUR' };
    }),
    route(d.saveRules, ({ caller, body }) => {
      desk(caller);
      const { version, ...rules } = body;
      const problems = rulesProblems(rules);
      if (problems.length > 0) throw refused(problems[0]!);
      const current = data().rulesOf(caller.user.organisationId);
      if (current.version !== version) throw stale();
      const saved = { ...rules, version: version + 1 };
      data().rules.set(caller.user.organisationId, [...(data().rules.get(caller.user.organisationId) ?? []), saved]);
      return { ...saved, currency: 'EUR' };
    }),
  ];
}
