import { useTranslation } from 'react-i18next';
import { RecordPicker } from '../../../../ui/kit/record-picker';
import { TEAM_SEARCH_KEY, useDirectoryChange, useTeams, useTeamSearch } from '../queries/directory';

/**
 * The choice of a person's team among the organisation's, searched as the admin types; a name no team has is offered
 * as a new team, made on picking it. The choice is the team's name, as people are placed by it.
 */
export function TeamPicker({ label, team, onChange, error }: { label: string; team: string | null; onChange: (team: string | null) => void; error?: string | undefined }) {
  const { t } = useTranslation('people-users');
  const teams = useTeams();
  const search = useTeamSearch();
  const create = useDirectoryChange((gateway, name: string) => gateway.createTeam(name));
  const selectedId = team === null ? null : (teams.data?.find((each) => each.name.toLowerCase() === team.toLowerCase())?.id ?? null);
  return (
    <RecordPicker
      label={label}
      queryKey={TEAM_SEARCH_KEY}
      search={async (text) => (await search(text)).map((each) => ({ id: each.id, label: each.name, description: t('teams.members', { count: each.members }) }))}
      selectedId={selectedId}
      selectedLabel={team ?? ''}
      onSelect={(option) => onChange(option?.label ?? null)}
      description={t('form.teamHint')}
      {...(error && { error })}
      offerNew={{
        label: (name) => t('teams.addNamed', { name }),
        add: async (name) => {
          // The longest name a team has (the contract's); the picker's text is not bounded.
          const made = await create.mutateAsync(name.slice(0, 80));
          return { id: made.id, label: made.name };
        },
      }}
    />
  );
}
