import { useMemo, useState } from 'react';
import { DialogTrigger, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../../ui/feedback/ripple-button';
import { ChoiceField } from '../../../../../ui/kit/choice-field';
import { DataTable, type Column } from '../../../../../ui/kit/data-table';
import { FormButtons } from '../../../../../ui/kit/form-buttons';
import { FormError } from '../../../../../ui/kit/form-error';
import { ListFilter } from '../../../../../ui/kit/list-filter';
import { ListSearch } from '../../../../../ui/kit/list-search';
import { ModalDialog } from '../../../../../ui/kit/modal-dialog';
import { QueryView } from '../../../../../ui/kit/query-view';
import { RecordPicker, type PickerOption } from '../../../../../ui/kit/record-picker';
import { useListState } from '../../../../../ui/kit/use-list-state';
import { useSubmit } from '../../../../../ui/kit/use-submit';
import type { DeskRole, UserRoleItem } from '../../../application/ports/admin-config-gateway';
import { useSetUserRoles, useUserRoles } from '../../queries/admin-config';
import { ADMIN_KEY, useDeskOptions } from '../../queries/admin-tickets';
import { AdminFrame } from '../admin-frame';
import { usePeopleSearch } from './people-search';

const FILTERS = ['teamId'] as const;
const ROLES: readonly DeskRole[] = ['agent', 'lead', 'admin'];

type Row = UserRoleItem & { readonly id: string };

function RolesForm({ item, close }: { item: UserRoleItem; close: () => void }) {
  const { t } = useTranslation('service-desk-admin');
  const teams = useDeskOptions().data?.teams ?? [];
  const search = usePeopleSearch();
  const [roles, setRoles] = useState<Readonly<Record<string, DeskRole | ''>>>(() => Object.fromEntries(item.teams.map((each) => [each.team.id, each.role])));
  const [manager, setManager] = useState<PickerOption | null>(item.manager && { id: item.manager.id, label: item.manager.name });
  const set = useSetUserRoles();
  const submit = useSubmit(async () => {
    const chosen = Object.entries(roles).flatMap(([teamId, role]) => (role ? [{ teamId, role }] : []));
    await set.mutateAsync({ userId: item.person.id, input: { teams: chosen, managerId: manager?.id ?? null } });
    close();
  });
  return (
    <Form className="form config-form" onSubmit={submit.onSubmit}>
      <fieldset className="form-section">
        <legend className="form-section__title">{t('config.userRoles.teamRoles')}</legend>
        {teams.length === 0 && <p className="muted">{t('config.userRoles.noTeams')}</p>}
        {teams.map((team) => (
          <ChoiceField
            key={team.id}
            label={team.name}
            value={roles[team.id] ?? ''}
            onChange={(role) => setRoles({ ...roles, [team.id]: role as DeskRole | '' })}
            options={ROLES.map((role) => ({ value: role, label: t(`config.roles.${role}`) }))}
            emptyLabel={t('config.userRoles.notInTeam')}
          />
        ))}
      </fieldset>
      <RecordPicker
        label={t('config.userRoles.manager')}
        description={t('config.userRoles.managerHint')}
        queryKey={[...ADMIN_KEY, 'people-search']}
        search={async (text) => (await search(text)).filter((option) => option.id !== item.person.id)}
        selectedId={manager?.id ?? null}
        onSelect={setManager}
        error={submit.fieldError('managerId')}
      />
      {manager && (
        <RippleButton className="button button--small" onPress={() => setManager(null)}>
          {t('config.userRoles.noManager')}
        </RippleButton>
      )}
      <FormError>{submit.error}</FormError>
      <FormButtons cancel={{ onPress: close }} pending={submit.pending} />
    </Form>
  );
}

function useRoleColumns(): Column<Row>[] {
  const { t } = useTranslation(['service-desk-admin', 'shell']);
  return useMemo(
    () => [
      { id: 'name', header: t('config.userRoles.person'), meta: { sortField: 'name', required: true }, cell: ({ row }) => row.original.person.name },
      { id: 'email', header: t('config.userRoles.email'), meta: { sortField: 'email' }, cell: ({ row }) => row.original.person.email },
      { id: 'role', header: t('config.userRoles.organisationRole'), cell: ({ row }) => t(`shell:roles.${row.original.role}`) },
      {
        id: 'teams',
        header: t('config.userRoles.teams'),
        cell: ({ row }) => row.original.teams.map((each) => `${each.team.name} (${t(`config.roles.${each.role}`)})`).join(', ') || t('config.userRoles.noTeam'),
      },
      { id: 'manager', header: t('config.userRoles.manager'), cell: ({ row }) => row.original.manager?.name ?? t('config.none') },
      {
        id: 'actions',
        header: t('config.actions'),
        meta: { required: true },
        cell: ({ row }) => (
          <DialogTrigger>
            <RippleButton className="button button--small" aria-label={t('config.editOne', { name: row.original.person.name })}>
              {t('config.edit')}
            </RippleButton>
            <ModalDialog title={t('config.userRoles.editTitle', { name: row.original.person.name })} side="end">
              {(close) => <RolesForm item={row.original} close={close} />}
            </ModalDialog>
          </DialogTrigger>
        ),
      },
    ],
    [t],
  );
}

/** Who works the desk: each person's role per team (agent, lead, admin) and the manager their approvals go to. */
export default function UserRolesScreen() {
  const { t } = useTranslation('service-desk-admin');
  const controls = useListState(FILTERS, { sort: 'name' });
  const { page, pageSize, q, sort, filters } = controls.state;
  const roles = useUserRoles({ page, pageSize, q: q || undefined, sort, teamId: filters.teamId });
  const teams = useDeskOptions().data?.teams ?? [];
  const columns = useRoleColumns();
  return (
    <AdminFrame title={t('config.pages.user-roles')} lead={t('config.userRoles.lead')}>
      <div className="list-toolbar">
        <ListSearch label={t('config.userRoles.search')} controls={controls} />
        <ListFilter label={t('config.userRoles.team')} name="teamId" anyLabel={t('queue.filters.any')} options={teams.map((team) => ({ value: team.id, label: team.name }))} controls={controls} />
      </div>
      <QueryView query={roles}>
        {(data) => (
          <DataTable
            label={t('config.pages.user-roles')}
            settingsKey="resolve-it-user-roles"
            columns={columns}
            page={{ ...data, items: data.items.map((item) => ({ ...item, id: item.person.id })) }}
            controls={controls}
            rowLabel={(row) => row.person.name}
            empty={t('config.userRoles.empty')}
          />
        )}
      </QueryView>
    </AdminFrame>
  );
}
