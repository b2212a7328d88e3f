import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../../ui/kit/badge';
import { ChoiceField } from '../../../../../ui/kit/choice-field';
import { TextInput } from '../../../../../ui/kit/text-input';
import { ADMIN_STATUSES_GATEWAY, type StatusInput, type StatusItem } from '../../../application/ports/admin-config-gateway';
import { STATUS_CATEGORIES, type StatusCategory } from '../../../domain/ticket-status';
import { StatusBadge } from '../../requester/ticket-badges';
import { AdminFrame } from '../admin-frame';
import { CheckField, Theirs, wholeNumber } from './config-fields';
import { ConfigSection, type FieldsProps, type RecordKind } from './config-section';

interface Draft {
  readonly name: string;
  readonly category: StatusCategory;
  readonly pausesSla: boolean;
  readonly order: string;
  readonly isDefault: boolean;
}

function StatusFields({ draft, onChange, fieldError, opened, theirs }: FieldsProps<Draft>) {
  const { t } = useTranslation('service-desk-admin');
  return (
    <>
      <TextInput label={t('config.fields.name')} isRequired value={draft.name} onChange={(name) => onChange({ ...draft, name })} error={fieldError('name')} />
      <Theirs field="name" opened={opened} theirs={theirs} />
      <ChoiceField
        label={t('config.statuses.category')}
        value={draft.category}
        onChange={(category) => onChange({ ...draft, category: category as StatusCategory })}
        options={STATUS_CATEGORIES.map((category) => ({ value: category, label: t(`config.statuses.categories.${category}`) }))}
        error={fieldError('category')}
      />
      <p className="field__hint">{t(`config.statuses.categoryHints.${draft.category}`)}</p>
      <Theirs field="category" opened={opened} theirs={theirs} />
      <CheckField label={t('config.statuses.pausesSla')} description={t('config.statuses.pausesSlaHint')} checked={draft.pausesSla} onChange={(pausesSla) => onChange({ ...draft, pausesSla })} error={fieldError('pausesSla')} />
      <Theirs field="pausesSla" opened={opened} theirs={theirs} />
      <TextInput label={t('config.fields.order')} inputMode="numeric" description={t('config.fields.orderHint')} value={draft.order} onChange={(order) => onChange({ ...draft, order })} error={fieldError('order')} />
      <CheckField label={t('config.statuses.isDefault')} description={t('config.statuses.isDefaultHint')} checked={draft.isDefault} onChange={(isDefault) => onChange({ ...draft, isDefault })} error={fieldError('isDefault')} />
    </>
  );
}

function useStatusKind(): RecordKind<StatusItem, Draft, StatusInput> {
  const { t } = useTranslation('service-desk-admin');
  return {
    token: ADMIN_STATUSES_GATEWAY,
    kind: 'statuses',
    nameOf: (item) => item.name,
    emptyDraft: () => ({ name: '', category: 'open', pausesSla: false, order: '10', isDefault: false }),
    draftOf: (item) => ({ name: item.name, category: item.category, pausesSla: item.pausesSla, order: String(item.order), isDefault: item.isDefault }),
    inputOf: (draft) => ({ name: draft.name.trim(), category: draft.category, pausesSla: draft.pausesSla, order: wholeNumber(draft.order) ?? 0, isDefault: draft.isDefault }),
    problemsOf: (draft) => ({
      ...(!draft.name.trim() && { name: t('config.problems.nameRequired') }),
      ...(wholeNumber(draft.order) === null && { order: t('config.problems.wholeNumber') }),
    }),
    Fields: StatusFields,
    columns: [
      { header: t('config.fields.name'), cell: (item) => <StatusBadge status={item} /> },
      { header: t('config.statuses.category'), cell: (item) => t(`config.statuses.categories.${item.category}`) },
      { header: t('config.statuses.pausesSla'), cell: (item) => (item.pausesSla ? <Badge tone="warning">{t('config.statuses.pauses')}</Badge> : t('common.no')) },
      { header: t('config.fields.order'), cell: (item) => item.order },
      { header: t('config.statuses.isDefault'), cell: (item) => (item.isDefault ? <Badge tone="info">{t('config.default')}</Badge> : '') },
    ],
  };
}

/** The desk's statuses: each belongs to a category the rules read, and may pause the SLA while tickets wait in it. */
export default function StatusesScreen() {
  const { t } = useTranslation('service-desk-admin');
  const kind = useStatusKind();
  return (
    <AdminFrame title={t('config.pages.status-management')} lead={t('config.statuses.lead')}>
      <ConfigSection kind={kind} title={t('config.statuses.title')} />
    </AdminFrame>
  );
}
