import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { ModalDialog } from '../../../../ui/kit/modal-dialog';
import { RadioGroupField } from '../../../../ui/kit/radio-group-field';
import { ErrorState, LoadingState } from '../../../../ui/kit/states';
import { useSubmit } from '../../../../ui/kit/use-submit';
import { formatTimestamp } from '../../../../ui/kit/format';
import type { SavedReport } from '../../application/ports/saved-report-gateway';
import type { ReportFormat } from '../../domain/schedules/report-schedule';
import { useReportReaders, useScheduleReport, useUnscheduleReport } from '../queries/saved-reports';
import { DayField, FormatsField, HourField, RecipientsField, WeekdayField } from './schedule-fields';

function ScheduleForm({ report, close }: { report: SavedReport; close: () => void }) {
  const { t, i18n } = useTranslation('insight');
  const current = report.schedule;
  const [cadence, setCadence] = useState<'weekly' | 'monthly'>(current?.cadence ?? 'weekly');
  const [weekday, setWeekday] = useState(current?.cadence === 'weekly' ? current.weekday : 1);
  const [day, setDay] = useState(current?.cadence === 'monthly' ? current.day : 1);
  const [hour, setHour] = useState(current?.hour ?? 8);
  const [formats, setFormats] = useState<ReportFormat[]>([...(current?.formats ?? ['pdf'])]);
  const [recipientIds, setRecipientIds] = useState<string[]>([...(current?.recipientIds ?? [])]);
  const readers = useReportReaders();
  const schedule = useScheduleReport();
  const unschedule = useUnscheduleReport();
  const submit = useSubmit(async () => {
    const when = cadence === 'weekly' ? { cadence, weekday, hour } : { cadence, day, hour };
    await schedule.mutateAsync({ id: report.id, draft: { ...when, formats, recipientIds, version: current?.version ?? null } });
    close();
  });
  const stop = useSubmit(async () => {
    if (!current) return;
    await unschedule.mutateAsync({ id: report.id, version: current.version });
    close();
  });
  const missing = formats.length === 0 ? t('saved.schedule.noFormat') : recipientIds.length === 0 ? t('saved.schedule.noRecipient') : null;
  return (
    <Form className="form" onSubmit={submit.onSubmit}>
      {current && <p>{t('saved.schedule.nextRun', { at: formatTimestamp(current.nextRunAt, i18n.language) })}</p>}
      <RadioGroupField
        label={t('saved.schedule.cadence')}
        orientation="horizontal"
        value={cadence}
        onChange={setCadence}
        options={[
          { value: 'weekly', label: t('saved.schedule.weekly') },
          { value: 'monthly', label: t('saved.schedule.monthly') },
        ]}
      />
      {cadence === 'weekly' ? <WeekdayField value={weekday} onChange={setWeekday} /> : <DayField value={day} onChange={setDay} />}
      <HourField value={hour} onChange={setHour} zone={current?.timeZone ?? null} />
      <FormatsField chosen={formats} onChange={setFormats} error={submit.fieldError('formats')} />
      {readers.isPending ? (
        <LoadingState label={t('saved.schedule.readersLoading')} rows={2} />
      ) : readers.isError ? (
        <ErrorState message={t('saved.schedule.readersError')} onRetry={() => void readers.refetch()} />
      ) : (
        <RecipientsField readers={readers.data.items} chosen={recipientIds} onChange={setRecipientIds} error={submit.fieldError('recipientIds')} />
      )}
      <FormError>{submit.error ?? stop.error ?? missing}</FormError>
      <FormButtons cancel={{ onPress: close }} pending={submit.pending || stop.pending} isDisabled={missing !== null} submitLabel={t('saved.schedule.submit')}>
        {current && (
          <RippleButton className="button button--danger" onPress={() => void stop.onSubmit()} isDisabled={stop.pending}>
            {t('saved.schedule.stop')}
          </RippleButton>
        )}
      </FormButtons>
    </Form>
  );
}

/**
 * "Schedule by mail": weekly or monthly at an hour of the organisation's zone, as CSV and/or PDF, to people of the
 * organisation; opened for a saved report its reader may change.
 */
export function ScheduleDialog({ report }: { report: SavedReport }) {
  const { t } = useTranslation('insight');
  const [open, setOpen] = useState(false);
  return (
    // Opened by state, not a DialogTrigger around the form: its radio group must not take the trigger's aria-expanded.
    <>
      <RippleButton className="button" onPress={() => setOpen(true)} isDisabled={!report.editable} aria-label={t('saved.schedule.openNamed', { name: report.name })}>
        {t('saved.schedule.open')}
      </RippleButton>
      <ModalDialog title={t('saved.schedule.title', { name: report.name })} isOpen={open} onOpenChange={setOpen}>
        {(close) => <ScheduleForm report={report} close={close} />}
      </ModalDialog>
    </>
  );
}
