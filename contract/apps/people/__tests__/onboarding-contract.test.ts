import { describe, expect, it } from 'vitest';
import { ProblemTypes } from '../../../problem';
import * as routes from '../routes';
import { MOCK_DEMO } from '../../../../tests/mocks/handlers';
import { mockServer, realServer, type Backend } from '../../../../tests/contract/backends';
import { contractSuite } from '../../../../tests/contract/contract-suite';

const tokenOfLink = (link: string) => decodeURIComponent(new URL(link).pathname.split('/').pop()!);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Invitations and Onboard on the server and the mocks alike: Ada invites a hire with the starter kit; the hire opens
 * the link, picks the kit and an office, and sets up the account; the link is then dead; Onboard lists the hire with
 * progress and a checklist Ada ticks; a second invitation is resent (new link) and revoked; Eve may not invite.
 */
describe.each([realServer(), mockServer()])('invitations and Onboard on $name', (backend: Backend) => {
  const { ok, problem, tokenOf } = contractSuite(backend, MOCK_DEMO.admin.email);

  it('takes a hire from invitation to an account with a kit, a checklist and progress', async () => {
    const options = await ok(routes.getInvitationOptions);
    const kit = options.kits.find((each) => each.name === 'New starter kit')!;
    expect(kit.components.length).toBeGreaterThan(0);
    const sent = await ok(routes.createInvitation, { body: { email: 'hire@new.test', name: 'Hira Hire', role: 'employee', team: 'Platform', startDay: inDays(30), kitIds: [kit.id] } });
    expect(sent.invitation).toMatchObject({ status: 'pending', sendCount: 1, kits: [{ id: kit.id, name: kit.name }] });
    const token = tokenOfLink(sent.link);

    const page = await ok(routes.getPublicInvitation, { token: '', params: { token } });
    expect(page).toMatchObject({ organisationName: MOCK_DEMO.organisation, email: 'hire@new.test', invitedByName: MOCK_DEMO.admin.name });
    const office = page.deliveryPlaces[0]!;
    await problem(routes.acceptInvitation, { token: '', params: { token }, body: { name: 'Hira Hire', password: 'a-long-password', kitId: null } }, 400, ProblemTypes.validation);
    const accepted = await ok(routes.acceptInvitation, { token: '', params: { token }, body: { name: 'Hira Hire', password: 'a-long-password', kitId: kit.id, delivery: { kind: 'place', placeId: office.id } } });
    expect(accepted.email).toBe('hire@new.test');
    await problem(routes.getPublicInvitation, { token: '', params: { token } }, 404, ProblemTypes.notFound);

    const hires = await ok(routes.listHires);
    const hire = hires.items.find((each) => each.email === 'hire@new.test')!;
    expect(hire).toMatchObject({ status: 'accepted', kit: { id: kit.id }, deliveryTo: office.name, steps: expect.arrayContaining(['invited', 'accepted', 'kit-chosen']) });
    const ticked = await ok(routes.tickHireCheck, { params: { id: hire.id, item: 'email' }, body: { done: true } });
    expect(ticked.checklist[0]).toMatchObject({ item: 'email', done: true, doneBy: { name: MOCK_DEMO.admin.name } });
    expect((await ok(routes.getHire, { params: { id: hire.id } })).checklist[0]!.done).toBe(true);
    // A hire offered no kit has none to order.
    const plain = await ok(routes.createInvitation, { body: { email: 'nokit@new.test', role: 'employee', startDay: inDays(10) } });
    await problem(routes.orderHireKit, { params: { id: plain.invitation.id } }, 409, ProblemTypes.conflict);
  });

  it('resends with a new link, revokes, lists by status, and keeps invitations from an employee', async () => {
    const sent = await ok(routes.createInvitation, { body: { email: 'later@new.test', role: 'employee', language: 'de' } });
    const resent = await ok(routes.resendInvitation, { params: { id: sent.invitation.id }, body: { version: sent.invitation.version } });
    expect(resent.link).not.toBe(sent.link);
    await problem(routes.getPublicInvitation, { token: '', params: { token: tokenOfLink(sent.link) } }, 404, ProblemTypes.notFound);
    const revoked = await ok(routes.revokeInvitation, { params: { id: sent.invitation.id }, body: { version: resent.invitation.version } });
    expect(revoked.status).toBe('revoked');
    expect((await ok(routes.listInvitations, { query: { status: 'revoked' } })).items.map((item) => item.email)).toEqual(['later@new.test']);
    expect((await ok(routes.listInvitations, { query: { status: 'pending' } })).items).toEqual([]);
    await problem(routes.getPublicInvitation, { token: '', params: { token: tokenOfLink(resent.link) } }, 404, ProblemTypes.notFound);
    const eve = await tokenOf(MOCK_DEMO.employee.email);
    await problem(routes.createInvitation, { token: eve, body: { email: 'x@new.test', role: 'employee' } }, 403, ProblemTypes.appNotAllowed);
  });
});
