import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { ChoiceField } from '../../../../ui/kit/choice-field';
import { NotesField } from '../../../../ui/kit/notes-field';
import { QueryView } from '../../../../ui/kit/query-view';
import { TextInput } from '../../../../ui/kit/text-input';
import { useSubmit } from '../../../../ui/kit/use-submit';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import type { Catalogue } from '../../application/ports/requester-tickets-gateway';
import type { Impact } from '../../application/ports/ticket-views';
import type { RequesterSlug } from '../../domain/slug';
import { useCatalogue, useCreateTicket, useMyDevices, useUploadAttachment } from '../queries/use-requester-tickets';
import { AttachmentPicker, useAttachments } from './attachment-picker';
import { RequesterFrame } from './requester-frame';
import { deskPaths } from './requester-paths';
import { requesterSlugOf } from './requester-slug';
import { useUnsavedValues } from '../../../../ui/routing/use-unsaved-changes';

type ProblemField = 'subject' | 'categoryId' | 'impact' | 'description';

/** report-problem: what is wrong, where, how far it reaches, with screenshots; sent, it opens the new ticket. */
export default function ReportProblemScreen({ match }: ScreenProps) {
  const { t } = useTranslation('service-desk-requester');
  const slug = requesterSlugOf(match);
  const catalogue = useCatalogue(slug);
  return (
    <RequesterFrame slug={slug} title={t('problem.title')} lead={t('problem.lead')}>
      <QueryView query={catalogue}>{(loaded) => <ProblemForm slug={slug} catalogue={loaded} />}</QueryView>
    </RequesterFrame>
  );
}

function ProblemForm({ slug, catalogue }: { slug: RequesterSlug; catalogue: Catalogue }) {
  const { t } = useTranslation(['service-desk-requester', 'service-desk']);
  const [, navigate] = useLocation();
  const categories = catalogue.categories.filter((category) => category.forProblems);
  const [subject, setSubject] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [impact, setImpact] = useState<Impact | ''>('');
  const [description, setDescription] = useState('');
  const [assetId, setAssetId] = useState('');
  const devices = useMyDevices(slug).data?.items ?? [];
  const [missing, setMissing] = useState<readonly ProblemField[]>([]);
  const attachments = useAttachments(useUploadAttachment(slug));
  const create = useCreateTicket(slug);
  const submit = useSubmit(async () => {
    const blank = (
      [
        ['subject', subject.trim()],
        ['categoryId', categoryId],
        ['impact', impact],
        ['description', description.trim()],
      ] as const
    ).flatMap(([field, value]) => (value ? [] : [field]));
    setMissing(blank);
    if (blank.length > 0 || !impact) return;
    const ticket = await create.mutateAsync({
      serviceType: 'problem',
      subject: subject.trim(),
      categoryId,
      impact,
      description: description.trim(),
      attachmentIds: attachments.ids,
      ...(assetId && { assetId }),
    });
    navigate(deskPaths(slug).ticket(ticket.id));
  });
  useUnsavedValues([subject, categoryId, impact, description, assetId, attachments.ids], ['', '', '', '', '', []], submit.pending);
  const errorOf = (field: ProblemField) => (missing.includes(field) ? t(`problem.missing.${field}`) : submit.fieldError(field));
  return (
    <Form className="form" validationBehavior="aria" onSubmit={(event) => void submit.onSubmit(event)}>
      <div className="form-grid">
        <TextInput label={t('problem.subject')} isRequired value={subject} onChange={setSubject} error={errorOf('subject')} />
        <ChoiceField
          label={t('problem.category')}
          value={categoryId}
          onChange={setCategoryId}
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
          emptyLabel={t('request.choose')}
          isRequired
          error={errorOf('categoryId')}
        />
        <ChoiceField
          label={t('problem.impact')}
          value={impact}
          onChange={(value) => setImpact(catalogue.impacts.find((each) => each === value) ?? '')}
          options={catalogue.impacts.map((each) => ({ value: each, label: t(`service-desk:impact.${each}`) }))}
          emptyLabel={t('request.choose')}
          isRequired
          error={errorOf('impact')}
        />
        {devices.length > 0 && (
          <ChoiceField
            label={t('problem.device')}
            value={assetId}
            onChange={setAssetId}
            options={devices.map((device) => ({ value: device.id, label: t('problem.deviceName', { tag: device.assetTag, model: device.model }) }))}
            emptyLabel={t('problem.noDevice')}
            error={submit.fieldError('assetId')}
          />
        )}
      </div>
      <NotesField label={t('problem.description')} value={description} onChange={setDescription} error={errorOf('description')} />
      <AttachmentPicker attachments={attachments} label={t('problem.attachments')} />
      <FormError>{submit.error}</FormError>
      <FormButtons cancel={{ href: deskPaths(slug).home }} submitLabel={t('problem.submit')} pending={submit.pending} isDisabled={attachments.busy} />
    </Form>
  );
}
