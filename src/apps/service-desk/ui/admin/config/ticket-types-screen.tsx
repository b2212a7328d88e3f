import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../../ui/kit/badge';
import { ChoiceField } from '../../../../../ui/kit/choice-field';
import { NotesField } from '../../../../../ui/kit/notes-field';
import { TextInput } from '../../../../../ui/kit/text-input';
import {
  ADMIN_CATEGORIES_GATEWAY,
  ADMIN_SERVICE_TYPES_GATEWAY,
  ADMIN_TICKET_TYPES_GATEWAY,
  type CategoryInput,
  type CategoryItem,
  type ServiceTypeInput,
  type ServiceTypeItem,
  type TicketTypeInput,
  type TicketTypeItem,
} from '../../../application/ports/admin-config-gateway';
import { useDeskOptions } from '../../queries/admin-tickets';
import { AdminFrame } from '../admin-frame';
import { CheckField, Theirs } from './config-fields';
import { ConfigSection, type FieldsProps, type RecordKind } from './config-section';
import { fieldDraftOf, fieldOf, fieldProblems, FormFieldsBuilder, type FieldDraft } from './form-fields-builder';

const required = (name: string, words: (key: string) => string) => ({ ...(!name.trim() && { name: words('config.problems.nameRequired') }) });

function TicketTypeFields({ draft, onChange, fieldError, opened, theirs }: FieldsProps<TicketTypeInput>) {
  const { t } = useTranslation('service-desk-admin');
  return (
    <>
      <TextInput label={t('config.fields.name')} isRequired value={draft.name} onChange={(name) => onChange({ ...draft, name })} error={fieldError('name')} />
      <Theirs field="name" opened={opened} theirs={theirs} />
      <NotesField label={t('config.fields.description')} value={draft.description} onChange={(description) => onChange({ ...draft, description })} error={fieldError('description')} />
      <Theirs field="description" opened={opened} theirs={theirs} />
    </>
  );
}

function useTicketTypeKind(): RecordKind<TicketTypeItem, TicketTypeInput, TicketTypeInput> {
  const { t } = useTranslation('service-desk-admin');
  return {
    token: ADMIN_TICKET_TYPES_GATEWAY,
    kind: 'ticketTypes',
    nameOf: (item) => item.name,
    emptyDraft: () => ({ name: '', description: '' }),
    draftOf: (item) => ({ name: item.name, description: item.description }),
    inputOf: (draft) => ({ name: draft.name.trim(), description: draft.description.trim() }),
    problemsOf: (draft) => required(draft.name, t),
    Fields: TicketTypeFields,
    columns: [
      { header: t('config.fields.name'), cell: (item) => item.name },
      { header: t('config.fields.description'), cell: (item) => item.description },
    ],
  };
}

interface ServiceDraft {
  readonly name: string;
  readonly description: string;
  readonly categoryId: string;
  readonly teamId: string;
  readonly ticketTypeId: string;
  readonly active: boolean;
  readonly fields: readonly FieldDraft[];
  /** Kept as they are: the approval workflows screen edits them. */
  readonly approval: Pick<ServiceTypeInput, 'needsApproval' | 'approvalSteps'>;
}

function ServiceTypeFields({ draft, onChange, fieldError, opened, theirs }: FieldsProps<ServiceDraft>) {
  const { t } = useTranslation('service-desk-admin');
  const options = useDeskOptions().data;
  const choices = (items: readonly { id: string; name: string }[] | undefined) => (items ?? []).map((item) => ({ value: item.id, label: item.name }));
  return (
    <>
      <TextInput label={t('config.fields.name')} isRequired value={draft.name} onChange={(name) => onChange({ ...draft, name })} error={fieldError('name')} />
      <Theirs field="name" opened={opened} theirs={theirs} />
      <NotesField label={t('config.fields.description')} value={draft.description} onChange={(description) => onChange({ ...draft, description })} error={fieldError('description')} />
      <ChoiceField label={t('config.serviceTypes.category')} value={draft.categoryId} onChange={(categoryId) => onChange({ ...draft, categoryId })} options={choices(options?.categories)} emptyLabel={t('config.none')} error={fieldError('categoryId')} />
      <ChoiceField label={t('config.serviceTypes.team')} value={draft.teamId} onChange={(teamId) => onChange({ ...draft, teamId })} options={choices(options?.teams)} emptyLabel={t('config.none')} error={fieldError('teamId')} />
      <ChoiceField label={t('config.serviceTypes.ticketType')} value={draft.ticketTypeId} onChange={(ticketTypeId) => onChange({ ...draft, ticketTypeId })} options={choices(options?.ticketTypes)} emptyLabel={t('config.none')} error={fieldError('ticketTypeId')} />
      <CheckField label={t('config.serviceTypes.active')} description={t('config.serviceTypes.activeHint')} checked={draft.active} onChange={(active) => onChange({ ...draft, active })} />
      <FormFieldsBuilder fields={draft.fields} onChange={(fields) => onChange({ ...draft, fields })} fieldError={fieldError} />
    </>
  );
}

function useServiceTypeKind(): RecordKind<ServiceTypeItem, ServiceDraft, ServiceTypeInput> {
  const { t } = useTranslation('service-desk-admin');
  return {
    token: ADMIN_SERVICE_TYPES_GATEWAY,
    kind: 'serviceTypes',
    nameOf: (item) => item.name,
    emptyDraft: () => ({ name: '', description: '', categoryId: '', teamId: '', ticketTypeId: '', active: true, fields: [], approval: { needsApproval: false, approvalSteps: [] } }),
    draftOf: (item) => ({
      name: item.name,
      description: item.description,
      categoryId: item.categoryId ?? '',
      teamId: item.teamId ?? '',
      ticketTypeId: item.ticketTypeId ?? '',
      active: item.active,
      fields: item.fields.map(fieldDraftOf),
      approval: { needsApproval: item.needsApproval, approvalSteps: item.approvalSteps },
    }),
    inputOf: (draft) => ({
      name: draft.name.trim(),
      description: draft.description.trim(),
      categoryId: draft.categoryId || null,
      teamId: draft.teamId || null,
      ticketTypeId: draft.ticketTypeId || null,
      active: draft.active,
      fields: draft.fields.map(fieldOf),
      ...draft.approval,
    }),
    problemsOf: (draft) => ({ ...required(draft.name, t), ...fieldProblems(draft.fields, t) }),
    Fields: ServiceTypeFields,
    columns: [
      { header: t('config.fields.name'), cell: (item) => item.name },
      { header: t('config.serviceTypes.fieldCount'), cell: (item) => item.fields.length },
      { header: t('config.serviceTypes.approval'), cell: (item) => (item.needsApproval ? <Badge tone="warning">{t('config.serviceTypes.needsApproval')}</Badge> : '') },
      { header: t('config.serviceTypes.active'), cell: (item) => (item.active ? t('common.yes') : t('common.no')) },
    ],
  };
}

function CategoryFields({ draft, onChange, fieldError, opened, theirs }: FieldsProps<CategoryInput>) {
  const { t } = useTranslation('service-desk-admin');
  const teams = useDeskOptions().data?.teams ?? [];
  return (
    <>
      <TextInput label={t('config.fields.name')} isRequired value={draft.name} onChange={(name) => onChange({ ...draft, name })} error={fieldError('name')} />
      <Theirs field="name" opened={opened} theirs={theirs} />
      <CheckField label={t('config.categories.forRequests')} checked={draft.forRequests} onChange={(forRequests) => onChange({ ...draft, forRequests })} />
      <CheckField label={t('config.categories.forProblems')} checked={draft.forProblems} onChange={(forProblems) => onChange({ ...draft, forProblems })} />
      <CheckField label={t('config.categories.visibleToEmployees')} checked={draft.visibleToEmployees} onChange={(visibleToEmployees) => onChange({ ...draft, visibleToEmployees })} />
      <ChoiceField
        label={t('config.serviceTypes.team')}
        value={draft.teamId ?? ''}
        onChange={(teamId) => onChange({ ...draft, teamId: teamId || null })}
        options={teams.map((team) => ({ value: team.id, label: team.name }))}
        emptyLabel={t('config.none')}
        error={fieldError('teamId')}
      />
    </>
  );
}

function useCategoryKind(): RecordKind<CategoryItem, CategoryInput, CategoryInput> {
  const { t } = useTranslation('service-desk-admin');
  return {
    token: ADMIN_CATEGORIES_GATEWAY,
    kind: 'categories',
    nameOf: (item) => item.name,
    emptyDraft: () => ({ name: '', forRequests: true, forProblems: true, visibleToEmployees: true, teamId: null }),
    draftOf: ({ name, forRequests, forProblems, visibleToEmployees, teamId }) => ({ name, forRequests, forProblems, visibleToEmployees, teamId }),
    inputOf: (draft) => ({ ...draft, name: draft.name.trim() }),
    problemsOf: (draft) => required(draft.name, t),
    Fields: CategoryFields,
    columns: [
      { header: t('config.fields.name'), cell: (item) => item.name },
      {
        header: t('config.categories.offeredFor'),
        cell: (item) => [item.forRequests && t('config.categories.requests'), item.forProblems && t('config.categories.problems')].filter(Boolean).join(', ') || t('config.none'),
      },
      { header: t('config.categories.visibleToEmployees'), cell: (item) => (item.visibleToEmployees ? t('common.yes') : t('common.no')) },
    ],
  };
}

/** Ticket types, the service catalogue with each entry's request form, and the categories both are filed under. */
export default function TicketTypesScreen() {
  const { t } = useTranslation('service-desk-admin');
  const ticketTypes = useTicketTypeKind();
  const serviceTypes = useServiceTypeKind();
  const categories = useCategoryKind();
  return (
    <AdminFrame title={t('config.pages.ticket-type')} lead={t('config.ticketTypes.lead')}>
      <ConfigSection kind={ticketTypes} title={t('config.ticketTypes.title')} description={t('config.ticketTypes.description')} />
      <ConfigSection kind={serviceTypes} title={t('config.serviceTypes.title')} description={t('config.serviceTypes.description')} />
      <ConfigSection kind={categories} title={t('config.categories.title')} description={t('config.categories.description')} />
    </AdminFrame>
  );
}
