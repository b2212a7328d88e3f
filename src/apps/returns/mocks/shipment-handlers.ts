import type { HttpHandler } from 'msw';
import type { z } from 'zod';
import { pageOfItems } from '../../../../contract/app-listing';
import {
  createShipment,
  getShipment,
  getShipmentLabel,
  listShipments,
  listShippingPlaces,
  recordShipmentEvent,
  setShipmentTrackingNumber,
} from '../../../../contract/apps/returns/shipment-routes';
import type { ShipmentEnd, ShipmentEndInput } from '../../../../contract/apps/returns/shipment-schemas';
import { ProblemTypes } from '../../../../contract/problem';
import { mockNotFound, mockRouter, MockProblem, type StaffCaller } from '../../../../tests/mocks/mock-route';
import { newId, type MockState } from '../../../../tests/mocks/mock-state';
import { addressMissing } from '../../commerce/domain/location-terms';
import { locationsOf } from '../../commerce/mocks/locations-mock-state';
import type { RefusalParams } from '../../../domain/rules/decision';
import { checkTrackingNumber } from '../domain/shipment-tracking-number';
import { eventTimeAllowed, moveShipment, nextShipmentStates, trackingNumberChangeable } from '../domain/shipment-tracking';
import { recognisedCourier } from '../ui/shipping/recognised-courier';
import { shipmentsOf, type MockShipment } from './shipment-mock-state';

const refused = (reason: string, code: string, params: RefusalParams = {}, field?: string) =>
  new MockProblem(409, ProblemTypes.conflict, reason, field ? [{ path: `body.${field}`, message: reason, code, params: { ...params } }] : undefined, { code, params });
const stale = () => new MockProblem(412, ProblemTypes.staleVersion, 'The record changed since you read it');
const badNumber = (message: string) => new MockProblem(400, ProblemTypes.validation, 'The request is not valid', [{ path: 'body.trackingNumber', message }]);

function decidedOr<T>(decision: { ok: true; value: T } | { ok: false; reason: string; code: string; params: RefusalParams }, field: string): T {
  if (decision.ok) return decision.value;
  throw refused(decision.reason, decision.code, decision.params, field);
}

/** The manual carrier's check, as the server makes it. */
function labelOf(trackingNumber: string) {
  const checked = checkTrackingNumber(trackingNumber, recognisedCourier);
  if (!checked.ok) throw badNumber(checked.reason === 'empty' ? 'Type the tracking number from the carrier.' : "The tracking number's check digit does not match any carrier's.");
  return { courier: checked.courier, trackingNumber: checked.trackingNumber, trackingUrl: checked.trackingUrl };
}

/** Shipping Label in memory, with the domain's rules; enough of the server's behaviour for the screens. */
export function shipmentHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const sitesOf = (organisationId: string) => locationsOf(state).filter((site) => site.organisationId === organisationId && site.kind !== 'home');
  const own = (caller: StaffCaller, id: string) => {
    const found = shipmentsOf(state).find((shipment) => shipment.id === id && shipment.organisationId === caller.user.organisationId);
    if (!found) throw mockNotFound('shipment');
    return found;
  };
  const answer = ({ organisationId: _organisation, ...shipment }: MockShipment) => ({ ...shipment, nextStates: [...nextShipmentStates(shipment.state)] });
  const endOf = (caller: StaffCaller, end: z.output<typeof ShipmentEndInput>, field: string): z.output<typeof ShipmentEnd> => {
    if (end.kind === 'place') {
      const site = sitesOf(caller.user.organisationId).find((each) => each.id === end.placeId);
      if (!site) throw mockNotFound('site');
      if (addressMissing(site)) throw refused(`${site.name} has no complete address in Locations.`, 'shipment-place-address-missing', { place: site.name }, field);
      const name = site.recipient ? `${site.name}, ${site.recipient}` : site.name;
      return { kind: 'place', placeId: site.id, person: null, name, line1: site.line1!, line2: site.line2, city: site.city!, region: site.region, postcode: site.postcode!, country: site.country! };
    }
    const person = end.personId ? state.user(caller.user.organisationId, end.personId) : undefined;
    if (end.personId && !person) throw mockNotFound('person');
    const { address } = end;
    return {
      kind: person ? 'person' : 'address',
      placeId: null,
      person: person ? { id: person.id, name: person.name } : null,
      name: address.name,
      line1: address.line1,
      line2: address.line2 ?? null,
      city: address.city,
      region: address.region ?? null,
      postcode: address.postcode,
      country: address.country,
    };
  };
  const matches = (shipment: MockShipment, words: string) => {
    const bare = words.replace(/\s+/g, '');
    const ends = [shipment.from, shipment.to];
    return (
      (shipment.trackingNumber?.toLowerCase().includes(bare) ?? false) ||
      ends.some((end) => JSON.stringify(end).toLowerCase().includes(words)) ||
      ends.some((end) => {
        const person = end.person && state.user(shipment.organisationId, end.person.id);
        return !!person && (person.name.toLowerCase().includes(words) || person.email.includes(words));
      })
    );
  };

  return [
    route(listShipments, ({ caller, query }) => {
      const words = query.q?.trim().toLowerCase();
      const items = shipmentsOf(state)
        .filter((shipment) => shipment.organisationId === caller.user.organisationId)
        .filter((shipment) => (!query.state || shipment.state === query.state) && (!query.purpose || shipment.purpose.kind === query.purpose) && (!words || matches(shipment, words)))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map(({ organisationId: _organisation, events: _events, nextStates: _next, ...shipment }) => shipment);
      return pageOfItems(items, query);
    }),
    route(createShipment, ({ caller, body }) => {
      const from = endOf(caller, body.from, 'from');
      const to = endOf(caller, body.to, 'to');
      const label = body.trackingNumber ? labelOf(body.trackingNumber) : null;
      const id = newId();
      const at = new Date().toISOString();
      const shipment: MockShipment = {
        id,
        organisationId: caller.user.organisationId,
        purpose: { kind: 'manual', reference: id },
        from,
        to,
        parcel: body.parcel,
        assetIds: [...new Set(body.assetIds ?? [])],
        carrier: 'manual',
        courier: label?.courier ?? null,
        trackingNumber: label?.trackingNumber ?? null,
        trackingUrl: label?.trackingUrl ?? null,
        state: 'pre_transit',
        createdAt: at,
        updatedAt: at,
        version: 1,
        events: [{ id: newId(), state: 'pre_transit', at, note: null, actor: { id: caller.user.id, name: caller.user.name } }],
        nextStates: [],
      };
      shipmentsOf(state).push(shipment);
      return answer(shipment);
    }),
    route(getShipment, ({ caller, params }) => answer(own(caller, params.id))),
    route(setShipmentTrackingNumber, ({ caller, params, body }) => {
      const shipment = own(caller, params.id);
      if (shipment.version !== body.version) throw stale();
      decidedOr(trackingNumberChangeable(shipment.state), 'trackingNumber');
      Object.assign(shipment, labelOf(body.trackingNumber), { version: shipment.version + 1, updatedAt: new Date().toISOString() });
      return answer(shipment);
    }),
    route(recordShipmentEvent, ({ caller, params, body }) => {
      const shipment = own(caller, params.id);
      if (shipment.version !== body.version) throw stale();
      const to = decidedOr(moveShipment(shipment.state, body.state), 'state');
      const now = new Date();
      const at = body.at ? new Date(body.at) : now;
      decidedOr(eventTimeAllowed(new Date(shipment.events.at(-1)!.at), at, now), 'at');
      shipment.events.push({ id: newId(), state: to, at: at.toISOString(), note: body.note ?? null, actor: { id: caller.user.id, name: caller.user.name } });
      Object.assign(shipment, { state: to, version: shipment.version + 1, updatedAt: now.toISOString() });
      return answer(shipment);
    }),
    route(getShipmentLabel, ({ caller, params, query }) => {
      const shipment = own(caller, params.id);
      if (!shipment.trackingNumber) throw refused('The shipment has no tracking number yet: type the one from the carrier first.', 'shipment-no-tracking-number');
      const name = `label-${shipment.trackingNumber}`;
      // The mocks print no real label: a ZPL text, or a one-line stand-in for the PDF, enough for a download.
      if (query.format === 'zpl') return { filename: `${name}.zpl`, contentType: 'application/zpl', contentBase64: btoa(`^XA^BCN,200,Y,N,N^FD${shipment.trackingNumber}^FS^XZ\n`) };
      const size = query.format === 'pdf-a6' ? 'a6' : '4x6';
      return { filename: `${name}-${size}.pdf`, contentType: 'application/pdf', contentBase64: btoa(`%PDF-1.7 mock label ${shipment.trackingNumber}`) };
    }),
    route(listShippingPlaces, ({ caller, query }) => {
      const wanted = query.q?.toLowerCase() ?? '';
      const items = sitesOf(caller.user.organisationId)
        .filter((site) => site.kind !== 'home' && site.name.toLowerCase().includes(wanted))
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((site) => ({ id: site.id, name: site.name, addressMissing: addressMissing(site) }));
      return { items };
    }),
  ];
}
