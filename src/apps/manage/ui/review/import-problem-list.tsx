import { useTranslation } from 'react-i18next';

export interface LineProblem {
  readonly line: number | null;
  readonly reason: string;
}

/** Every problem of a file with the line to fix, in the order of the file. */
export function ImportProblemList({ title, problems }: { title: string; problems: readonly LineProblem[] }) {
  const { t } = useTranslation('manage-review');
  return (
    <div className="import-problems" role="alert">
      <p className="import-problems__title">{title}</p>
      <ul>
        {problems.map((problem, index) => (
          <li key={index}>
            {problem.line !== null && <span className="import-problems__line">{t('upload.line', { line: problem.line })}</span>} {problem.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}
