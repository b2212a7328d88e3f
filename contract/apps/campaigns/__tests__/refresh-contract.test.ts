import { describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../../problem';
import { campaignRoutesByKind } from '../campaign-routes';
import {
  acceptRefreshDiagnostic,
  answerRefreshDiagnostic,
  declineRefreshDiagnostic,
  getRefreshDiagnostic,
  getRefreshGoLink,
  getRefreshGoShareLink,
  issueRefreshGoShareLink,
  listRefreshDiagnostics,
  listRefreshGoDeliveryPlaces,
  listRefreshGoKits,
  orderRefreshGoKit,
  startRefreshGo,
} from '../refresh-routes';
import { AGE_BANDS } from '../../../../src/apps/campaigns/domain/refresh-pricing';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';

/** 400.00 for any model of any age; B keeps 80 %; payroll only. */
const rules = {
  basePrices: AGE_BANDS.map((ageBand) => ({ model: '*', ageBand, amount: 40000 })),
  gradeFactors: { A: 10000, B: 8000, C: 5000, D: 2000 },
  roundingStep: 1,
  floor: 2500,
  lockedOrDead: 'zero' as const,
  validityDays: 7,
  chargeMethods: ['payroll' as const],
};
const asNew = { powersOn: 'yes', screen: 'flawless', body: 'like-new', battery: 'good', keyboardPorts: 'all-work', locked: 'no', accessories: 'charger-and-box' } as const;
const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;

/** Refresh Buy's diagnostic page and Refresh Go's shared address, kits and orders, on the server and the mocks alike. */
describe.each([realServer(), mockServer()])('Refresh on $name', (backend: Backend) => {
  const { ok, problem } = contractSuite(backend);

  it('grades and prices a device through the diagnostic link; the person accepts once, by a way the campaign allows', async () => {
    const api = campaignRoutesByKind['refresh-buy'];
    const eve = (await ok(api.candidates, { query: { q: 'eve' } })).items.find((candidate) => candidate.email === MOCK_DEMO.employee.email)!;
    const campaign = await ok(api.create, { body: { name: 'Laptop refresh', contactDate: '2099-03-01', message: 'You may buy your laptop.', rules, people: [{ userId: eve.userId, assetIds: [eve.devices[0]!.assetId] }] } });
    const person = (await ok(api.people, { params: { id: campaign.id } })).items[0]!;
    const link = { link: tokenOf((await ok(api.issueLink, { params: { id: campaign.id, personId: person.id }, body: { send: false } })).url) };

    const page = await ok(getRefreshDiagnostic, { params: link });
    expect(page).toMatchObject({ campaignName: 'Laptop refresh', chargeMethods: ['payroll'], devices: [{ state: 'unanswered', price: null }] });
    const deviceId = page.devices[0]!.deviceId;
    const bad = await problem(answerRefreshDiagnostic, { params: link, body: { deviceId, answers: { ...asNew, screen: 'shattered' } } }, 400, ProblemTypes.validation);
    expect(bad.errors?.map((error) => error.path)).toEqual(['body.answers.screen']);
    const priced = await ok(answerRefreshDiagnostic, { params: link, body: { deviceId, answers: { ...asNew, screen: 'light-scratches' } } });
    expect(priced.devices[0]).toMatchObject({ state: 'priced', grade: 'B', price: 32000, expired: false });

    expect((await problem(acceptRefreshDiagnostic, { params: link, body: { deviceId, chargeMethod: 'wallet' } }, 409, ProblemTypes.conflict)).code).toBe('refresh.charge-method');
    expect((await ok(acceptRefreshDiagnostic, { params: link, body: { deviceId, chargeMethod: 'payroll' } })).devices[0]).toMatchObject({ state: 'accepted', chargeMethod: 'payroll' });
    expect((await problem(declineRefreshDiagnostic, { params: link, body: { deviceId } }, 409, ProblemTypes.conflict)).code).toBe('refresh.already-decided');
    expect((await ok(listRefreshDiagnostics, { params: { id: campaign.id } })).items).toEqual([
      expect.objectContaining({ personId: person.id, state: 'accepted', grade: 'B', price: 32000, chargeMethod: 'payroll' }),
    ]);
  });

  it('shares one address that offers the ticked kits, takes starts without telling who belongs, and orders a picked kit once', async () => {
    const api = campaignRoutesByKind['refresh-go'];
    const kits = (await ok(listRefreshGoKits)).items;
    const starter = kits.find((kit) => kit.name === 'New starter kit')!;
    const campaign = await ok(api.create, { body: { name: 'Go 2026', contactDate: '2099-03-01', message: 'Pick your new laptop.', rules: { kitIds: [starter.id] } } });
    const params = { id: campaign.id };
    const issued = await ok(issueRefreshGoShareLink, { params });
    expect((await ok(getRefreshGoShareLink, { params })).url).toBe(issued.url);
    const link = { link: tokenOf(issued.url!) };
    expect(await ok(getRefreshGoLink, { params: link })).toEqual({ campaignName: 'Go 2026', url: issued.url, kits: [starter] });

    const unpicked = await problem(startRefreshGo, { params: link, body: { email: MOCK_DEMO.employee.email, newDevice: 'A gaming laptop' } }, 409, ProblemTypes.conflict);
    expect(unpicked.errors?.map(({ path, code }) => ({ path, code }))).toEqual([{ path: 'body.kitId', code: 'kit-required' }]);
    expect(await ok(startRefreshGo, { params: link, body: { email: MOCK_DEMO.employee.email, kitId: starter.id } })).toEqual({ received: true });
    expect(await ok(startRefreshGo, { params: link, body: { email: 'nobody@example.test', kitId: starter.id } })).toEqual({ received: true });

    const [eve] = (await ok(api.people, { params })).items;
    expect(eve).toMatchObject({ email: MOCK_DEMO.employee.email, state: 'started', data: { kitId: starter.id } });
    const places = (await ok(listRefreshGoDeliveryPlaces)).items;
    const personParams = { id: campaign.id, personId: eve!.id };
    await problem(orderRefreshGoKit, { params: personParams, body: { placeId: places[0]!.id, version: eve!.version + 1 } }, 412, ProblemTypes.staleVersion);
    const ordered = await ok(orderRefreshGoKit, { params: personParams, body: { placeId: places[0]!.id, version: eve!.version } });
    expect(ordered.data).toMatchObject({ kitId: starter.id, orderNumber: expect.any(Number) });
    expect((await problem(orderRefreshGoKit, { params: personParams, body: { placeId: places[0]!.id, version: ordered.version } }, 409, ProblemTypes.conflict)).code).toBe('kit-already-ordered');
  });
});
