import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '../../../../domain/session/roles';
import { ConfirmAction } from '../../../../ui/kit/confirm-action';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import type { BulkChange, BulkOutcome, DirectoryPerson } from '../../application/ports/directory-gateway';
import { useDirectoryChange, useLocations, useManagerChoices } from '../queries/directory';
import { TeamPicker } from './team-picker';

type Kind = BulkChange['kind'];
const KINDS: readonly Kind[] = ['role', 'team', 'manager', 'location', 'deactivate'];

function changeOf(kind: Kind, value: string): BulkChange {
  if (kind === 'role') return { kind, role: (value || 'employee') as Role };
  if (kind === 'team') return { kind, team: value.trim() || null };
  if (kind === 'manager') return { kind, managerId: value || null };
  if (kind === 'location') return { kind, locationId: value || null };
  return { kind };
}

/** The value a change sets: a role, a team (typed or picked), a manager, or nothing for deactivation. */
function ValueField({ kind, value, onChange }: { kind: Kind; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('people-users');
  const managers = useManagerChoices();
  const locations = useLocations();
  if (kind === 'deactivate') return null;
  const label = t('bulk.value');
  if (kind === 'team') return <TeamPicker label={label} team={value || null} onChange={(team) => onChange(team ?? '')} />;
  const people = kind === 'manager' ? (managers.data?.items ?? []) : (locations.data ?? []);
  const options = kind === 'role' ? ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) })) : people.map((each) => ({ value: each.id, label: each.name }));
  return (
    <label className="field list-filter">
      <span>{label}</span>
      <select className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{kind === 'manager' ? t('noManager') : kind === 'location' ? t('none') : t('bulk.pick')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * One change for the chosen rows: asked first, then each person changed on their own; the summary says how many
 * changed and names those a rule kept as they were (themselves, the last admin, a loop of managers).
 */
export function BulkBar({ selected, people, onClear }: { selected: ReadonlySet<string>; people: readonly DirectoryPerson[]; onClear: () => void }) {
  // The refusals are worded in the app's own namespace, loaded with this one.
  const { t } = useTranslation(['people-users', 'people']);
  const [kind, setKind] = useState<Kind | ''>('');
  const [value, setValue] = useState('');
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const bulk = useDirectoryChange((gateway, change: BulkChange) => gateway.bulk([...selected], change));
  const nameOf = (id: string) => people.find((person) => person.id === id)?.name ?? id;
  const refused = outcome?.results.filter((result) => !result.ok) ?? [];
  return (
    <div className="people-bulk" role="region" aria-label={t('bulk.action')}>
      {selected.size > 0 && (
        <div className="list-toolbar">
          <strong>{t('bulk.selected', { count: selected.size })}</strong>
          <label className="field list-filter">
            <span>{t('bulk.action')}</span>
            <select
              className="input"
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as Kind | '');
                setValue('');
              }}
            >
              <option value="">{t('bulk.pick')}</option>
              {KINDS.map((each) => (
                <option key={each} value={each}>
                  {t(`bulk.${each}`)}
                </option>
              ))}
            </select>
          </label>
          {kind && <ValueField kind={kind} value={value} onChange={setValue} />}
          <ConfirmAction
            label={t('bulk.apply')}
            title={t('bulk.confirmTitle', { count: selected.size })}
            confirmLabel={t('bulk.apply')}
            destructive={kind === 'deactivate'}
            isDisabled={!kind || (kind === 'role' && !value)}
            onConfirm={async () => {
              if (!kind) return;
              setOutcome(await bulk.mutateAsync(changeOf(kind, value)));
              onClear();
            }}
          >
            {t('bulk.confirmText')}
          </ConfirmAction>
          <RippleButton className="button button--ghost" onPress={onClear}>
            {t('bulk.clear')}
          </RippleButton>
        </div>
      )}
      {outcome && (
        <div className={refused.length ? 'people-bulk__outcome people-bulk__outcome--refusals' : 'people-bulk__outcome'} role="status">
          <p>{t('bulk.result', { succeeded: outcome.succeeded, failed: outcome.failed })}</p>
          {refused.length > 0 && (
            <ul aria-label={t('bulk.refused')}>
              {refused.map((result) => (
                <li key={result.id}>
                  {nameOf(result.id)}: {result.code ? t(`refusals.${result.code}`, { ns: 'people', defaultValue: result.message ?? result.code }) : result.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
