import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { ConfirmAction } from '../../../../ui/kit/confirm-action';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { ModalDialog } from '../../../../ui/kit/modal-dialog';
import { QueryView } from '../../../../ui/kit/query-view';
import { EmptyState } from '../../../../ui/kit/states';
import { TextInput } from '../../../../ui/kit/text-input';
import { useSubmit } from '../../../../ui/kit/use-submit';
import { useUnsavedValues } from '../../../../ui/routing/use-unsaved-changes';
import type { DirectoryTeam } from '../../application/ports/directory-gateway';
import { useDirectoryChange, useTeams } from '../queries/directory';

/** A team's new name, saved against the version listed; its people stay in it. */
function RenameTeamForm({ team, onDone }: { team: DirectoryTeam; onDone: () => void }) {
  const { t } = useTranslation('people-users');
  const [name, setName] = useState(team.name);
  const rename = useDirectoryChange((gateway, next: string) => gateway.renameTeam(team.id, next, team.version));
  const save = useSubmit(async () => {
    await rename.mutateAsync(name);
    onDone();
  });
  useUnsavedValues(name, team.name, save.pending);
  return (
    <form className="form people-teams__rename" onSubmit={save.onSubmit} noValidate>
      <TextInput label={t('teams.newName', { name: team.name })} value={name} onChange={setName} maxLength={80} isRequired autoFocus error={save.fieldError('name')} />
      <FormError>{save.error}</FormError>
      <FormButtons cancel={{ onPress: onDone }} pending={save.pending} isDisabled={name.trim() === ''} />
    </form>
  );
}

/** A new team, with nobody in it yet; people are placed in it from their own dialog or the bulk bar. */
function AddTeamForm() {
  const { t } = useTranslation('people-users');
  const [name, setName] = useState('');
  const create = useDirectoryChange((gateway, next: string) => gateway.createTeam(next));
  const save = useSubmit(async () => {
    await create.mutateAsync(name);
    setName('');
  });
  useUnsavedValues(name, '', save.pending);
  return (
    <form className="form people-teams__add" onSubmit={save.onSubmit} noValidate>
      <TextInput label={t('teams.name')} value={name} onChange={setName} maxLength={80} isRequired error={save.fieldError('name')} />
      <FormError>{save.error}</FormError>
      <FormButtons pending={save.pending} isDisabled={name.trim() === ''} submitLabel={t('teams.add')} />
    </form>
  );
}

function TeamRow({ team }: { team: DirectoryTeam }) {
  const { t } = useTranslation('people-users');
  const [renaming, setRenaming] = useState(false);
  const remove = useDirectoryChange((gateway, version: number) => gateway.deleteTeam(team.id, version));
  if (renaming) {
    return (
      <li className="people-teams__item">
        <RenameTeamForm team={team} onDone={() => setRenaming(false)} />
      </li>
    );
  }
  return (
    <li className="people-teams__item">
      <span className="people-teams__name">
        <strong>{team.name}</strong>
        <span className="muted">{t('teams.members', { count: team.members })}</span>
      </span>
      <span className="people-teams__actions">
        <RippleButton className="button" aria-label={t('teams.renameNamed', { name: team.name })} onPress={() => setRenaming(true)}>
          {t('teams.rename')}
        </RippleButton>
        <ConfirmAction
          label={t('teams.delete')}
          ariaLabel={t('teams.deleteNamed', { name: team.name })}
          title={t('teams.deleteTitle', { name: team.name })}
          confirmLabel={t('teams.delete')}
          destructive
          onConfirm={() => remove.mutateAsync(team.version)}
        >
          {t('teams.deleteText', { count: team.members, name: team.name })}
        </ConfirmAction>
      </span>
    </li>
  );
}

/** The organisation's teams for an admin: each with how many people are in it, renamed or deleted here, or a new one added. */
export function TeamsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('people-users');
  const teams = useTeams();
  return (
    <ModalDialog title={t('teams.title')} side="end" isOpen onOpenChange={(open) => !open && onClose()}>
      {() => (
        <div className="people-teams">
          <p className="muted">{t('teams.lead')}</p>
          <AddTeamForm />
          <QueryView query={teams}>
            {(items) =>
              items.length === 0 ? (
                <EmptyState>{t('teams.empty')}</EmptyState>
              ) : (
                <ul className="people-teams__list" aria-label={t('teams.title')}>
                  {items.map((team) => (
                    <TeamRow key={team.id} team={team} />
                  ))}
                </ul>
              )
            }
          </QueryView>
        </div>
      )}
    </ModalDialog>
  );
}
