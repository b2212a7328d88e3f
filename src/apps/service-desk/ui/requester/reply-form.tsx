import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { NotesField } from '../../../../ui/kit/notes-field';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { Attachment, AttachmentUpload, ReplyInput } from '../../application/ports/ticket-views';
import { AttachmentPicker, useAttachments } from './attachment-picker';
import { useUnsavedValues } from '../../../../ui/routing/use-unsaved-changes';

/** The answer box under the conversation: text and files; emptied once the reply is sent. */
export function ReplyForm({
  upload,
  send,
  reopens,
}: {
  upload: (file: AttachmentUpload) => Promise<Attachment>;
  send: (reply: ReplyInput) => Promise<unknown>;
  /** Whether the ticket is closed, so that a reply reopens it (or opens a new one, per the team). */
  reopens: boolean;
}) {
  const { t } = useTranslation('service-desk');
  const [body, setBody] = useState('');
  const [empty, setEmpty] = useState(false);
  const attachments = useAttachments(upload);
  const submit = useSubmit(async () => {
    if (!body.trim()) {
      setEmpty(true);
      return;
    }
    await send({ body: body.trim(), attachmentIds: attachments.ids });
    setBody('');
    attachments.clear();
  });
  useUnsavedValues([body.trim(), attachments.ids], ['', []], submit.pending);
  return (
    <section className="panel desk-panel" aria-labelledby="desk-reply">
      <h2 id="desk-reply">{t('reply.title')}</h2>
      {reopens && <p className="muted">{t('reply.reopens')}</p>}
      <Form className="form" validationBehavior="aria" onSubmit={(event) => void submit.onSubmit(event)}>
        <NotesField
          label={t('reply.body')}
          value={body}
          onChange={(value) => {
            setBody(value);
            setEmpty(false);
          }}
          error={empty ? t('reply.empty') : submit.fieldError('body')}
        />
        <AttachmentPicker attachments={attachments} />
        <FormError>{submit.error}</FormError>
        <FormButtons submitLabel={t('reply.send')} pending={submit.pending} isDisabled={attachments.busy} />
      </Form>
    </section>
  );
}
