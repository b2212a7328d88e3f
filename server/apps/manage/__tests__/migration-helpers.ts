import { parseCsvText } from '../../../../src/adapters/imports/papaparse-csv';
import { suggestKind, type ImportKind } from '../../../../src/apps/manage/domain/import-fields';
import { migrationBody, planImport, suggestSetup } from '../../../../src/apps/manage/domain/import-plan';

/** A file read the way the import screen reads it, with the choices the screen suggests. */
export function readAsTheScreenDoes(text: string, kind?: ImportKind) {
  const table = parseCsvText(text);
  const setup = suggestSetup(table, kind ?? suggestKind(table.header!.cells));
  const plan = planImport(table, setup);
  if (!plan.ok) throw new Error(JSON.stringify(plan.problems));
  return migrationBody(setup.kind, plan.rows);
}
