import { RequestProblem } from '../../../../application/errors/request-problem';
import type { LineProblem } from './import-problem-list';

const ROW_PATH = /^body\.rows\.(\d+)/;
const LINE_PREFIX = /^line (\d+):\s*/i;

/**
 * The server's refusal of a batch, line by line: each problem names the row by its index in the request
 * (body.rows.3) and usually the line in its message ("line 5: ..."); the line is kept apart from the reason.
 */
export function serverImportProblems(error: unknown, rows: readonly { readonly line: number }[]): LineProblem[] {
  if (!(error instanceof RequestProblem) || error.fields.length === 0) return [];
  return error.fields.map(({ path, message }) => {
    const named = LINE_PREFIX.exec(message);
    const index = ROW_PATH.exec(path)?.[1];
    const line = named ? Number(named[1]) : index !== undefined ? (rows[Number(index)]?.line ?? null) : null;
    return { line, reason: message.replace(LINE_PREFIX, '') };
  });
}
