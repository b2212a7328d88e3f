import type { HttpHandler } from 'msw';
import * as api from '../../../../contract/apps/campaigns/refresh-routes';
import { RefreshGoRules, type DeviceDiagnostic, type OfferedKit } from '../../../../contract/apps/campaigns/refresh-schemas';
import { ProblemTypes } from '../../../../contract/problem';
import { isLockedOrDead } from '../domain/refresh-condition';
import { gradeOf } from '../domain/refresh-grade';
import { acceptRefusal, offerExpiresAt, refreshBuyPersonState } from '../domain/refresh-offer';
import { ageBandOf, priceOf } from '../domain/refresh-pricing';
import { DEFAULT_REFRESH_BUY_RULES, type RefreshBuyRules } from '../domain/refresh-rules';
import { isOpenCampaign } from '../domain/campaign-status';
import { MockProblem, mockNotFound, mockRouter, originOf } from '../../../../tests/mocks/mock-route';
import { newToken, type MockState } from '../../../../tests/mocks/mock-state';
import { catalogueDataOf } from '../../commerce/mocks/catalogue-mock-state';
import { stale } from '../../manage/mocks/mock-problems';
import { campaignsDataOf, linkExpired, today, type MockCampaign, type MockCampaignPerson, type MockDiagnostic } from './campaigns-mock-state';
import { addressMissing } from '../../commerce/domain/location-terms';

export function refreshDiagnosticsOf(state: MockState): MockDiagnostic[] {
  return campaignsDataOf(state).diagnostics;
}

/** A device's diagnostic before its person answers. */
const UNANSWERED = { state: 'unanswered', answers: null, grade: null, price: null, expiresAt: null, expired: false, chargeMethod: null, decidedAt: null } as const;

export const mockDiagnostic = (link: string, rules: RefreshBuyRules = DEFAULT_REFRESH_BUY_RULES): MockDiagnostic => ({
  link,
  rules,
  page: {
    campaignName: 'Laptop refresh 2026',
    personName: 'Eve Employee',
    chargeMethods: [...rules.chargeMethods],
    devices: [
      {
        deviceId: '00000000-0000-4000-8000-000000000001',
        model: 'MacBook Air M1',
        assetTag: 'ACME-0001',
        serial: 'C02XYZ',
        ageBand: '2-3',
        ...UNANSWERED,
      },
    ],
  },
});

const dayOf = (day: string | null) => (day ? new Date(`${day}T00:00:00Z`) : null);

/** A campaign person's diagnostic before any answer: each of their devices, aged from its purchase day. */
function diagnosticOf(link: string, campaign: MockCampaign, person: MockCampaignPerson): MockDiagnostic {
  const rules = { ...DEFAULT_REFRESH_BUY_RULES, ...(campaign.rules as Partial<RefreshBuyRules>) };
  const now = new Date();
  return {
    link,
    campaignId: campaign.id,
    personId: person.id,
    rules,
    page: {
      campaignName: campaign.name,
      personName: person.name,
      chargeMethods: [...rules.chargeMethods],
      devices: person.devices.map((device) => ({
        deviceId: device.id,
        model: device.model,
        assetTag: device.assetTag,
        serial: device.serial,
        ageBand: ageBandOf(dayOf(device.purchaseDate), now),
        ...UNANSWERED,
      })),
    },
  };
}

const refused = (code: string) => new MockProblem(409, ProblemTypes.conflict, 'The change breaks a rule', undefined, { code: `refresh.${code}`, params: {} });
const refusedBy = (code: string, field?: string) =>
  new MockProblem(409, ProblemTypes.conflict, 'The change breaks a rule', field ? [{ path: `body.${field}`, message: code, code, params: {} }] : undefined, { code, params: {} });

/** The shared mock catalogue's active Device Hub kits, as the Device Hub offers them to Refresh Go (by name). */
export function deviceKitsOf(state: MockState, organisationId: string, ids?: readonly string[]): OfferedKit[] {
  const { products } = catalogueDataOf(state);
  return products
    .filter((product) => product.organisationId === organisationId && product.store === 'devicehub' && product.kind === 'kit' && product.active && (!ids || ids.includes(product.id)))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((kit) => ({
      id: kit.id,
      name: kit.name,
      description: kit.description,
      components: kit.components.map(({ productId, quantity }) => ({ name: products.find((product) => product.id === productId)?.name ?? '', quantity })),
    }));
}

/**
 * Refresh Buy's public diagnostic in memory, graded and priced by the domain's rules as the server does; its rows on
 * the details page; Refresh Go's shareable address and the starts made through it.
 */
export function refreshHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const data = campaignsDataOf(state);
  /**
   * A diagnostic a test placed by its link, else the one of the person behind a campaign's link: made on the first
   * visit from their devices, and kept per person, as the server keeps it, so that a new link opens the same answers.
   */
  const open = (link: string) => {
    const placed = data.diagnostics.find((each) => each.link === link);
    if (placed?.linkState === 'revoked') throw mockNotFound('link');
    if (placed?.linkState === 'expired') throw linkExpired();
    if (placed) return placed;
    const { campaign, person } = data.openLink('refresh-buy', link);
    const kept = data.diagnostics.find((each) => each.personId === person.id);
    if (kept) return kept;
    const made = diagnosticOf(link, campaign, person);
    data.diagnostics.push(made);
    return made;
  };
  /** The person's state follows their devices' answers, as on the server. */
  const settle = (found: MockDiagnostic) => {
    const person = found.personId && data.people.find((each) => each.id === found.personId);
    const next = refreshBuyPersonState(found.page.devices.map((device) => device.state));
    if (person && person.state !== next) data.change(person, { state: next });
  };
  const goUrl = (token: string) => `${originOf(baseUrl)}/refresh-go-diagnostic/${token}`;
  const goCampaign = (token: string) => {
    const [campaignId, link] = [...data.goLinks].find(([, each]) => each.token === token) ?? [];
    const campaign = data.campaigns.find((each) => each.id === campaignId);
    if (!link || link.revoked || !campaign || !isOpenCampaign(campaign.status)) throw mockNotFound('link');
    return campaign;
  };
  /** The Recover campaign that takes a Refresh Go campaign's old devices back, opened by its first start. */
  const returnCampaignOf = (campaign: MockCampaign) => {
    const name = `${campaign.name}: returns`;
    const open = data.campaigns.find((each) => each.kind === 'recover' && each.organisationId === campaign.organisationId && each.name === name && isOpenCampaign(each.status));
    const deadline = campaign.deadline && campaign.deadline >= today() ? campaign.deadline : null;
    return open ?? data.addCampaign(campaign.organisationId, 'recover', { name, status: 'active', contactDate: today(), deadline, message: campaign.message });
  };
  const offeredKits = (campaign: { organisationId: string; rules: unknown }) => {
    const { kitIds } = RefreshGoRules.parse(campaign.rules);
    return kitIds.length === 0 ? [] : deviceKitsOf(state, campaign.organisationId, kitIds);
  };
  const deviceOf = (found: MockDiagnostic, deviceId: string) => {
    const device = found.page.devices.find((each) => each.deviceId === deviceId);
    if (!device) throw mockNotFound('device');
    return device;
  };
  const change = (found: MockDiagnostic, deviceId: string, values: Partial<DeviceDiagnostic>) => {
    found.page = { ...found.page, devices: found.page.devices.map((each) => (each.deviceId === deviceId ? { ...each, ...values } : each)) };
    settle(found);
    return found.page;
  };
  return [
    route(api.getRefreshDiagnostic, ({ params }) => open(params.link).page),
    route(api.answerRefreshDiagnostic, ({ params, body }) => {
      const found = open(params.link);
      const device = deviceOf(found, body.deviceId);
      if (device.decidedAt) throw refused('already-decided');
      const grade = gradeOf(body.answers);
      const price = priceOf(found.rules, { model: device.model, ageBand: device.ageBand, grade, lockedOrDead: isLockedOrDead(body.answers) });
      const now = new Date();
      return change(found, device.deviceId, {
        answers: body.answers,
        grade,
        state: price.kind === 'priced' ? 'priced' : 'awaiting-price',
        price: price.kind === 'priced' ? price.amount : null,
        expiresAt: price.kind === 'priced' ? offerExpiresAt(now, found.rules).toISOString() : null,
        expired: false,
      });
    }),
    route(api.acceptRefreshDiagnostic, ({ params, body }) => {
      const found = open(params.link);
      const device = deviceOf(found, body.deviceId);
      if (!found.rules.chargeMethods.includes(body.chargeMethod)) throw refused('charge-method');
      const refusal = acceptRefusal(device.state, device.expiresAt ? new Date(device.expiresAt) : null, new Date());
      if (refusal) throw refused(refusal);
      return change(found, device.deviceId, { state: 'accepted', chargeMethod: body.chargeMethod, decidedAt: new Date().toISOString() });
    }),
    route(api.declineRefreshDiagnostic, ({ params, body }) => {
      const found = open(params.link);
      const device = deviceOf(found, body.deviceId);
      if (device.decidedAt) throw refused('already-decided');
      return change(found, device.deviceId, { state: 'declined', decidedAt: new Date().toISOString() });
    }),
    route(api.listRefreshDiagnostics, ({ caller, params }) => {
      const campaign = data.campaignOf(caller, 'refresh-buy', params.id);
      const rows = data.diagnostics.filter((each) => each.campaignId === campaign.id && each.personId);
      return {
        items: rows.flatMap(({ personId, page }) =>
          page.devices
            .filter((device) => device.state !== 'unanswered')
            .map(({ deviceId, state, grade, price, expiresAt, chargeMethod, decidedAt }) => ({ personId: personId!, deviceId, state, grade, price, expiresAt, chargeMethod, decidedAt })),
        ),
      };
    }),
    route(api.getRefreshGoShareLink, ({ caller, params }) => {
      const link = data.goLinks.get(data.campaignOf(caller, 'refresh-go', params.id).id);
      return { url: link ? goUrl(link.token) : null, revoked: Boolean(link?.revoked) };
    }),
    route(api.issueRefreshGoShareLink, ({ caller, params }) => {
      const campaign = data.campaignOf(caller, 'refresh-go', params.id);
      if (!isOpenCampaign(campaign.status)) throw refusedBy('campaign-ended');
      const token = newToken();
      data.goLinks.set(campaign.id, { token, revoked: false });
      return { url: goUrl(token), revoked: false };
    }),
    route(api.listRefreshGoKits, ({ caller }) => ({ items: deviceKitsOf(state, caller.user.organisationId) })),
    route(api.listRefreshGoDeliveryPlaces, ({ caller }) => ({
      items: catalogueDataOf(state)
        .locations.filter((place) => place.organisationId === caller.user.organisationId && place.kind !== 'home')
        // As the server: a site whose address is missing is no place to deliver a kit to.
        .flatMap(({ id, name, city, isDefaultShipping, ...address }) => (city && !addressMissing({ ...address, city }) ? [{ id, name, city, isDefaultShipping }] : []))
        .sort((a, b) => Number(b.isDefaultShipping) - Number(a.isDefaultShipping)),
    })),
    route(api.orderRefreshGoKit, ({ caller, params, body }) => {
      const person = data.personOf(data.campaignOf(caller, 'refresh-go', params.id), params.personId);
      if (person.version !== body.version) throw stale();
      if (typeof person.data['kitId'] !== 'string') throw refusedBy('kit-not-picked');
      if (typeof person.data['orderNumber'] === 'number') throw refusedBy('kit-already-ordered');
      data.kitOrders.push({ personId: person.id, kitId: person.data['kitId'], placeId: body.placeId });
      return data.view(data.change(person, { data: { ...person.data, orderNumber: data.kitOrders.length } }));
    }),
    route(api.getRefreshGoLink, ({ params }) => {
      const campaign = goCampaign(params.link);
      return { campaignName: campaign.name, url: goUrl(params.link), kits: offeredKits(campaign) };
    }),
    route(api.startRefreshGo, ({ params, body }) => {
      const campaign = goCampaign(params.link);
      const kits = offeredKits(campaign);
      if (kits.length === 0 && !body.newDevice) throw refusedBy('device-required', 'newDevice');
      if (kits.length > 0 && !body.kitId) throw refusedBy('kit-required', 'kitId');
      const kit = kits.find((each) => each.id === body.kitId);
      if (kits.length > 0 && !kit) throw refusedBy('kit-not-offered', 'kitId');
      const user = state.users.find((each) => each.email === body.email && each.organisationId === campaign.organisationId);
      const listed = user && data.peopleOf(campaign).find((person) => person.userId === user.id);
      if (user && listed?.state !== 'started') {
        const choice = { newDevice: kit?.name ?? body.newDevice!, kitId: kit?.id ?? null };
        if (listed) data.change(listed, { state: 'started', data: { ...listed.data, ...choice } });
        else data.addPerson(campaign, user, { state: 'started', contactDate: today(), data: choice, devices: [] });
        data.addPerson(returnCampaignOf(campaign), user);
      }
      return { received: true as const };
    }),
  ];
}
