import { useState } from 'react';
import { Form, Radio, RadioGroup, Label } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { NotesField } from '../../../../ui/kit/notes-field';
import { useVersionedSave } from '../../../../ui/kit/use-versioned-save';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { useUnsavedChanges } from '../../../../ui/routing/use-unsaved-changes';
import type { AgentTicketDetail, DeskOptions } from '../../application/ports/admin-tickets-gateway';
import { isClosedCategory } from '../../domain/ticket-status';
import { useAddTicketMessage, useAdminTicketsGateway, useLatestAgentTicket } from '../queries/admin-tickets';
import { AttachmentPicker, useAttachments } from '../requester/attachment-picker';

type Visibility = 'public' | 'internal';

/**
 * Where an agent writes: a public reply (mailed to the requester and the people in copy) or an internal note (seen
 * by agents only), with files, and optionally a status the ticket moves to with it. What was typed stays after a
 * refusal; when someone changed the ticket meanwhile, the same message can be sent again over their version.
 */
export function TicketComposer({
  ticket,
  options,
  propertiesUnsaved,
}: {
  ticket: AgentTicketDetail;
  options: DeskOptions | undefined;
  /** The properties beside hold changes not saved: sending asks first, since the message does not carry them. */
  propertiesUnsaved: boolean;
}) {
  const { t } = useTranslation('service-desk-admin');
  const [asking, setAsking] = useState(false);
  const [visibility, setVisibility] = useState<Visibility>('public');
  const [body, setBody] = useState('');
  const [statusId, setStatusId] = useState('');
  const gateway = useAdminTicketsGateway();
  const attachments = useAttachments((upload) => gateway.upload(upload));
  const send = useAddTicketMessage(ticket.id);
  const latest = useLatestAgentTicket(ticket.id);
  const save = useVersionedSave({
    record: ticket,
    save: (version) =>
      send.mutateAsync({ body: body.trim(), visibility, attachmentIds: attachments.ids, version, ...(statusId && { statusId }) }),
    fetchLatest: latest,
    onSaved: () => {
      setBody('');
      setStatusId('');
      attachments.clear();
    },
  });
  useUnsavedChanges((body.trim() !== '' || attachments.ids.length > 0) && !save.pending);
  const internal = visibility === 'internal';
  // A message cannot confirm resolving a request still awaiting approval; the properties panel asks for that.
  const pending = ticket.approvalState === 'pending';
  const statuses = (options?.statuses ?? []).filter((status) => !pending || !isClosedCategory(status.category));
  return (
    <section className={`panel ticket-composer ticket-composer--${visibility}`} aria-labelledby="ticket-composer">
      <h2 id="ticket-composer">{t('composer.title')}</h2>
      <Form
        className="form form--short"
        onSubmit={(event) => {
          event.preventDefault();
          if (propertiesUnsaved && !asking) setAsking(true);
          else {
            setAsking(false);
            save.onSubmit();
          }
        }}
      >
        <RadioGroup className="field composer-kind" orientation="horizontal" value={visibility} onChange={(value) => setVisibility(value as Visibility)}>
          <Label>{t('composer.kind')}</Label>
          <div className="composer-kind__choices">
            <Radio value="public" className="composer-kind__choice">
              {t('composer.public')}
            </Radio>
            <Radio value="internal" className="composer-kind__choice">
              {t('composer.internal')}
            </Radio>
          </div>
        </RadioGroup>
        <p className="muted">{t(internal ? 'composer.internalHint' : 'composer.publicHint')}</p>
        <NotesField label={t(internal ? 'composer.noteBody' : 'composer.replyBody')} value={body} onChange={setBody} error={save.fieldError('body')} />
        <AttachmentPicker attachments={attachments} />
        <label className="field">
          <span>{t('composer.thenStatus')}</span>
          <select className="input" value={statusId} onChange={(event) => setStatusId(event.target.value)}>
            <option value="">{t('composer.keepStatus')}</option>
            {statuses.map((status) => (
              <option key={status.id} value={status.id}>
                {status.name}
              </option>
            ))}
          </select>
        </label>
        {pending && <p className="field__hint">{t('composer.pendingHint')}</p>}
        {asking && propertiesUnsaved && (
          <div className="confirm-panel" role="alert">
            <p>{t('composer.propertiesUnsaved')}</p>
            <div className="form-actions">
              <RippleButton className="button" onPress={() => setAsking(false)}>
                {t('composer.backToProperties')}
              </RippleButton>
              <RippleButton type="submit" className="button button--primary" isPending={save.pending}>
                {t(internal ? 'composer.addNoteWithout' : 'composer.sendWithout')}
              </RippleButton>
            </div>
          </div>
        )}
        <FormError>{save.error}</FormError>
        {save.theirs && <p className="their-value">{t('composer.changedMeanwhile')}</p>}
        <FormButtons
          pending={save.pending}
          isDisabled={!body.trim() || attachments.busy}
          submitLabel={t(internal ? 'composer.addNote' : 'composer.sendReply')}
          onReapply={save.theirs && save.reapply}
        />
      </Form>
    </section>
  );
}
