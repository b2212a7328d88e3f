import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../../ui/feedback/ripple-button';
import { ChoiceField } from '../../../../../ui/kit/choice-field';
import { RecordPicker } from '../../../../../ui/kit/record-picker';
import { TextInput } from '../../../../../ui/kit/text-input';
import type { PersonRef } from '../../../../../application/ports/person-ref';
import { ADMIN_TEAMS_GATEWAY, type DeskRole, type ReopenPolicy, type TeamInput, type TeamItem } from '../../../application/ports/admin-config-gateway';
import { ADMIN_KEY } from '../../queries/admin-tickets';
import { AdminFrame } from '../admin-frame';
import { Theirs } from './config-fields';
import { ConfigSection, type FieldsProps, type RecordKind } from './config-section';
import { usePeopleSearch } from './people-search';

const ROLES: readonly DeskRole[] = ['agent', 'lead', 'admin'];
const POLICIES: readonly ReopenPolicy[] = ['reopen', 'new-ticket'];

interface Draft {
  readonly name: string;
  readonly reopenPolicy: ReopenPolicy;
  readonly members: readonly { readonly person: PersonRef; readonly role: DeskRole }[];
}

function TeamFields({ draft, onChange, fieldError, opened, theirs }: FieldsProps<Draft>) {
  const { t } = useTranslation('service-desk-admin');
  const search = usePeopleSearch();
  const setMember = (index: number, role: DeskRole) => onChange({ ...draft, members: draft.members.map((member, at) => (at === index ? { ...member, role } : member)) });
  return (
    <>
      <TextInput label={t('config.fields.name')} isRequired value={draft.name} onChange={(name) => onChange({ ...draft, name })} error={fieldError('name')} />
      <Theirs field="name" opened={opened} theirs={theirs} />
      <ChoiceField
        label={t('config.teams.reopenPolicy')}
        value={draft.reopenPolicy}
        onChange={(reopenPolicy) => onChange({ ...draft, reopenPolicy: reopenPolicy as ReopenPolicy })}
        options={POLICIES.map((policy) => ({ value: policy, label: t(`config.teams.policies.${policy}`) }))}
        error={fieldError('reopenPolicy')}
      />
      <Theirs field="reopenPolicy" opened={opened} theirs={theirs} />
      <fieldset className="form-section">
        <legend className="form-section__title">{t('config.teams.members')}</legend>
        {draft.members.length === 0 ? (
          <p className="muted">{t('config.teams.noMembers')}</p>
        ) : (
          <ul className="config-members">
            {draft.members.map((member, index) => (
              <li key={member.person.id}>
                <span className="config-members__name">
                  {member.person.name} <span className="muted">{member.person.email}</span>
                </span>
                <ChoiceField
                  label={t('config.teams.roleOf', { name: member.person.name })}
                  value={member.role}
                  onChange={(role) => setMember(index, role as DeskRole)}
                  options={ROLES.map((role) => ({ value: role, label: t(`config.roles.${role}`) }))}
                />
                <RippleButton
                  className="button button--icon button--ghost"
                  aria-label={t('config.teams.removeMember', { name: member.person.name })}
                  onPress={() => onChange({ ...draft, members: draft.members.filter((_, at) => at !== index) })}
                >
                  <X size={16} aria-hidden="true" />
                </RippleButton>
              </li>
            ))}
          </ul>
        )}
        <RecordPicker
          label={t('config.teams.addMember')}
          queryKey={[...ADMIN_KEY, 'people-search']}
          search={search}
          selectedId={null}
          onSelect={(option) => {
            if (!option || draft.members.some((member) => member.person.id === option.id)) return;
            onChange({ ...draft, members: [...draft.members, { person: { id: option.id, name: option.label, email: option.description ?? '' }, role: 'agent' }] });
          }}
          error={fieldError('members')}
        />
      </fieldset>
    </>
  );
}

function useTeamKind(): RecordKind<TeamItem, Draft, TeamInput> {
  const { t } = useTranslation('service-desk-admin');
  return {
    token: ADMIN_TEAMS_GATEWAY,
    kind: 'teams',
    nameOf: (item) => item.name,
    emptyDraft: () => ({ name: '', reopenPolicy: 'reopen', members: [] }),
    draftOf: (item) => ({ name: item.name, reopenPolicy: item.reopenPolicy, members: item.members }),
    inputOf: (draft) => ({ name: draft.name.trim(), reopenPolicy: draft.reopenPolicy, members: draft.members.map((member) => ({ userId: member.person.id, role: member.role })) }),
    problemsOf: (draft) => ({ ...(!draft.name.trim() && { name: t('config.problems.nameRequired') }) }),
    Fields: TeamFields,
    columns: [
      { header: t('config.fields.name'), cell: (item) => item.name },
      { header: t('config.teams.teamLead'), cell: (item) => item.members.filter((member) => member.role === 'lead').map((member) => member.person.name).join(', ') || t('config.teams.noLead') },
      { header: t('config.teams.members'), cell: (item) => item.members.length },
      { header: t('config.teams.reopenPolicy'), cell: (item) => t(`config.teams.policies.${item.reopenPolicy}`) },
    ],
  };
}

/** The desk's teams: who works in each and as what (agent, lead, admin), and what a reply to a closed ticket does. */
export default function TeamsScreen() {
  const { t } = useTranslation('service-desk-admin');
  const kind = useTeamKind();
  return (
    <AdminFrame title={t('config.pages.team-management')} lead={t('config.teams.lead')}>
      <ConfigSection kind={kind} title={t('config.teams.title')} />
    </AdminFrame>
  );
}
