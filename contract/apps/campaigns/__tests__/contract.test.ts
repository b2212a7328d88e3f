import { describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../../problem';
import { campaignRoutesByKind } from '../campaign-routes';
import { CAMPAIGN_KINDS, type CampaignKind } from '../../../../src/apps/campaigns/domain/campaign-kind';
import { PUBLIC_LINK_PATHS } from '../../../../src/apps/campaigns/domain/campaign-link';
import { DEFAULT_REFRESH_BUY_RULES } from '../../../../src/apps/campaigns/domain/refresh-rules';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';

/** A contact day still to come: the campaign waits, scheduled, and no reminder job moves anyone while the case runs. */
const CONTACT_DATE = '2099-03-01';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const rulesOf = (kind: CampaignKind) => (kind === 'refresh-buy' ? { rules: DEFAULT_REFRESH_BUY_RULES } : {});

/**
 * The campaign pattern of every kind (Recover, Refresh Buy, Refresh Go, Loop) against the real server and the MSW
 * handlers alike: the wizard's candidates and create, the list, a stale change, the people and their links, the
 * export and the end, with each refusal the details page shows.
 */
describe.each([realServer(), mockServer()])('the campaign pattern on $name', (backend: Backend) => {
  const { ok, problem } = contractSuite(backend);

  it.each(CAMPAIGN_KINDS)('%s: from the wizard to the end, with every refusal on the way', async (kind) => {
    const api = campaignRoutesByKind[kind];
    const candidates = await ok(api.candidates, { query: { q: 'eve' } });
    const eve = candidates.items.find((candidate) => candidate.email === MOCK_DEMO.employee.email)!;
    expect(eve.devices.length).toBeGreaterThan(0);
    const device = eve.devices[0]!.assetId;
    const people = [{ userId: eve.userId, assetIds: [device] }];

    const created = await ok(api.create, { body: { name: 'Contract run', contactDate: CONTACT_DATE, message: 'Please answer.', people, ...rulesOf(kind) } });
    expect(created).toMatchObject({ name: 'Contract run', status: 'scheduled', contactDate: CONTACT_DATE, version: 1 });
    const params = { id: created.id };
    expect((await ok(api.list, { query: { q: 'contract run' } })).items.map((item) => item.id)).toEqual([created.id]);
    expect(await ok(api.get, { params })).toMatchObject({ id: created.id, name: 'Contract run' });
    await problem(api.get, { params: { id: UNKNOWN_ID } }, 404, ProblemTypes.notFound);
    const refusedDeadline = await problem(api.create, { body: { name: 'Backwards', contactDate: CONTACT_DATE, deadline: '2099-02-01', message: 'Hi.', ...rulesOf(kind) } }, 409);
    expect(refusedDeadline.errors?.map((error) => error.path)).toEqual(['body.deadline']);

    const renamed = await ok(api.update, { params, body: { version: 1, name: 'Contract run, renamed' } });
    expect(renamed).toMatchObject({ name: 'Contract run, renamed', version: 2 });
    await problem(api.update, { params, body: { version: 1, name: 'Lost update' } }, 412, ProblemTypes.staleVersion);

    const listed = await ok(api.people, { params });
    expect(listed.total).toBe(1);
    const person = listed.items[0]!;
    expect(person).toMatchObject({ userId: eve.userId, email: eve.email, devices: [{ assetId: device }], link: null });
    const personParams = { id: created.id, personId: person.id };
    expect(await ok(api.person, { params: personParams })).toMatchObject({ id: person.id, version: person.version });
    const twice = await problem(api.addPeople, { params, body: { people } }, 400, ProblemTypes.validation);
    expect(twice.errors?.map((error) => error.path)).toEqual(['body.people.0.userId']);
    const corrected = await ok(api.updatePerson, { params: personParams, body: { version: person.version, name: 'Eve Corrected' } });
    expect(corrected).toMatchObject({ name: 'Eve Corrected', version: person.version + 1 });
    await problem(api.updatePerson, { params: personParams, body: { version: person.version, name: 'Lost update' } }, 412, ProblemTypes.staleVersion);

    const publicPath = PUBLIC_LINK_PATHS[kind];
    if (publicPath) {
      const link = await ok(api.issueLink, { params: personParams, body: { send: false } });
      expect(link).toMatchObject({ sent: false });
      expect(new URL(link.url).pathname.startsWith(publicPath)).toBe(true);
      expect((await ok(api.person, { params: personParams })).link).toMatchObject({ status: 'active', lastSentAt: null, openedAt: null });
      await ok(api.revokeLink, { params: personParams });
      expect((await ok(api.person, { params: personParams })).link).toMatchObject({ status: 'revoked' });
    } else {
      await problem(api.issueLink, { params: personParams, body: { send: false } }, 404, ProblemTypes.notFound);
      await ok(api.revokeLink, { params: personParams });
      expect((await ok(api.person, { params: personParams })).link).toBeNull();
    }

    const exported = await ok(api.export, { params });
    expect(exported.contentType).toMatch(/^text\/csv/);
    expect(exported.content).toContain(eve.email);

    const cancelled = await ok(api.changeStatus, { params, body: { version: renamed.version, action: 'cancel' } });
    expect(cancelled).toMatchObject({ status: 'cancelled' });
    const ended = await problem(api.changeStatus, { params, body: { version: cancelled.version, action: 'cancel' } }, 409, ProblemTypes.conflict);
    expect(ended.code).toBeDefined();
    await problem(api.issueLink, { params: personParams, body: { send: false } }, 409, ProblemTypes.conflict);
    await problem(api.addPeople, { params, body: { people } }, 409, ProblemTypes.conflict);
  });
});
