import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../../ui/kit/badge';
import { TextInput } from '../../../../../ui/kit/text-input';
import { ADMIN_PRIORITIES_GATEWAY, type PriorityInput, type PriorityItem } from '../../../application/ports/admin-config-gateway';
import { AdminFrame } from '../admin-frame';
import { PriorityLabel } from '../ticket-labels';
import { CheckField, Theirs, wholeNumber } from './config-fields';
import { ConfigSection, type FieldsProps, type RecordKind } from './config-section';

interface Draft {
  readonly name: string;
  readonly order: string;
  readonly colour: string;
  readonly isDefault: boolean;
}

function PriorityFields({ draft, onChange, fieldError, opened, theirs }: FieldsProps<Draft>) {
  const { t } = useTranslation('service-desk-admin');
  return (
    <>
      <TextInput label={t('config.fields.name')} isRequired value={draft.name} onChange={(name) => onChange({ ...draft, name })} error={fieldError('name')} />
      <Theirs field="name" opened={opened} theirs={theirs} />
      <TextInput label={t('config.fields.order')} inputMode="numeric" description={t('config.fields.orderHint')} value={draft.order} onChange={(order) => onChange({ ...draft, order })} error={fieldError('order')} />
      <Theirs field="order" opened={opened} theirs={theirs} />
      <label className="field">
        <span>{t('config.fields.colour')}</span>
        <input type="color" className="input input--colour" value={draft.colour} onChange={(event) => onChange({ ...draft, colour: event.target.value })} aria-invalid={fieldError('colour') ? true : undefined} />
        {fieldError('colour') && <span className="form__error">{fieldError('colour')}</span>}
      </label>
      <Theirs field="colour" opened={opened} theirs={theirs} />
      <CheckField label={t('config.priorities.isDefault')} description={t('config.priorities.isDefaultHint')} checked={draft.isDefault} onChange={(isDefault) => onChange({ ...draft, isDefault })} error={fieldError('isDefault')} />
    </>
  );
}

function usePriorityKind(): RecordKind<PriorityItem, Draft, PriorityInput> {
  const { t } = useTranslation('service-desk-admin');
  return {
    token: ADMIN_PRIORITIES_GATEWAY,
    kind: 'priorities',
    nameOf: (item) => item.name,
    emptyDraft: () => ({ name: '', order: '10', colour: '#1f6feb', isDefault: false }),
    draftOf: (item) => ({ name: item.name, order: String(item.order), colour: item.colour, isDefault: item.isDefault }),
    inputOf: (draft) => ({ name: draft.name.trim(), order: wholeNumber(draft.order) ?? 0, colour: draft.colour, isDefault: draft.isDefault }),
    problemsOf: (draft) => ({
      ...(!draft.name.trim() && { name: t('config.problems.nameRequired') }),
      ...(wholeNumber(draft.order) === null && { order: t('config.problems.wholeNumber') }),
    }),
    Fields: PriorityFields,
    columns: [
      { header: t('config.fields.name'), cell: (item) => <PriorityLabel priority={item} /> },
      { header: t('config.fields.order'), cell: (item) => item.order },
      { header: t('config.priorities.isDefault'), cell: (item) => (item.isDefault ? <Badge tone="info">{t('config.default')}</Badge> : '') },
    ],
  };
}

/** The desk's priorities: their order (which is how queues sort them), colour, and the one new tickets get. */
export default function PrioritiesScreen() {
  const { t } = useTranslation('service-desk-admin');
  const kind = usePriorityKind();
  return (
    <AdminFrame title={t('config.pages.priority-management')} lead={t('config.priorities.lead')}>
      <ConfigSection kind={kind} title={t('config.priorities.title')} />
    </AdminFrame>
  );
}
