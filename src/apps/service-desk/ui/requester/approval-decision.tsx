import { useState } from 'react';
import { DialogTrigger, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { ModalDialog } from '../../../../ui/kit/modal-dialog';
import { NotesField } from '../../../../ui/kit/notes-field';
import { useSubmit } from '../../../../ui/kit/use-submit';

type Decide = (vote: { decision: 'accepted' | 'refused'; reason?: string }) => Promise<unknown>;

/** An approver's two answers: accept at once, or refuse with the reason the requester will read. */
export function ApprovalDecision({ subject, decide }: { subject: string; decide: Decide }) {
  const { t } = useTranslation('service-desk');
  const accept = useSubmit(() => decide({ decision: 'accepted' }));
  return (
    <div className="row-actions">
      <RippleButton className="button button--primary button--small" isPending={accept.pending} aria-label={t('decide.acceptOne', { subject })} onPress={() => void accept.onSubmit()}>
        {t('decide.accept')}
      </RippleButton>
      <DialogTrigger>
        <RippleButton className="button button--small" aria-label={t('decide.refuseOne', { subject })}>
          {t('decide.refuse')}
        </RippleButton>
        <ModalDialog title={t('decide.refuseTitle', { subject })}>{(close) => <RefusalForm decide={decide} close={close} />}</ModalDialog>
      </DialogTrigger>
      <FormError>{accept.error}</FormError>
    </div>
  );
}

function RefusalForm({ decide, close }: { decide: Decide; close: () => void }) {
  const { t } = useTranslation('service-desk');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const refuse = useSubmit(async () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    await decide({ decision: 'refused', reason: reason.trim() });
    close();
  });
  return (
    <Form className="form" validationBehavior="aria" onSubmit={(event) => void refuse.onSubmit(event)}>
      <NotesField label={t('decide.reason')} value={reason} onChange={setReason} error={missing ? t('decide.reasonNeeded') : refuse.fieldError('reason')} />
      <FormError>{refuse.error}</FormError>
      <FormButtons cancel={{ onPress: close }} submitLabel={t('decide.refuse')} pending={refuse.pending} />
    </Form>
  );
}
