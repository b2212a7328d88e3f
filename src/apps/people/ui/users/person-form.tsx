import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '../../../../domain/session/roles';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { SelectField } from '../../../../ui/kit/select-field';
import { TextInput } from '../../../../ui/kit/text-input';
import { useSubmit } from '../../../../ui/kit/use-submit';
import { useVersionedSave } from '../../../../ui/kit/use-versioned-save';
import { useUnsavedValues } from '../../../../ui/routing/use-unsaved-changes';
import type { DirectoryPerson, PersonFields } from '../../application/ports/directory-gateway';
import { useDirectoryChange, useFetchPerson, useLocations, useManagerChoices } from '../queries/directory';
import { TeamPicker } from './team-picker';

const EMPTY: PersonFields = { name: '', email: '', role: 'employee', team: null, managerId: null, locationId: null };

const fieldsOf = (person: DirectoryPerson | null): PersonFields =>
  person ? { name: person.name, email: person.email, role: person.role, team: person.team, managerId: person.manager?.id ?? null, locationId: person.location?.id ?? null } : EMPTY;

type Save = ReturnType<typeof useSubmit> | (ReturnType<typeof useVersionedSave> & { readonly reapply?: () => Promise<void> });

function Fields({ person, values, onChange, save }: { person: DirectoryPerson | null; values: PersonFields; onChange: (next: PersonFields) => void; save: Save }) {
  const { t } = useTranslation('people-users');
  const managers = useManagerChoices();
  const locations = useLocations();
  const set = <K extends keyof PersonFields>(key: K, value: PersonFields[K]) => onChange({ ...values, [key]: value });
  const choices = (managers.data?.items ?? []).filter((each) => each.id !== person?.id);
  return (
    <>
      <TextInput label={t('form.name')} value={values.name} onChange={(name) => set('name', name)} isRequired autoComplete="off" error={save.fieldError('name')} />
      <TextInput label={t('form.email')} type="email" value={values.email} onChange={(email) => set('email', email)} isRequired autoComplete="off" error={save.fieldError('email')} />
      <SelectField label={t('form.role')} value={values.role} onChange={(role) => set('role', role as Role)} error={save.fieldError('role')}>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </SelectField>
      <TeamPicker label={t('form.team')} team={values.team} onChange={(team) => set('team', team)} error={save.fieldError('team')} />
      <SelectField label={t('form.manager')} value={values.managerId ?? ''} onChange={(id) => set('managerId', id || null)} emptyLabel={t('noManager')} error={save.fieldError('managerId')}>
        {choices.map((each) => (
          <option key={each.id} value={each.id}>
            {each.name}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('form.location')} value={values.locationId ?? ''} onChange={(id) => set('locationId', id || null)} emptyLabel={t('none')} error={save.fieldError('locationId')}>
        {(locations.data ?? []).map((place) => (
          <option key={place.id} value={place.id}>
            {place.name}
          </option>
        ))}
      </SelectField>
      <FormError>{save.error}</FormError>
    </>
  );
}

/** Adds a person: sent once however often Save is pressed; what was typed stays when the server refuses it. */
export function AddPersonForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('people-users');
  const [values, setValues] = useState(EMPTY);
  const create = useDirectoryChange((gateway, fields: PersonFields) => gateway.create(fields));
  const save = useSubmit(async () => {
    await create.mutateAsync(values);
    onDone();
  });
  useUnsavedValues(values, EMPTY, save.pending);
  return (
    <form className="form" onSubmit={save.onSubmit} noValidate>
      <Fields person={null} values={values} onChange={setValues} save={save} />
      <FormButtons cancel={{ onPress: onDone }} pending={save.pending} submitLabel={t('form.create')} />
    </form>
  );
}

/** Edits a person against the version it opened with; after someone else saved first, theirs is shown and may be overwritten. */
export function EditPersonForm({ person, onDone }: { person: DirectoryPerson; onDone: () => void }) {
  const baseline = fieldsOf(person);
  const [values, setValues] = useState(baseline);
  const update = useDirectoryChange((gateway, { version }: { version: number }) => gateway.update(person.id, values, version));
  const fetchPerson = useFetchPerson();
  const save = useVersionedSave({ record: person, save: (version) => update.mutateAsync({ version }), fetchLatest: () => fetchPerson(person.id), onSaved: onDone });
  useUnsavedValues(values, baseline, save.pending);
  return (
    <form className="form" onSubmit={save.onSubmit} noValidate>
      <Fields person={person} values={values} onChange={setValues} save={save} />
      <FormButtons cancel={{ onPress: onDone }} pending={save.pending} onReapply={save.theirs ? save.reapply : null} />
    </form>
  );
}
