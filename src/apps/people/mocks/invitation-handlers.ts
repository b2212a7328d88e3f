import type { HttpHandler } from 'msw';
import * as routes from '../../../../contract/apps/people/routes';
import { isAdminRole } from '../../../../contract/common';
import { ProblemTypes } from '../../../../contract/problem';
import { CHECKLIST_ITEMS, progressPercent, stepsDone } from '../domain/onboarding-progress';
import { canResend, canRevoke, invitationStatus, isOpenInvitation, mayInviteAs, type InvitationStatus } from '../domain/invitation-status';
import { refused, stale } from '../../commerce/mocks/mock-refusals';
import { MockProblem, mockNotFound, mockRouter, originOf, type StaffCaller } from '../../../../tests/mocks/mock-route';
import { newToken, type MockState } from '../../../../tests/mocks/mock-state';
import { invitationDataOf, type MockInvitation } from './invitation-mock-state';

const placeRef = (place: { id: string; name: string } | null) => (place ? { id: place.id, name: place.name } : null);
const fieldProblem = (path: string, message: string) => new MockProblem(400, ProblemTypes.validation, 'The request is not valid', [{ path, message }]);

/** Invitations and Onboard's hires in memory, as the server keeps them; the kit order job does not run in the mocks. */
export function invitationHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const data = invitationDataOf(state);
  const statusOf = (row: MockInvitation): InvitationStatus => invitationStatus(row.status, new Date(row.expiresAt), new Date());
  const named = (organisationId: string, id: string | null | undefined) => {
    const user = id ? state.user(organisationId, id) : undefined;
    return user ? { id: user.id, name: user.name } : null;
  };
  const placeNamed = (organisationId: string, id: string | null | undefined) => data.places(organisationId).find((place) => place.id === id) ?? null;
  const linkOf = (row: MockInvitation) => `${originOf(baseUrl)}/join/${row.token}`;
  const view = (row: MockInvitation) => ({
    id: row.id,
    email: row.email,
    name: row.name ?? null,
    role: row.role,
    team: row.team ?? null,
    manager: named(row.organisationId, row.managerId),
    location: placeRef(placeNamed(row.organisationId, row.locationId)),
    language: row.language,
    startDay: row.startDay ?? null,
    kits: data.kits(row.organisationId).filter((kit) => row.kitIds.includes(kit.id)).map(({ id, name }) => ({ id, name })),
    status: statusOf(row),
    expiresAt: row.expiresAt,
    sentAt: row.sentAt,
    sendCount: row.sendCount,
    invitedBy: named(row.organisationId, row.invitedById),
    acceptedAt: row.acceptedAt,
    createdAt: row.createdAt,
    version: row.version,
  });
  const hire = (row: MockInvitation) => {
    const steps = stepsDone({ acceptedAt: row.acceptedAt ? new Date(row.acceptedAt) : null, kitChosen: row.kitId !== null, kitOffered: row.kitIds.length > 0, orderedAt: null, shipped: false, startDay: row.startDay ?? null }, new Date().toISOString().slice(0, 10));
    const base = view(row);
    const delivery = row.delivery;
    return {
      id: row.id,
      name: base.name,
      email: base.email,
      role: base.role,
      team: base.team,
      manager: base.manager,
      location: base.location,
      startDay: row.startDay!,
      status: base.status,
      personId: row.userId,
      steps,
      progress: progressPercent(steps),
      kitsOffered: base.kits,
      kit: base.kits.find((kit) => kit.id === row.kitId) ?? null,
      deliveryTo: !delivery ? null : delivery.kind === 'place' ? (placeNamed(row.organisationId, delivery.placeId)?.name ?? null) : [delivery.address.line1, `${delivery.address.postcode} ${delivery.address.city}`, delivery.address.country].join(', '),
      order: { day: null, late: false, orderId: null, number: null, orderedAt: null, problem: null },
      checklist: CHECKLIST_ITEMS.map((item) => {
        const check = row.checks.get(item);
        return { item, done: check !== undefined, doneBy: check ? named(row.organisationId, check.doneById) : null, doneAt: check?.doneAt ?? null };
      }),
      version: row.version,
    };
  };
  const visible = (caller: StaffCaller) => (row: MockInvitation) =>
    row.organisationId === caller.user.organisationId && (isAdminRole(caller.user.role) || row.invitedById === caller.user.id || row.managerId === caller.user.id);
  const mine = (caller: StaffCaller, id: string) => {
    const row = data.invitations.find((each) => each.id === id && visible(caller)(each));
    if (!row) throw mockNotFound('invitation');
    return row;
  };
  const mail = (row: MockInvitation, inviter: string) => {
    const organisation = state.organisations.get(row.organisationId)!.name;
    const subject = row.language === 'de' ? `${inviter} lädt Sie zu ${organisation} ein` : `${inviter} invites you to join ${organisation}`;
    state.mailbox.unshift({ to: row.email, subject, text: `${subject}\n\n${linkOf(row)}`, replyTo: null, sentAt: new Date().toISOString() });
  };
  const opened = (token: string) => {
    const row = data.invitations.find((each) => each.token === token);
    if (!row || !isOpenInvitation(row.status, new Date(row.expiresAt), new Date())) throw mockNotFound('invitation');
    return row;
  };
  const hireOf = (caller: StaffCaller, id: string) => {
    const row = mine(caller, id);
    if (!row.startDay) throw mockNotFound('hire');
    return row;
  };

  return [
    route(routes.getInvitationOptions, ({ caller }) => {
      const organisationId = caller.user.organisationId;
      return {
        kits: data.kits(organisationId),
        locations: data.places(organisationId).map(({ id, name }) => ({ id, name })),
        managers: state.users.filter((user) => user.organisationId === organisationId && user.role !== 'employee').map(({ id, name, email }) => ({ id, name, email })),
        language: state.organisations.get(organisationId)!.settings.language,
      };
    }),
    route(routes.createInvitation, ({ caller, body }) => {
      const organisationId = caller.user.organisationId;
      if (!mayInviteAs(caller.user.role, body.role)) throw refused('role-not-allowed', `You may not invite someone as ${body.role}.`, { role: body.role }, 'role');
      if (body.kitIds.length > 0 && !body.startDay) throw fieldProblem('body.startDay', 'A kit is timed to arrive before the first day: give the start date');
      if (state.userByEmail(body.email)) throw refused('already-member', 'Someone has an account with this address already.', {}, 'email');
      if (data.invitations.some((row) => row.organisationId === organisationId && row.email === body.email && statusOf(row) === 'pending')) {
        throw refused('already-invited', 'This address has an open invitation: resend it instead.', {}, 'email');
      }
      const row = data.add(organisationId, caller.user.id, body, body.language ?? state.organisations.get(organisationId)!.settings.language);
      mail(row, caller.user.name);
      return { invitation: view(row), link: linkOf(row) };
    }),
    route(routes.listInvitations, ({ caller, query }) => {
      const text = query.q?.toLowerCase();
      const rows = data.invitations
        .filter(visible(caller))
        .filter((row) => (!query.status || statusOf(row) === query.status) && (!text || `${row.email} ${row.name ?? ''} ${row.team ?? ''}`.toLowerCase().includes(text)))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const start = (query.page - 1) * query.pageSize;
      return { items: rows.slice(start, start + query.pageSize).map(view), total: rows.length, page: query.page, pageSize: query.pageSize };
    }),
    route(routes.resendInvitation, ({ caller, params, body }) => {
      const row = mine(caller, params.id);
      if (row.version !== body.version) throw stale();
      if (!canResend(statusOf(row))) throw refused('not-resendable', `The invitation is ${statusOf(row)}.`, { status: statusOf(row) });
      const span = Math.max(86_400_000, Date.parse(row.expiresAt) - Date.parse(row.sentAt));
      Object.assign(row, { token: newToken(), sentAt: new Date().toISOString(), expiresAt: new Date(Date.now() + span).toISOString(), sendCount: row.sendCount + 1, version: row.version + 1 });
      mail(row, caller.user.name);
      return { invitation: view(row), link: linkOf(row) };
    }),
    route(routes.revokeInvitation, ({ caller, params, body }) => {
      const row = mine(caller, params.id);
      if (row.version !== body.version) throw stale();
      if (!canRevoke(statusOf(row))) throw refused('not-revocable', `The invitation is ${statusOf(row)}.`, { status: statusOf(row) });
      Object.assign(row, { status: 'revoked', version: row.version + 1 });
      return view(row);
    }),
    route(routes.getPublicInvitation, ({ params }) => {
      const row = opened(params.token);
      const base = view(row);
      return {
        organisationName: state.organisations.get(row.organisationId)!.name,
        email: row.email,
        name: base.name,
        role: row.role,
        team: base.team,
        managerName: base.manager?.name ?? null,
        locationName: base.location?.name ?? null,
        startDay: base.startDay,
        invitedByName: base.invitedBy?.name ?? null,
        expiresAt: row.expiresAt,
        kits: data.kits(row.organisationId).filter((kit) => row.kitIds.includes(kit.id)),
        deliveryPlaces: row.kitIds.length > 0 ? data.places(row.organisationId) : [],
      };
    }),
    route(routes.acceptInvitation, ({ params, body }) => {
      const row = opened(params.token);
      if (row.kitIds.length > 0) {
        if (!body.kitId || !row.kitIds.includes(body.kitId)) throw fieldProblem('body.kitId', 'Choose one of the kits offered');
        if (!body.delivery) throw fieldProblem('body.delivery', 'Say where the kit goes');
        const delivery = body.delivery;
        if (delivery.kind === 'place' && !data.places(row.organisationId).some((place) => place.id === delivery.placeId)) throw fieldProblem('body.delivery.placeId', 'Choose one of the offices offered');
      } else if (body.kitId) throw fieldProblem('body.kitId', 'No kit is offered with this invitation');
      if (state.userByEmail(row.email)) throw refused('already-member', 'Someone has an account with this address already: sign in instead.');
      const user = state.addMember(row.organisationId, { email: row.email, name: body.name, role: row.role, password: body.password });
      const chosen = row.kitIds.length > 0;
      Object.assign(row, { status: 'accepted', acceptedAt: new Date().toISOString(), userId: user.id, name: body.name, kitId: chosen ? body.kitId : null, delivery: chosen ? body.delivery : null, version: row.version + 1 });
      return { email: row.email, orderDay: chosen ? new Date().toISOString().slice(0, 10) : null, orderLate: false };
    }),
    route(routes.listHires, ({ caller, query }) => {
      const rows = data.invitations.filter(visible(caller)).filter((row) => row.startDay && row.status !== 'revoked').sort((a, b) => a.startDay!.localeCompare(b.startDay!));
      const text = query.q?.toLowerCase();
      const found = rows.filter((row) => !text || `${row.email} ${row.name ?? ''} ${row.team ?? ''}`.toLowerCase().includes(text));
      const start = (query.page - 1) * query.pageSize;
      return { items: found.slice(start, start + query.pageSize).map(hire), total: found.length, page: query.page, pageSize: query.pageSize };
    }),
    route(routes.getHire, ({ caller, params }) => hire(hireOf(caller, params.id))),
    route(routes.tickHireCheck, ({ caller, params, body }) => {
      const row = hireOf(caller, params.id);
      if (body.done && !row.checks.has(params.item)) row.checks.set(params.item, { doneById: caller.user.id, doneAt: new Date().toISOString() });
      if (!body.done) row.checks.delete(params.item);
      return hire(row);
    }),
    route(routes.orderHireKit, ({ caller, params }) => {
      const row = hireOf(caller, params.id);
      if (!row.kitId) throw refused('kit-not-chosen', 'The hire has not chosen a kit yet.');
      return hire(row);
    }),
  ];
}
