import { useState } from 'react';
import { Dialog, DialogTrigger, Form, Heading, Modal, TextArea, TextField, Label } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { TextInput } from '../../../components/text-input';
import { RippleButton } from '../../../feedback/ripple-button';
import { PersonPicker } from '../shared/pickers';
import { problemText } from '../../../components/problem-text';
import { FormButtons } from '../shared/form-buttons';

export interface Move {
  readonly assigneeId: string | null;
  readonly location: string | null;
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
  const [assigneeId, setAssigneeId] = useState<string | null>(null);
  const [location, setLocation] = useState('');
  const [note, setNote] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reset = () => {
    setAssigneeId(null);
    setLocation('');
    setNote('');
    setFailure(null);
  };
  return (
    <DialogTrigger onOpenChange={reset}>
      <RippleButton className="button">{label}</RippleButton>
      <Modal className="modal" isDismissable>
        <Dialog className="dialog">
          {({ close }) => (
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
                  await onMove({ assigneeId, location: location.trim() || null, note: note.trim() || null });
                  close();
                } catch (error) {
                  setFailure(problemText(t, error));
                } finally {
                  setPending(false);
                }
              }}
            >
              <Heading slot="title">{title}</Heading>
              {asksPerson && <PersonPicker isRequired selectedId={assigneeId} onSelect={(option) => setAssigneeId(option?.id ?? null)} />}
              {asksLocation && <TextInput label={t('move.location')} description={t('move.locationHint')} value={location} onChange={setLocation} />}
              <TextField className="field" value={note} onChange={setNote}>
                <Label>{t('move.note')}</Label>
                <TextArea className="input" rows={3} />
              </TextField>
              <FormError>{failure}</FormError>
              <FormButtons cancel={{ onPress: close }} submitLabel={label} pending={pending} />
            </Form>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
