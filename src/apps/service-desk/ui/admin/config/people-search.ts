import { useService } from '../../../../../ui/services/service-context';
import { ADMIN_USER_ROLES_GATEWAY, type UserRolesGateway } from '../../../application/ports/admin-config-gateway';

const PICKER_SIZE = 10;

/** A search over the organisation's people, for adding a team member, an approver or a manager. */
export function usePeopleSearch() {
  const roles = useService<UserRolesGateway>(ADMIN_USER_ROLES_GATEWAY);
  return async (text: string) => {
    const page = await roles.list({ q: text || undefined, pageSize: PICKER_SIZE });
    return page.items.map((item) => ({ id: item.person.id, label: item.person.name, description: item.person.email }));
  };
}
