import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../../../ui/kit/text-input';
import { ADMIN_TAGS_GATEWAY, type TagInput, type TagItem } from '../../../application/ports/admin-config-gateway';
import { AdminFrame } from '../admin-frame';
import { Theirs } from './config-fields';
import { ConfigSection, type FieldsProps, type RecordKind } from './config-section';

type Draft = TagInput;

function TagFields({ draft, onChange, fieldError, opened, theirs }: FieldsProps<Draft>) {
  const { t } = useTranslation('service-desk-admin');
  return (
    <>
      <TextInput label={t('config.fields.name')} isRequired maxLength={40} value={draft.name} onChange={(name) => onChange({ ...draft, name })} error={fieldError('name')} />
      <Theirs field="name" opened={opened} theirs={theirs} />
      <label className="field">
        <span>{t('config.fields.colour')}</span>
        <input type="color" className="input input--colour" value={draft.colour} onChange={(event) => onChange({ ...draft, colour: event.target.value })} />
        {fieldError('colour') && <span className="form__error">{fieldError('colour')}</span>}
      </label>
      <Theirs field="colour" opened={opened} theirs={theirs} />
    </>
  );
}

function useTagKind(): RecordKind<TagItem, Draft, TagInput> {
  const { t } = useTranslation('service-desk-admin');
  return {
    token: ADMIN_TAGS_GATEWAY,
    kind: 'tags',
    nameOf: (item) => item.name,
    emptyDraft: () => ({ name: '', colour: '#6e7781' }),
    draftOf: (item) => ({ name: item.name, colour: item.colour }),
    inputOf: (draft) => ({ name: draft.name.trim(), colour: draft.colour }),
    problemsOf: (draft) => ({ ...(!draft.name.trim() && { name: t('config.problems.nameRequired') }) }),
    Fields: TagFields,
    columns: [
      {
        header: t('config.fields.name'),
        cell: (item) => (
          <span className="priority-label">
            <span className="priority-label__dot" style={{ background: item.colour }} aria-hidden="true" />
            {item.name}
          </span>
        ),
      },
    ],
  };
}

/** The organisation's tags: agents put them on tickets, queues filter by them, SLA conditions may name them. */
export default function CompanyTagsScreen() {
  const { t } = useTranslation('service-desk-admin');
  const kind = useTagKind();
  return (
    <AdminFrame title={t('config.pages.company-tag')} lead={t('config.tags.lead')}>
      <ConfigSection kind={kind} title={t('config.tags.title')} />
    </AdminFrame>
  );
}
