import { useTranslation } from 'react-i18next';
import type { TraceFileProblem, TraceRefusal } from '../model/read-trace-file';
import { useMachineName } from './machine-name';

/** Words for a file that is no readable trace, naming the file so the person knows which one. */
export function useTraceFileProblemText(): (file: string, problem: TraceFileProblem) => string {
  const { t } = useTranslation('lab');
  return (file, problem) => {
    switch (problem.kind) {
      case 'not-json':
        return t('replay.problems.notJson', { file, detail: problem.detail });
      case 'not-a-trace':
        return t('replay.problems.notATrace', { file });
      case 'unsupported-format':
        return t('replay.problems.unsupportedFormat', { file, version: problem.formatVersion });
      case 'invalid':
        return t('replay.problems.invalid', {
          file,
          at: problem.at || '/',
          issue: t(`replay.issues.${problem.issue.code}`, { ...problem.issue }),
        });
    }
  };
}

/** Words for a trace the lab refuses to replay. */
export function useTraceRefusalText(): (refusal: TraceRefusal) => string {
  const { t } = useTranslation('lab');
  const machineName = useMachineName();
  return (refusal) =>
    refusal.kind === 'unknown-machine'
      ? t('replay.problems.unknownMachine', { machine: refusal.machineId })
      : t('replay.problems.versionMismatch', { ...refusal, machine: machineName(refusal.machineId) });
}
