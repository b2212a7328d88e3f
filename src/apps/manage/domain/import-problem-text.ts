import type { ImportProblem, ImportProblemCode } from './import-problems';

type Params = ImportProblem['params'];

const sentences: Readonly<Record<ImportProblemCode, (params: Params) => string>> = {
  'empty-file': () => 'the file has no rows',
  'malformed-csv': (p) => `the CSV is malformed (${p.reason})`,
  'missing-column': () => 'a required column is missing',
  'too-many-rows': (p) => `the file has ${p.count} rows; one import takes at most ${p.max}`,
  'missing-asset-tag': () => 'asset tag is missing',
  'missing-model': () => 'model is missing',
  'missing-value': () => 'a required value is missing',
  'invalid-count': (p) => `"${p.value}" is not a whole number`,
  'invalid-email': (p) => `"${p.value}" is not an email address`,
  'invalid-flag': (p) => `"${p.value}" is neither yes nor no`,
  'duplicate-value': (p) => `${p.value} repeats line ${p.firstLine}`,
  'invalid-date': (p) => `purchase date "${p.value}" is not a date`,
  'invalid-cost': (p) => `purchase cost "${p.value}" is not an amount`,
  'negative-cost': (p) => `purchase cost "${p.value}" is below zero`,
  'invalid-warranty-months': (p) => `warranty "${p.value}" is not a whole number of months`,
  'unknown-status': (p) => `status "${p.value}" is not known`,
  'duplicate-asset-tag': (p) => `asset tag ${p.value} repeats line ${p.firstLine}`,
  'duplicate-serial': (p) => `serial ${p.value} repeats line ${p.firstLine}`,
  'invalid-value': (p) => `"${p.value}" is refused: ${p.detail}`,
};

/**
 * A problem as one English sentence, for the API's answer and logs; the browser translates the code itself.
 */
export function describeImportProblem(problem: ImportProblem): string {
  return `line ${problem.line}: ${sentences[problem.code](problem.params)}`;
}
