import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { TimeText } from '../../../../ui/kit/display';
import { FormError } from '../../../../ui/kit/form-error';
import { NotesField } from '../../../../ui/kit/notes-field';
import { useSingleFlight } from '../../../../ui/kit/use-single-flight';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import type { OrderDetail } from '../../application/ports/orders-gateway';
import { useManagedOrdersGateway, useOrderChange } from '../queries/orders';
import { useOrdersProblemText } from './orders-problem-text';
import { useUnsavedValues } from '../../../../ui/routing/use-unsaved-changes';

/** The notes of the people who handle an order, oldest first, and a field to add one. */
export function OrderNotes({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('commerce-orders');
  const wordProblem = useOrdersProblemText();
  const orders = useManagedOrdersGateway();
  const add = useOrderChange((body: string) => orders.addNote(order.id, body));
  const [body, setBody] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useSingleFlight(async () => {
    setFailure(null);
    try {
      await add.mutateAsync(body.trim());
      setBody('');
    } catch (error) {
      setFailure(wordProblem(error));
    }
  });
  useUnsavedValues(body.trim(), '', submit.pending);
  return (
    <section aria-labelledby={`order-${order.id}-notes`} className="orders-notes">
      <h2 id={`order-${order.id}-notes`}>{t('notes.title')}</h2>
      {order.notes.length === 0 ? (
        <p className="muted">{t('notes.empty')}</p>
      ) : (
        <ul>
          {order.notes.map((note) => (
            <li key={note.id}>
              <strong>{note.authorName}</strong> · <TimeText at={note.createdAt} />
              <p>{note.body}</p>
            </li>
          ))}
        </ul>
      )}
      <Form className="form" onSubmit={(event) => (event.preventDefault(), void submit.run())}>
        <NotesField label={t('notes.add')} value={body} onChange={setBody} />
        <FormError>{failure}</FormError>
        <RippleButton type="submit" className="button" isPending={submit.pending} isDisabled={!body.trim()}>
          {t('notes.save')}
        </RippleButton>
      </Form>
    </section>
  );
}
