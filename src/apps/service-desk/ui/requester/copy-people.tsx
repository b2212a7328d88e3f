import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FormError } from '../../../../ui/kit/form-error';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { TextInput } from '../../../../ui/kit/text-input';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { TicketDetail } from '../../application/ports/ticket-views';

/** The people who get the public replies too: added by address, each removable. */
export function CopyPeople({
  copy,
  change,
}: {
  copy: TicketDetail['copy'];
  change: (request: { add?: readonly string[]; remove?: readonly string[] }) => Promise<unknown>;
}) {
  const { t } = useTranslation('service-desk');
  const [email, setEmail] = useState('');
  const add = useSubmit(async () => {
    await change({ add: [email.trim()] });
    setEmail('');
  });
  const { problemText } = useProblemText();
  const [removing, setRemoving] = useState<string | null>(null);
  const [removeFailure, setRemoveFailure] = useState<string | null>(null);
  const removeOne = async (address: string) => {
    setRemoving(address);
    setRemoveFailure(null);
    try {
      await change({ remove: [address] });
    } catch (error) {
      setRemoveFailure(problemText(error));
    } finally {
      setRemoving(null);
    }
  };
  return (
    <section className="panel desk-panel" aria-labelledby="desk-copy">
      <h2 id="desk-copy">{t('copy.title')}</h2>
      {copy.length === 0 ? (
        <p className="muted">{t('copy.none')}</p>
      ) : (
        <ul className="copy-list">
          {copy.map((person) => (
            <li key={person.email}>
              <span>{person.name ? `${person.name} (${person.email})` : person.email}</span>
              <RippleButton
                className="button button--small"
                aria-label={t('copy.removeOne', { email: person.email })}
                isPending={removing === person.email}
                onPress={() => void removeOne(person.email)}
              >
                {t('copy.remove')}
              </RippleButton>
            </li>
          ))}
        </ul>
      )}
      <FormError>{removeFailure}</FormError>
      <Form className="form copy-form" validationBehavior="aria" onSubmit={(event) => void add.onSubmit(event)}>
        <TextInput label={t('copy.email')} type="email" isRequired autoComplete="off" value={email} onChange={setEmail} error={add.fieldError('add.0') ?? add.fieldError('add')} />
        <FormError>{add.error}</FormError>
        <RippleButton type="submit" className="button" isPending={add.pending}>
          {t('copy.add')}
        </RippleButton>
      </Form>
    </section>
  );
}
