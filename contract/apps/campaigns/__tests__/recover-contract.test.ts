import { describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../../problem';
import { campaignRoutesByKind } from '../campaign-routes';
import { confirmRecoverReturn, getRecoverReturn, moveRecoverPerson, processRecoverDevice, receiveRecoverDevice, reportRecoverAlreadyReturned } from '../recover-routes';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';

const api = campaignRoutesByKind.recover;
const ADDRESS = { address: 'Hauptstr. 1, 10115 Berlin', phone: '+49 30 1234567', hasPackaging: true };

/**
 * Recover's own steps against the real server and the MSW handlers alike: the leaver's public page (a booked pickup,
 * or "already returned"), the admin's moves, and the device's receipt and processing, with the refusals on the way.
 */
describe.each([realServer(), mockServer()])('Recover on $name', (backend: Backend) => {
  const { ok, problem } = contractSuite(backend);

  /**
   * A campaign for the demo employee and their first device, and their link, copied: a mailed one moves the person on
   * only once the mail job has sent it, which the server does in the background and the mocks at once.
   */
  async function leaver(name: string) {
    const eve = (await ok(api.candidates, { query: { q: 'eve' } })).items.find((candidate) => candidate.email === MOCK_DEMO.employee.email)!;
    const campaign = await ok(api.create, { body: { name, contactDate: '2099-03-01', message: 'Please send your laptop back.', people: [{ userId: eve.userId, assetIds: [eve.devices[0]!.assetId] }] } });
    const person = (await ok(api.people, { params: { id: campaign.id } })).items[0]!;
    const params = { id: campaign.id, personId: person.id };
    const link = { link: new URL((await ok(api.issueLink, { params, body: { send: false } })).url).pathname.split('/').pop()! };
    return { campaign, params, link, model: eve.devices[0]!.model };
  }

  it('books a pickup through the public page, and the device comes back graded and restocked', async () => {
    const { params, link, model } = await leaver('Eve leaves');
    const page = await ok(getRecoverReturn, { params: link });
    expect(page).toMatchObject({ campaignName: 'Eve leaves', state: 'requested', open: true, answer: null, devices: [{ model }] });
    const slot = page.pickupOptions[0]!;
    await problem(confirmRecoverReturn, { params: link, body: { ...ADDRESS, pickup: { day: '2001-01-01', slot: 'am' } } }, 409, ProblemTypes.conflict);
    const phone = await problem(confirmRecoverReturn, { params: link, body: { ...ADDRESS, phone: 'call me' } }, 400, ProblemTypes.validation);
    expect(phone.errors?.map((error) => error.path)).toEqual(['body.phone']);
    expect(await ok(confirmRecoverReturn, { params: link, body: { ...ADDRESS, pickup: slot } })).toMatchObject({ state: 'pickup-booked', answer: { pickup: slot, hasPackaging: true } });

    const booked = await ok(api.person, { params });
    const moved = await ok(moveRecoverPerson, { params, body: { version: booked.version, move: 'pick-up' } });
    expect(moved.state).toBe('in-transit');
    await problem(moveRecoverPerson, { params, body: { version: booked.version, move: 'cancel' } }, 412, ProblemTypes.staleVersion);

    const device = { ...params, deviceId: moved.devices[0]!.id };
    const received = await ok(receiveRecoverDevice, { params: device, body: { version: moved.version, outcome: 'returned', grade: 'b', location: 'Berlin stock room' } });
    expect(received).toMatchObject({ state: 'received', outcome: 'returned', devices: [{ outcome: 'returned', grade: 'b' }] });
    const processed = await ok(processRecoverDevice, { params: device, body: { version: received.version, disposition: 'restocked', wiped: true, grade: 'a', location: 'Berlin shelf 3' } });
    expect(processed).toMatchObject({ state: 'processed', devices: [{ disposition: 'restocked', grade: 'a' }] });
    expect(await ok(getRecoverReturn, { params: link })).toMatchObject({ state: 'processed', open: false });
  });

  it('takes "already returned" instead, and a device that never comes back ends the retrieval', async () => {
    const { params, link } = await leaver('Eve has left');
    const empty = await problem(reportRecoverAlreadyReturned, { params: link, body: { note: '   ' } }, 400, ProblemTypes.validation);
    expect(empty.errors?.map((error) => error.path)).toEqual(['body.note']);
    expect(await ok(reportRecoverAlreadyReturned, { params: link, body: { note: 'Handed it to reception on Friday.' } })).toMatchObject({
      state: 'in-transit',
      answer: { alreadyReturnedNote: 'Handed it to reception on Friday.' },
    });
    const before = await ok(api.person, { params });
    const lost = await ok(receiveRecoverDevice, { params: { ...params, deviceId: before.devices[0]!.id }, body: { version: before.version, outcome: 'not-returned', location: 'unknown' } });
    expect(lost).toMatchObject({ state: 'processed', outcome: 'not-returned' });
  });

  it('answers a link that names nothing as it answers one withdrawn', async () => {
    const { params, link } = await leaver('Eve, again');
    await ok(api.revokeLink, { params });
    const withdrawn = await problem(getRecoverReturn, { params: link }, 404, ProblemTypes.notFound);
    const unknown = await problem(getRecoverReturn, { params: { link: 'x'.repeat(40) } }, 404, ProblemTypes.notFound);
    expect(unknown.title).toBe(withdrawn.title);
  });
});
