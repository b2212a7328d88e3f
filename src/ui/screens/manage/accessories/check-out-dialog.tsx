import { useState } from 'react';
import { Dialog, DialogTrigger, Form, Heading, Modal } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Accessory } from '../../../../application/ports/manage/accessories-gateway';
import { FormError } from '../../../components/form-error';
import { TextInput } from '../../../components/text-input';
import { RippleButton } from '../../../feedback/ripple-button';
import { useCheckOutAccessory } from '../../../queries/manage/use-accessories';
import { PersonPicker } from '../shared/pickers';
import { fieldProblemText, problemText } from '../../../components/problem-text';
import { FormButtons } from '../shared/form-buttons';

/**
 * Hands units of an accessory to a person. The server has the last word on stock (another person may take
 * the last units first), so its refusal is shown in the dialog, which stays open.
 */
export function CheckOutDialog({ accessory }: { accessory: Accessory }) {
  const { t } = useTranslation(['manage-accessories', 'manage']);
  const checkOut = useCheckOutAccessory();
  const [personId, setPersonId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState('1');
  const failure = checkOut.error;
  const fieldError = (field: string) => fieldProblemText(t, failure, field);
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
      <Modal className="modal" isDismissable>
        <Dialog className="dialog">
          {({ close }) => (
            <Form
              className="form"
              validationBehavior="aria"
              onSubmit={(event) => {
                event.preventDefault();
                if (!personId) return;
                checkOut.mutate({ id: accessory.id, userId: personId, quantity: Number(quantity) }, { onSuccess: close });
              }}
            >
              <Heading slot="title">{t('checkOut.title', { name: accessory.name })}</Heading>
              <p>{t('stock.availableOf', { available: accessory.available, total: accessory.total })}</p>
              <PersonPicker selectedId={personId} onSelect={(person) => setPersonId(person?.id ?? null)} isRequired error={fieldError('userId')} />
              <TextInput label={t('checkOut.quantity')} inputMode="numeric" isRequired value={quantity} onChange={setQuantity} error={fieldError('quantity')} />
              <FormError>{failure && !fieldError('quantity') && !fieldError('userId') && problemText(t, failure)}</FormError>
              <FormButtons cancel={{ onPress: close }} submitLabel={t('checkOut.confirm')} pending={checkOut.isPending} isDisabled={!personId} />
            </Form>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
