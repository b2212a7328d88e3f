import { useState } from 'react';
import { DialogTrigger, Form, TextArea, TextField, Label } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../ui/kit/form-error';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { PersonPicker, PlacePicker } from '../shared/pickers';
import type { PlaceRef } from '../../application/ports/places-gateway';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { ModalDialog } from '../../../../ui/kit/modal-dialog';

interface Move {
  readonly assigneeId: string | null;
  readonly locationId: string | null;
  readonly note: string | null;
}

/**
 * Check-out, check-in and transfer share one dialog: a person when the asset goes to someone, a location
 * where it goes somewhere, a note always. A refusal stays in the dialog with its reason.
 */
export function AssetMoveDialog({
  label,
  title,
  asksPerson,
  asksLocation,
  onMove,
}: {
  label: string;
  title: string;
  asksPerson: boolean;
  asksLocation: boolean;
  onMove: (move: Move) => Promise<unknown>;
}) {
  const { t } = useTranslation(['manage-assets', 'manage']);
  const { problemText } = useProblemText();
  const [assigneeId, setAssigneeId] = useState<string | null>(null);
  const [place, setPlace] = useState<PlaceRef | null>(null);
  const [note, setNote] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reset = () => {
    setAssigneeId(null);
    setPlace(null);
    setNote('');
    setFailure(null);
  };
  return (
    <DialogTrigger onOpenChange={reset}>
      <RippleButton className="button">{label}</RippleButton>
      <ModalDialog title={title}>
        {(close) => (
          <Form
            className="form"
            onSubmit={async (event) => {
              event.preventDefault();
              if (asksPerson && !assigneeId) {
                setFailure(t('move.choosePerson'));
                return;
              }
              setPending(true);
              setFailure(null);
              try {
                await onMove({ assigneeId, locationId: place?.id ?? null, note: note.trim() || null });
                close();
              } catch (error) {
                setFailure(problemText(error));
              } finally {
                setPending(false);
              }
            }}
          >
            {asksPerson && <PersonPicker isRequired selectedId={assigneeId} onSelect={(option) => setAssigneeId(option?.id ?? null)} />}
            {asksLocation && <PlacePicker label={t('move.location')} description={t('move.locationHint')} selectedId={place?.id ?? null} selectedLabel={place?.name ?? ''} onSelect={setPlace} />}
            <TextField className="field" value={note} onChange={setNote}>
              <Label>{t('move.note')}</Label>
              <TextArea className="input" rows={3} />
            </TextField>
            <FormError>{failure}</FormError>
            <FormButtons cancel={{ onPress: close }} submitLabel={label} pending={pending} />
          </Form>
        )}
      </ModalDialog>
    </DialogTrigger>
  );
}
