import { useState } from 'react';
import { DialogTrigger, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Accessory } from '../../application/ports/accessories-gateway';
import { FormError } from '../../../../ui/kit/form-error';
import { TextInput } from '../../../../ui/kit/text-input';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { useCheckOutAccessory } from '../queries/use-accessories';
import { PersonPicker } from '../shared/pickers';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { ModalDialog } from '../../../../ui/kit/modal-dialog';
import { useSingleFlight } from '../../../../ui/kit/use-single-flight';

/**
 * Hands units of an accessory to a person. The server has the last word on stock (another person may take
 * the last units first), so its refusal is shown in the dialog, which stays open.
 */
export function CheckOutDialog({ accessory }: { accessory: Accessory }) {
  const { t } = useTranslation(['manage-accessories', 'manage']);
  const { problemText, fieldProblemText } = useProblemText();
  const checkOut = useCheckOutAccessory();
  const [personId, setPersonId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState('1');
  const failure = checkOut.error;
  const fieldError = (field: string) => fieldProblemText(failure, field);
  // The refusal is read from the mutation; the single flight only keeps a second press from sending.
  const submit = useSingleFlight((userId: string, close: () => void) => checkOut.mutateAsync({ id: accessory.id, userId, quantity: Number(quantity) }).then(close, () => undefined));
  return (
    <DialogTrigger
      onOpenChange={(open) => {
        if (!open) return;
        checkOut.reset();
        setPersonId(null);
        setQuantity('1');
      }}
    >
      <RippleButton className="button" aria-label={t('checkOut.openLabel', { name: accessory.name })}>
        {t('checkOut.open')}
      </RippleButton>
      <ModalDialog title={t('checkOut.title', { name: accessory.name })}>
        {(close) => (
          <Form
            className="form"
            validationBehavior="aria"
            onSubmit={(event) => {
              event.preventDefault();
              if (personId) void submit.run(personId, close);
            }}
          >
            <p>{t('stock.availableOf', { available: accessory.available, total: accessory.total })}</p>
            <PersonPicker selectedId={personId} onSelect={(person) => setPersonId(person?.id ?? null)} isRequired error={fieldError('userId')} />
            <TextInput label={t('checkOut.quantity')} inputMode="numeric" isRequired value={quantity} onChange={setQuantity} error={fieldError('quantity')} />
            <FormError>{failure && !fieldError('quantity') && !fieldError('userId') && problemText(failure)}</FormError>
            <FormButtons cancel={{ onPress: close }} submitLabel={t('checkOut.confirm')} pending={submit.pending} isDisabled={!personId} />
          </Form>
        )}
      </ModalDialog>
    </DialogTrigger>
  );
}
