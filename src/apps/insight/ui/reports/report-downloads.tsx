import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { download } from '../../../../ui/kit/download';
import { FormError } from '../../../../ui/kit/form-error';
import { useProblemText } from '../../../../ui/kit/problem-text';
import type { ReportQuery } from '../../application/ports/report-gateway';
import { useReportFile } from '../queries/reports';

const TYPES = { csv: 'text/csv;charset=utf-8', pdf: 'application/pdf' } as const;

/**
 * The server's CSV and PDF of the report as shown (its filters), each button held while its file is being made; the
 * buttons go with the screen's actions, a failure under its header.
 */
export function useReportDownloads(query: ReportQuery, disabled: boolean) {
  const { t } = useTranslation('insight-reports');
  const { problemText } = useProblemText();
  const csv = useReportFile('csv');
  const pdf = useReportFile('pdf');
  const failed = [csv, pdf].find((file) => file.isError)?.error;
  const button = (format: 'csv' | 'pdf', file: typeof csv, other: typeof csv) => (
    <RippleButton
      className="button"
      isDisabled={disabled}
      isPending={file.isPending}
      onPress={() => {
        // A new try clears the other file's old failure, so the message is always about the last press.
        other.reset();
        file.mutate(query, { onSuccess: (answer) => download(answer.filename, answer.bytes.slice().buffer, TYPES[format]) });
      }}
    >
      {t(`downloads.${format}`)}
    </RippleButton>
  );
  return {
    buttons: (
      <>
        {button('csv', csv, pdf)}
        {button('pdf', pdf, csv)}
      </>
    ),
    error: failed ? <FormError>{t('downloads.failed', { reason: problemText(failed) })}</FormError> : null,
  };
}
