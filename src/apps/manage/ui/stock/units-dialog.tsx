import { useState, type ReactNode } from 'react';
import { DialogTrigger, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../ui/kit/form-error';
import { TextInput } from '../../../../ui/kit/text-input';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { ModalDialog } from '../../../../ui/kit/modal-dialog';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { useSingleFlight } from '../../../../ui/kit/use-single-flight';

/**
 * Issues, installs or removes units: who or what they go to (the picker a caller passes), and how many. The
 * server has the last word on the count (someone may take the last ones first): its refusal shows in the dialog,
 * which stays open with what was typed.
 */
export function UnitsDialog({
  label,
  ariaLabel,
  title,
  lead,
  target,
  needsTarget,
  withNote,
  onSend,
  onOpen,
}: {
  label: string;
  ariaLabel: string;
  title: string;
  lead: ReactNode;
  /** The person or asset picker, given the field error the server named. */
  target?: (error: string | undefined) => ReactNode;
  needsTarget: boolean;
  withNote?: boolean;
  onSend: (quantity: number, note: string | null) => Promise<unknown>;
  onOpen?: () => void;
}) {
  const { t } = useTranslation(['manage-consumables', 'manage']);
  const { problemText, fieldProblemText } = useProblemText();
  const [quantity, setQuantity] = useState('1');
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [unreadable, setUnreadable] = useState(false);
  const submit = useSingleFlight(async (close: () => void) => {
    const units = /^\d+$/.test(quantity.trim()) ? Number(quantity.trim()) : 0;
    setUnreadable(units < 1);
    if (units < 1) return;
    await onSend(units, note.trim() || null).then(close, setFailure);
  });
  const quantityError = unreadable ? t('form.atLeastOne') : fieldProblemText(failure, 'quantity');
  const targetError = fieldProblemText(failure, 'userId') ?? fieldProblemText(failure, 'assetId');
  return (
    <DialogTrigger
      onOpenChange={(open) => {
        if (!open) return;
        setQuantity('1');
        setNote('');
        setFailure(null);
        setUnreadable(false);
        onOpen?.();
      }}
    >
      <RippleButton className="button" aria-label={ariaLabel}>
        {label}
      </RippleButton>
      <ModalDialog title={title}>
        {(close) => (
          <Form
            className="form"
            validationBehavior="aria"
            onSubmit={(event) => {
              event.preventDefault();
              void submit.run(close);
            }}
          >
            <p>{lead}</p>
            {target?.(targetError)}
            <TextInput label={t('units.quantity')} inputMode="numeric" isRequired value={quantity} onChange={setQuantity} error={quantityError} />
            {withNote && <TextInput label={t('units.note')} value={note} onChange={setNote} />}
            <FormError>{failure && !quantityError && !targetError ? problemText(failure) : null}</FormError>
            <FormButtons cancel={{ onPress: close }} submitLabel={t('units.confirm')} pending={submit.pending} isDisabled={needsTarget} />
          </Form>
        )}
      </ModalDialog>
    </DialogTrigger>
  );
}
