import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Badge } from '../../../../ui/kit/badge';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { FormSection } from '../../../../ui/kit/form-layout';
import { NotesField } from '../../../../ui/kit/notes-field';
import { QueryView } from '../../../../ui/kit/query-view';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import type { RequestType } from '../../application/ports/requester-tickets-gateway';
import type { RequesterSlug } from '../../domain/slug';
import { useCatalogue, useCreateTicket, useUploadAttachment } from '../queries/use-requester-tickets';
import { AttachmentPicker, useAttachments } from './attachment-picker';
import { RequesterFrame } from './requester-frame';
import { deskPaths } from './requester-paths';
import { requesterSlugOf } from './requester-slug';
import { readAnswers, type AnswerProblem } from './service-answers';
import { ServiceFormField, type FieldValue } from './service-form-field';
import { useUnsavedValues } from '../../../../ui/routing/use-unsaved-changes';

/** request-service: pick a service from the catalogue, fill in its form, send it, and land on the new ticket. */
export default function RequestServiceScreen({ match }: ScreenProps) {
  const { t } = useTranslation('service-desk-requester');
  const slug = requesterSlugOf(match);
  const catalogue = useCatalogue(slug);
  const [chosenId, setChosenId] = useState<string | null>(null);
  return (
    <RequesterFrame slug={slug} title={t('request.title')} lead={t('request.lead')}>
      <QueryView query={catalogue} isEmpty={({ requestTypes }) => requestTypes.length === 0} empty={t('request.none')}>
        {({ requestTypes }) => {
          const chosen = requestTypes.find((type) => type.id === chosenId);
          return (
            <>
              <fieldset className="form-section desk-catalogue">
                <legend className="form-section__title">{t('request.pick')}</legend>
                <div className="desk-catalogue__choices">
                  {requestTypes.map((type) => (
                    <label key={type.id} className="surface desk-catalogue__choice">
                      <input type="radio" name="request-type" value={type.id} checked={type.id === chosenId} onChange={() => setChosenId(type.id)} />
                      <span className="desk-catalogue__name">{type.name}</span>
                      {type.description && <span className="muted">{type.description}</span>}
                      <span className="desk-badges">
                        {type.category && <Badge>{type.category.name}</Badge>}
                        {type.needsApproval && <Badge tone="warning">{t('request.needsApproval')}</Badge>}
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
              {/* A new form per service type: answers to one type's fields never carry over to another's. */}
              {chosen && <ServiceRequestForm key={chosen.id} slug={slug} type={chosen} />}
            </>
          );
        }}
      </QueryView>
    </RequesterFrame>
  );
}

function ServiceRequestForm({ slug, type }: { slug: RequesterSlug; type: RequestType }) {
  const { t } = useTranslation('service-desk-requester');
  const [, navigate] = useLocation();
  const [values, setValues] = useState<Readonly<Record<string, FieldValue>>>({});
  const [problems, setProblems] = useState<Readonly<Record<string, AnswerProblem>>>({});
  const [description, setDescription] = useState('');
  const attachments = useAttachments(useUploadAttachment(slug));
  const create = useCreateTicket(slug);
  const submit = useSubmit(async () => {
    const read = readAnswers(type.fields, values);
    if ('problems' in read) {
      setProblems(read.problems);
      return;
    }
    setProblems({});
    const ticket = await create.mutateAsync({
      serviceType: 'service',
      requestTypeId: type.id,
      answers: read.answers,
      attachmentIds: attachments.ids,
      ...(description.trim() && { description: description.trim() }),
    });
    navigate(deskPaths(slug).ticket(ticket.id));
  });
  useUnsavedValues([values, description, attachments.ids], [{}, '', []], submit.pending);
  const errorOf = (key: string) => {
    const problem = problems[key];
    return problem ? t(`request.problem.${problem}`) : submit.fieldError(`answers.${key}`);
  };
  return (
    <Form className="form" validationBehavior="aria" onSubmit={(event) => void submit.onSubmit(event)}>
      <FormSection title={type.name} description={type.description || undefined}>
        {type.fields.map((field) => (
          <ServiceFormField
            key={field.key}
            field={field}
            value={values[field.key]}
            onChange={(value) => setValues((before) => ({ ...before, [field.key]: value }))}
            error={errorOf(field.key)}
          />
        ))}
      </FormSection>
      <NotesField label={t('request.description')} value={description} onChange={setDescription} error={submit.fieldError('description')} />
      <AttachmentPicker attachments={attachments} />
      {type.needsApproval && <p className="muted">{t('request.approvalNote')}</p>}
      <FormError>{submit.error}</FormError>
      <FormButtons cancel={{ href: deskPaths(slug).home }} submitLabel={t('request.submit')} pending={submit.pending} isDisabled={attachments.busy} />
    </Form>
  );
}
