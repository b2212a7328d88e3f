import { useTranslation } from 'react-i18next';
import type { Job } from '../../../application/ports/jobs-gateway';
import { RippleButton } from '../../feedback/ripple-button';
import { Badge } from '../../kit/badge';
import { TimeText } from '../../kit/display';
import { FormError } from '../../kit/form-error';
import { useProblemText } from '../../kit/problem-text';
import { QueryView } from '../../kit/query-view';
import { RecordTable, type RecordColumn } from '../../kit/record-table';
import { useFailedJobs, useRetryJob } from '../../queries/use-jobs';

/**
 * For admins: background work that failed for good (a mail the mail server kept refusing), why, and a way to try
 * it again once the cause is fixed.
 */
export function FailedJobsSection() {
  const { t } = useTranslation('shell');
  const { problemText } = useProblemText();
  const failed = useFailedJobs();
  const retry = useRetryJob();
  const kindOf = (job: Job) => t(`failedJobs.kinds.${job.kind}`, { defaultValue: job.kind });
  const columns: RecordColumn<Job>[] = [
    {
      header: t('failedJobs.job'),
      cell: (job) => (
        <>
          {kindOf(job)}
          {job.target && <span className="muted"> · {job.target}</span>}
        </>
      ),
    },
    { header: t('failedJobs.failedAt'), cell: (job) => <TimeText at={job.updatedAt} /> },
    {
      header: t('failedJobs.attempts'),
      cell: (job) => <Badge tone="danger">{t('failedJobs.attemptsOf', { attempts: job.attempts, max: job.maxAttempts })}</Badge>,
    },
    { header: t('failedJobs.reason'), cell: (job) => job.lastError ?? t('failedJobs.noReason') },
    {
      header: t('failedJobs.actions'),
      hiddenHeader: true,
      cell: (job) => (
        <RippleButton
          className="button"
          aria-label={t('failedJobs.retryLabel', { job: job.target ? `${kindOf(job)} · ${job.target}` : kindOf(job) })}
          isPending={retry.isPending && retry.variables === job.id}
          onPress={() => retry.mutate(job.id)}
        >
          {t('failedJobs.retry')}
        </RippleButton>
      ),
    },
  ];
  return (
    <section className="panel" aria-labelledby="settings-failed-jobs">
      <h2 id="settings-failed-jobs">{t('failedJobs.title')}</h2>
      <p className="muted">{t('failedJobs.intro')}</p>
      <FormError>{retry.isError && problemText(retry.error)}</FormError>
      {retry.isSuccess && <p role="status">{t('failedJobs.retried')}</p>}
      <QueryView query={failed} isEmpty={(page) => page.items.length === 0} empty={t('failedJobs.none')}>
        {(page) => (
          <>
            <RecordTable label={t('failedJobs.title')} columns={columns} rows={page.items} rowKey={(job) => job.id} />
            {page.total > page.items.length && <p className="muted">{t('failedJobs.more', { shown: page.items.length, total: page.total })}</p>}
          </>
        )}
      </QueryView>
    </section>
  );
}
