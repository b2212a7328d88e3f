import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CSV_PARSER, type CsvParserPort } from '../../../../application/ports/csv-parser-port';
import { FileDropZone } from '../../../../ui/kit/file-drop-zone';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { NotesField } from '../../../../ui/kit/notes-field';
import { useSubmit } from '../../../../ui/kit/use-submit';
import { useService } from '../../../../ui/services/service-context';
import { LOOP_DEVICE_TYPES, type LoopDeviceType } from '../../domain/loop-device';
import { loopDeviceRowsOf, type LoopRowsPlan } from '../../domain/loop-device-rows';
import { useAddLoopDevices } from '../queries/loop';
import { ChoiceField } from '../../../../ui/kit/choice-field';

const SERIAL_FILE_TYPES = ['.csv', '.txt', 'text/csv', 'text/plain'];

/**
 * Many devices at once: serials pasted (a column from a spreadsheet, or a line of them) or a CSV file with a serial
 * column and optional type, grade and disposition. The list is read and checked here, every problem shown with its
 * line, before anything is sent; serials the campaign already holds are named back, not added twice.
 */
export function LoopBulkAdd({ campaignId, close }: { campaignId: string; close: () => void }) {
  const { t } = useTranslation('campaigns-loop');
  const parser = useService<CsvParserPort>(CSV_PARSER);
  const add = useAddLoopDevices(campaignId);
  const [type, setType] = useState<LoopDeviceType>('laptop');
  const [text, setText] = useState('');
  const [plan, setPlan] = useState<LoopRowsPlan | null>(null);
  const [repeated, setRepeated] = useState<readonly string[] | null>(null);

  const read = async (source: Blob | string, as: LoopDeviceType = type) => {
    setRepeated(null);
    setPlan(source === '' ? null : loopDeviceRowsOf(await parser.parse(source), as));
  };
  const submit = useSubmit(async () => {
    if (!plan || plan.rows.length === 0) return;
    const answer = await add.mutateAsync(plan.rows.map(({ serial, type: each, grade, disposition }) => ({ serial, type: each, grade, disposition })));
    if (answer.repeated.length === 0) close();
    else {
      setRepeated(answer.repeated);
      setPlan(null);
      setText('');
    }
  });
  const blocked = !plan || plan.rows.length === 0 || plan.problems.length > 0;

  return (
    <form className="form loop-bulk" onSubmit={(event) => void submit.onSubmit(event)} noValidate>
      {submit.error && <FormError>{submit.error}</FormError>}
      {repeated && <p role="status">{t('bulk.repeated', { count: repeated.length, serials: repeated.join(', ') })}</p>}
      <ChoiceField
        label={t('bulk.type')}
        value={type}
        onChange={(value) => {
          setType(value as LoopDeviceType);
          void read(text, value as LoopDeviceType);
        }}
        options={LOOP_DEVICE_TYPES.map((each) => ({ value: each, label: t(`types.${each}`) }))}
      />
      <NotesField
        label={t('bulk.serials')}
        value={text}
        onChange={(value) => {
          setText(value);
          void read(value);
        }}
      />
      <FileDropZone
        label={t('bulk.file')}
        hint={t('bulk.fileHint')}
        acceptedTypes={SERIAL_FILE_TYPES}
        wrongType={t('bulk.wrongType')}
        onFiles={([file]) => {
          if (file) void read(file);
        }}
      />
      {plan && (
        <div aria-live="polite">
          <p>{t('bulk.found', { count: plan.rows.length })}</p>
          {plan.problems.length > 0 && (
            <ul className="loop-bulk__problems" aria-label={t('bulk.problems')}>
              {plan.problems.map((problem) => (
                <li key={`${problem.line}-${problem.code}-${problem.value}`}>
                  {t(`rowProblems.${problem.code}`, { line: problem.line, value: problem.value })}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <FormButtons cancel={{ onPress: close }} pending={submit.pending} isDisabled={blocked} submitLabel={t('bulk.submit', { count: plan?.rows.length ?? 0 })} />
    </form>
  );
}
