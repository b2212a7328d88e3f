import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ManagedPersonDetails } from '../../application/ports/people-gateway';
import { managePaths } from '../../domain/paths';
import { FormError } from '../../../../ui/kit/form-error';
import { QueryView } from '../../../../ui/kit/query-view';
import { TextInput } from '../../../../ui/kit/text-input';
import { useSubmit } from '../../../../ui/kit/use-submit';
import { useAddPerson, useLatestPerson, usePerson, useRenamePerson } from '../queries/use-people';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import { ManageFrame } from '../shared/app-frame';
import { TheirValue } from '../../../../ui/kit/their-value';
import { useVersionedSave } from '../../../../ui/kit/use-versioned-save';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { useUnsavedValues } from '../../../../ui/routing/use-unsaved-changes';

function AddPersonForm() {
  const { t } = useTranslation('manage-people');
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const add = useAddPerson();
  const submit = useSubmit(async () => {
    const person = await add.mutateAsync({ name: name.trim(), email: email.trim() });
    navigate(managePaths.user(person.id));
  });
  useUnsavedValues([name, email], ['', ''], submit.pending);
  return (
    <Form className="form panel" onSubmit={submit.onSubmit}>
      <TextInput label={t('fields.name')} isRequired autoComplete="off" value={name} onChange={setName} error={submit.fieldError('name')} />
      <TextInput label={t('fields.email')} type="email" isRequired autoComplete="off" value={email} onChange={setEmail} error={submit.fieldError('email')} />
      <FormError>{submit.error}</FormError>
      <FormButtons cancel={{ href: managePaths.users() }} pending={submit.pending} />
    </Form>
  );
}

/** Renaming keeps the person as the form opened them, so a conflict can show what changed since. */
function RenameForm({ person }: { person: ManagedPersonDetails }) {
  const { t } = useTranslation(['manage-people', 'manage']);
  const [, navigate] = useLocation();
  const [opened] = useState(person);
  const [name, setName] = useState(person.name);
  const rename = useRenamePerson(opened.id);
  const latest = useLatestPerson(opened.id);
  const save = useVersionedSave({
    record: opened,
    save: (version) => rename.mutateAsync({ name: name.trim(), version }),
    fetchLatest: latest,
    onSaved: (saved) => navigate(managePaths.user(saved.id)),
  });
  useUnsavedValues(name, opened.name, save.pending);
  return (
    <Form className="form panel" onSubmit={save.onSubmit}>
      <TextInput label={t('fields.name')} isRequired autoComplete="off" value={name} onChange={setName} error={save.fieldError('name')} />
      <TheirValue opened={opened.name} theirs={save.theirs?.name} />
      <dl className="facts">
        <dt>{t('fields.email')}</dt>
        <dd>{opened.email}</dd>
      </dl>
      <FormError>{save.error}</FormError>
      <FormButtons cancel={{ href: managePaths.user(opened.id) }} pending={save.pending} onReapply={save.theirs && save.reapply} />
    </Form>
  );
}

function EditPerson({ id }: { id: string }) {
  const { t } = useTranslation('manage-people');
  const person = usePerson(id);
  return (
    <ManageFrame title={t('form.editTitle')}>
      <QueryView query={person}>{(data) => <RenameForm person={data} />}</QueryView>
    </ManageFrame>
  );
}

/** Adding a person (add-user) or renaming one (edit-user/:userId). */
export default function UserFormScreen({ match }: ScreenProps) {
  const { t } = useTranslation('manage-people');
  const id = match.params.userId;
  if (id) return <EditPerson key={id} id={id} />;
  return (
    <ManageFrame title={t('form.addTitle')} lead={t('form.addLead')}>
      <AddPersonForm />
    </ManageFrame>
  );
}
