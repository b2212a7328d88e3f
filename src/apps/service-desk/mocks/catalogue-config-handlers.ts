import type { HttpHandler } from 'msw';
import type * as z from 'zod';
import * as config from '../../../../contract/apps/service-desk/config-routes';
import type { CategoryInput, ServiceTypeInput, TagInput, TicketTypeInput } from '../../../../contract/apps/service-desk/config-schemas';
import { serviceTypeProblems } from '../domain/form-answers';
import type { StaffCaller } from '../../../../tests/mocks/mock-route';
import type { MockState } from '../../../../tests/mocks/mock-state';
import { adminDataOf } from './admin-mock-state';
import { configRecordHandlers } from './config-record-handlers';
import { deskDataOf } from './desk-mock-state';
import { checkOwnedIds, fieldProblems } from './desk-mock-problems';

type Out<S extends z.ZodType> = z.output<S>;

/** What tickets are filed under: the service types employees request, the categories, the ticket types and the tags. */
export function catalogueConfigHandlers(state: MockState, baseUrl: string): HttpHandler[] {
  const desk = deskDataOf(state);
  const data = adminDataOf(state);
  const records = configRecordHandlers(state, baseUrl);
  const teamExists = (id: string) => data.teams.some((team) => team.id === id);

  /** The ids a service type names, then its form and approval steps, all at once as the server answers them. */
  const checkServiceType = (input: Out<typeof ServiceTypeInput>, { user }: StaffCaller) => {
    checkOwnedIds([
      ['categoryId', input.categoryId, (id) => desk.categories.some((category) => category.id === id)],
      ['teamId', input.teamId, teamExists],
      ['ticketTypeId', input.ticketTypeId, (id) => data.ticketTypes.some((type) => type.id === id)],
    ]);
    const errors = serviceTypeProblems(input);
    input.approvalSteps.forEach(({ approvers }, index) => {
      const known = approvers.kind === 'people' ? approvers.userIds.every((id) => state.user(user.organisationId, id)) : approvers.kind !== 'team' || teamExists(approvers.teamId);
      const field = `approvalSteps.${index}.approvers.${approvers.kind === 'people' ? 'userIds' : 'teamId'}`;
      if (!known) errors.push({ field, message: 'No such approver in this organisation.', code: 'unknown-id' });
    });
    if (errors.length > 0) throw fieldProblems(errors);
  };

  return [
    ...records.withMeta({
      routes: config.serviceTypeRoutes,
      items: desk.requestTypes,
      uniqueName: true,
      check: checkServiceType,
      view: (type) => ({ id: type.id, name: type.name, description: type.description, fields: type.fields, needsApproval: type.needsApproval, ...data.serviceTypeExtras.get(type.id)! }),
      make: (input: Out<typeof ServiceTypeInput>, id) => {
        const { categoryId, teamId, ticketTypeId, active, approvalSteps } = input;
        data.serviceTypeExtras.set(id, { categoryId, teamId, ticketTypeId, active, approvalSteps });
        const category = desk.categories.find((each) => each.id === categoryId);
        return { id, name: input.name, description: input.description, category: category ? { id: category.id, name: category.name } : null, needsApproval: input.needsApproval, fields: input.fields };
      },
      removed: (id) => {
        for (const ticket of desk.tickets) if (ticket.requestType?.id === id) Object.assign(ticket, { requestType: null });
      },
    }),
    ...records.withMeta({
      routes: config.categoryRoutes,
      items: desk.categories,
      uniqueName: true,
      check: (input: Out<typeof CategoryInput>) => checkOwnedIds([['teamId', input.teamId, teamExists]]),
      view: (category) => ({ ...category, teamId: data.categoryTeams.get(category.id) ?? null }),
      make: ({ teamId, ...input }: Out<typeof CategoryInput>, id) => {
        data.categoryTeams.set(id, teamId);
        return { id, ...input };
      },
      removed: (id) => {
        for (const ticket of desk.tickets) if (ticket.category?.id === id) Object.assign(ticket, { category: null });
        for (const type of desk.requestTypes) if (type.category?.id === id) Object.assign(type, { category: null });
        for (const extras of data.serviceTypeExtras.values()) if (extras.categoryId === id) extras.categoryId = null;
      },
    }),
    ...records.versioned({
      routes: config.ticketTypeRoutes,
      items: () => data.ticketTypes,
      uniqueName: true,
      make: (input: Out<typeof TicketTypeInput>, id, version) => ({ id, ...input, version }),
      removed: (id) => {
        for (const fields of data.agentFields.values()) if (fields.ticketTypeId === id) fields.ticketTypeId = null;
        for (const extras of data.serviceTypeExtras.values()) if (extras.ticketTypeId === id) extras.ticketTypeId = null;
      },
    }),
    ...records.versioned({
      routes: config.tagRoutes,
      items: () => data.tags,
      uniqueName: true,
      make: (input: Out<typeof TagInput>, id, version) => ({ id, ...input, version }),
    }),
  ];
}
