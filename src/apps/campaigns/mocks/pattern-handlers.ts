import type { HttpHandler } from 'msw';
import { pageOfItems } from '../../../../contract/app-listing';
import { campaignRoutesByKind } from '../../../../contract/apps/campaigns/campaign-routes';
import { ProblemTypes } from '../../../../contract/problem';
import { CAMPAIGN_KINDS, type CampaignKind } from '../domain/campaign-kind';
import { KIND_STATES } from '../domain/campaign-kind-states';
import { PUBLIC_LINK_PATHS } from '../domain/campaign-link';
import { changeCampaignStatus, initialCampaignStatus, isOpenCampaign } from '../domain/campaign-status';
import { checkReminderPolicy, type ReminderPolicy } from '../domain/reminder-schedule';
import { manageDataOf } from '../../manage/mocks/mock-state';
import { refused, stale } from '../../manage/mocks/mock-problems';
import { MockProblem, mockNotFound, mockRouter, originOf, type StaffCaller } from '../../../../tests/mocks/mock-route';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { campaignsDataOf, today, type MockCampaign, type MockCampaignPerson } from './campaigns-mock-state';

const fieldProblem = (path: string, message: string) => new MockProblem(400, ProblemTypes.validation, 'The request is not valid', [{ path, message }]);

interface ListQuery {
  readonly page: number;
  readonly pageSize: number;
  readonly q?: string | undefined;
  readonly sort?: string | undefined;
}

/** Search by name (and email), then the sort, like the server's lists. */
function listed<Row extends { name: string }>(rows: readonly Row[], query: ListQuery, fallback: string, text: (row: Row) => string = (row) => row.name) {
  const q = query.q?.toLowerCase() ?? '';
  const sort = query.sort ?? fallback;
  const field = sort.replace(/^-/, '') as keyof Row;
  const direction = sort.startsWith('-') ? -1 : 1;
  const found = rows.filter((row) => !q || text(row).toLowerCase().includes(q));
  return pageOfItems([...found].sort((a, b) => direction * String(a[field]).localeCompare(String(b[field]))), query);
}

/** The server's checks of a campaign's reminders and dates, each refused at its field. */
function checkDates(policy: ReminderPolicy | undefined, contactDate: string, deadline: string | null) {
  const checked = policy && checkReminderPolicy(policy);
  if (checked && !checked.ok) throw refused(checked.reason, checked.code, checked.params, 'reminderPolicy');
  if (deadline && deadline < contactDate) throw refused('The deadline comes after the contact date.', 'deadline-before-contact', {}, 'deadline');
}

/** The campaign pattern's routes of every kind, in memory, with the server's rules for dates, people and links. */
export function patternHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const data = campaignsDataOf(state);
  const open = (campaign: MockCampaign, reason: string) => {
    if (!isOpenCampaign(campaign.status)) throw refused(reason, 'campaign-ended');
  };
  /** People added with the fleet's devices of theirs named, refused at the field like the server. */
  const addPeople = (caller: StaffCaller, campaign: MockCampaign, people: readonly { userId: string; assetIds: string[] }[]) => {
    const already = new Set(data.peopleOf(campaign).map((person) => person.userId));
    const fleet = manageDataOf(state).assets.filter((asset) => asset.organisationId === caller.user.organisationId);
    return people.map((input, index) => {
      const user = state.user(caller.user.organisationId, input.userId);
      if (!user) throw fieldProblem(`body.people.${index}.userId`, 'No such person in the organisation.');
      if (already.has(user.id)) throw fieldProblem(`body.people.${index}.userId`, 'The person is already part of the campaign.');
      if (input.assetIds.some((assetId) => !fleet.some((asset) => asset.id === assetId))) throw fieldProblem(`body.people.${index}.assetIds`, 'No such device in the fleet.');
      already.add(user.id);
      return data.addPerson(campaign, user, { assetIds: input.assetIds });
    });
  };

  const kindHandlers = (kind: CampaignKind) => {
    const api = campaignRoutesByKind[kind];
    const campaign = (caller: StaffCaller, id: string) => data.campaignOf(caller, kind, id);
    const person = (caller: StaffCaller, id: string, personId: string) => data.personOf(campaign(caller, id), personId);
    return [
      route(api.candidates, ({ caller, query }) => {
        const q = query.q?.toLowerCase();
        const before = query.olderThanMonths && new Date(Date.now() - query.olderThanMonths * 30.44 * 24 * 3600_000).toISOString().slice(0, 10);
        const fleet = manageDataOf(state).assets.filter((asset) => asset.organisationId === caller.user.organisationId && asset.assigneeId);
        const items = state.users
          .filter((user) => user.organisationId === caller.user.organisationId && (!q || `${user.name} ${user.email}`.toLowerCase().includes(q)))
          .map((user) => ({
            userId: user.id,
            name: user.name,
            email: user.email,
            devices: fleet
              .filter((asset) => asset.assigneeId === user.id)
              .map(({ id, assetTag, serial, model, productType, purchaseDate, status }) => ({ assetId: id, assetTag, serial, model, productType, purchaseDate, status })),
          }))
          .filter((candidate) => !before || candidate.devices.some((device) => device.purchaseDate && device.purchaseDate < before))
          .sort((a, b) => a.name.localeCompare(b.name));
        return { items: items.slice(0, query.limit) };
      }),
      route(api.list, ({ caller, query }) => {
        const own = data.campaigns.filter((each) => each.kind === kind && each.organisationId === caller.user.organisationId && (!query.status || each.status === query.status));
        const page = listed(own, query, '-createdAt');
        return { ...page, items: page.items.map((each) => data.detail(each)) };
      }),
      route(api.create, ({ caller, body }) => {
        checkDates(body.reminderPolicy, body.contactDate, body.deadline);
        const { people, ...values } = body;
        const created = data.addCampaign(caller.user.organisationId, kind, { ...values, rules: values.rules ?? {}, status: initialCampaignStatus(body.contactDate, today()) });
        try {
          addPeople(caller, created, people);
        } catch (error) {
          // All or nothing, as the server's transaction.
          data.campaigns.splice(data.campaigns.indexOf(created), 1);
          data.people.splice(0, data.people.length, ...data.people.filter((each) => each.campaignId !== created.id));
          throw error;
        }
        return data.detail(created);
      }),
      route(api.get, ({ caller, params }) => data.detail(campaign(caller, params.id))),
      route(api.update, ({ caller, params, body }) => {
        const before = campaign(caller, params.id);
        if (before.version !== body.version) throw stale();
        open(before, 'A campaign that ended cannot change.');
        const { version: _version, ...values } = body;
        checkDates(values.reminderPolicy, values.contactDate ?? before.contactDate, values.deadline === undefined ? before.deadline : values.deadline);
        const defined = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
        return data.detail(data.changeCampaign(before, defined));
      }),
      route(api.changeStatus, ({ caller, params, body }) => {
        const before = campaign(caller, params.id);
        if (before.version !== body.version) throw stale();
        const status = changeCampaignStatus(before.status, body.action);
        if (!status.ok) throw refused(status.reason, status.code);
        const changed = data.changeCampaign(before, { status: status.value });
        data.endLinks(changed);
        return data.detail(changed);
      }),
      route(api.export, ({ caller, params }) => {
        const found = campaign(caller, params.id);
        const lines = data.peopleOf(found).map((each) => `${each.name},${each.email},${each.state}`);
        return { filename: `${kind}-export.csv`, contentType: 'text/csv; charset=utf-8', content: ['name,email,state', ...lines].join('\r\n') };
      }),
      route(api.people, ({ caller, params, query }) => {
        const own = data.peopleOf(campaign(caller, params.id)).filter((each) => !query.state || each.state === query.state);
        const page = listed(own, query, 'name', (each: MockCampaignPerson) => `${each.name} ${each.email}`);
        return { ...page, items: page.items.map((each) => data.view(each)) };
      }),
      route(api.addPeople, ({ caller, params, body }) => {
        const found = campaign(caller, params.id);
        open(found, 'People can only be added to a scheduled or active campaign.');
        const added = addPeople(caller, found, body.people).map((each) => data.view(each));
        return pageOfItems(added, { page: 1, pageSize: Math.max(1, added.length) });
      }),
      route(api.person, ({ caller, params }) => data.view(person(caller, params.id, params.personId))),
      route(api.updatePerson, ({ caller, params, body }) => {
        const before = person(caller, params.id, params.personId);
        if (before.version !== body.version) throw stale();
        const { version: _version, assetIds, ...values } = body;
        const user = before.userId ? state.user(caller.user.organisationId, before.userId) : undefined;
        const kept = assetIds && before.devices.filter((device) => device.assetId && assetIds.includes(device.assetId));
        const added = assetIds && user ? data.devicesOf(user, assetIds.filter((assetId) => !kept!.some((device) => device.assetId === assetId))) : [];
        const defined = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
        return data.view(data.change(before, { ...defined, ...(kept && { devices: [...kept, ...added] }) }));
      }),
      route(api.issueLink, ({ caller, params, body }) => {
        const found = campaign(caller, params.id);
        open(found, 'A campaign that ended gives no links.');
        const path = PUBLIC_LINK_PATHS[kind];
        if (!path) throw mockNotFound('public page for this kind');
        const each = data.personOf(found, params.personId);
        // A new link each time, the one before withdrawn, as the server issues them.
        const active = data.issueLink(each);
        if (body.send) {
          active.lastSentAt = new Date().toISOString();
          if (each.state === KIND_STATES[kind].initial) data.change(each, { state: KIND_STATES[kind].invited, remindersSent: each.remindersSent + 1 });
        }
        return { url: `${originOf(baseUrl)}${path}${active.token}`, expiresAt: active.expiresAt, sent: body.send };
      }),
      route(api.revokeLink, ({ caller, params }) => {
        data.revokeLinks(person(caller, params.id, params.personId).id);
      }),
    ];
  };
  return CAMPAIGN_KINDS.flatMap(kindHandlers);
}
