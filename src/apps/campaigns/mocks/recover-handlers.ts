import type { HttpHandler } from 'msw';
import * as api from '../../../../contract/apps/campaigns/recover-routes';
import type { RecoverReturnView } from '../../../../contract/apps/campaigns/recover-schemas';
import { isOpenCampaign } from '../domain/campaign-status';
import { isPickupOption, pickupOptions } from '../domain/recover-pickup';
import { processDevice, receiveDevice, recoverMove, returnPageIsOpen, type RecoverDevice, type RecoverState } from '../domain/recover-state';
import type { Decision } from '../../../domain/rules/decision';
import { mockNotFound, mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import { refused, stale } from '../../manage/mocks/mock-problems';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { campaignsDataOf, today, type MockCampaign, type MockCampaignPerson } from './campaigns-mock-state';

/** The value of an allowed change, or the server's 409 with the rule's code (at the field when one is named). */
function decided<T>(decision: Decision<T>, field?: string): T {
  if (decision.ok) return decision.value;
  throw refused(decision.reason, decision.code, decision.params, field);
}

/** Recover's own routes in memory: admins' moves and device steps, and the leaver's help-with-return page. */
export function recoverHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const route = mockRouter(state, baseUrl);
  const data = campaignsDataOf(state);
  const changing = (caller: StaffCaller, id: string, personId: string, version: number) => {
    const person = data.personOf(data.campaignOf(caller, 'recover', id), personId);
    if (person.version !== version) throw stale();
    return person;
  };
  const recoverDevices = (person: MockCampaignPerson): RecoverDevice[] =>
    person.devices.map((device) => ({ id: device.id, outcome: device.outcome as RecoverDevice['outcome'], disposition: device.disposition as RecoverDevice['disposition'] }));
  const deviceOf = (person: MockCampaignPerson, deviceId: string) => {
    const device = person.devices.find((each) => each.id === deviceId);
    if (!device) throw mockNotFound('device');
    return device;
  };

  const page = (campaign: MockCampaign, person: MockCampaignPerson): RecoverReturnView => {
    const organisation = state.organisations.get(campaign.organisationId);
    const current = person.state as RecoverState;
    const open = returnPageIsOpen(isOpenCampaign(campaign.status), current);
    return {
      organisationName: organisation?.name ?? '',
      campaignName: campaign.name,
      personName: person.name,
      message: campaign.message,
      deadline: campaign.deadline,
      state: current,
      devices: person.devices.map(({ model, assetTag, serial }) => ({ model, assetTag, serial })),
      answer: data.returns.get(person.id) ?? null,
      pickupOptions: open ? pickupOptions(today(), campaign.deadline) : [],
      open,
    };
  };
  /** A change through the link, refused once the campaign ended; a person not yet invited counts as invited. */
  const answering = (link: string, change: (campaign: MockCampaign, person: MockCampaignPerson) => MockCampaignPerson) => {
    const { campaign, person } = data.openLink('recover', link);
    if (!isOpenCampaign(campaign.status)) throw refused('The campaign has ended.', 'campaign-ended');
    const invited = person.state === 'requested' ? data.change(person, { state: 'awaiting-employee' }) : person;
    return page(campaign, change(campaign, invited));
  };

  return [
    route(api.moveRecoverPerson, ({ caller, params, body }) => {
      const person = changing(caller, params.id, params.personId, body.version);
      const to = decided(recoverMove(person.state as RecoverState, body.move));
      const moved = data.change(person, { state: to, ...(body.move === 'restart' && { round: person.round + 1, contactDate: today() }) });
      if (body.move === 'cancel') data.revokeLinks(person.id);
      if (body.move === 'restart') data.issueLink(moved);
      return data.view(moved);
    }),
    route(api.receiveRecoverDevice, ({ caller, params, body }) => {
      const person = changing(caller, params.id, params.personId, body.version);
      deviceOf(person, params.deviceId);
      const next = decided(receiveDevice(person.state as RecoverState, recoverDevices(person), params.deviceId, body.outcome));
      const devices = person.devices.map((device) =>
        device.id === params.deviceId ? { ...device, outcome: body.outcome, grade: body.grade, data: { ...device.data, location: body.location }, version: device.version + 1 } : device,
      );
      return data.view(data.change(person, { state: next.state, devices }));
    }),
    route(api.processRecoverDevice, ({ caller, params, body }) => {
      const person = changing(caller, params.id, params.personId, body.version);
      const device = deviceOf(person, params.deviceId);
      const next = decided(processDevice(person.state as RecoverState, recoverDevices(person), params.deviceId, body.disposition));
      const grade = body.grade ?? device.grade;
      const devices = person.devices.map((each) =>
        each.id === params.deviceId ? { ...each, disposition: body.disposition, grade, data: { ...each.data, wiped: true, location: body.location }, version: each.version + 1 } : each,
      );
      return data.view(data.change(person, { state: next.state, devices }));
    }),
    route(api.getRecoverReturn, ({ params }) => {
      const { campaign, person } = data.openLink('recover', params.link);
      return page(campaign, person);
    }),
    route(api.confirmRecoverReturn, ({ params, body }) =>
      answering(params.link, (campaign, person) => {
        if (body.pickup && !isPickupOption(pickupOptions(today(), campaign.deadline), body.pickup)) {
          throw refused('That pickup slot is not offered; pick another.', 'pickup-unavailable', {}, 'pickup');
        }
        const before = data.returns.get(person.id);
        data.returns.set(person.id, { address: body.address, phone: body.phone, hasPackaging: body.hasPackaging, pickup: body.pickup ?? before?.pickup ?? null, alreadyReturnedNote: null });
        let current = person;
        if (current.state === 'awaiting-employee') current = data.change(current, { state: 'confirmed' });
        if (body.pickup) current = data.change(current, { state: decided(recoverMove(current.state as RecoverState, 'book-pickup')) });
        return current;
      }),
    ),
    route(api.reportRecoverAlreadyReturned, ({ params, body }) =>
      answering(params.link, (_campaign, person) => {
        const before = data.returns.get(person.id);
        const to = decided(recoverMove(person.state as RecoverState, 'already-returned'));
        data.returns.set(person.id, { address: before?.address ?? '', phone: before?.phone ?? '', hasPackaging: before?.hasPackaging ?? false, pickup: null, alreadyReturnedNote: body.note });
        return data.change(person, { state: to });
      }),
    ),
  ];
}
