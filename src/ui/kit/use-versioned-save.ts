import { useState, type FormEvent } from 'react';
import { isProblemOfType } from '../../application/errors/request-problem';
import { useProblemText } from './problem-text';
import { useSingleFlight } from './use-single-flight';

/**
 * Saving a record someone else may be editing. The save names the version the form was opened with; when the
 * server answers 412 the newest record is fetched and kept as `theirs`, the form keeps what was typed, and
 * `reapply` saves the typed values again over their version. Nothing is overwritten without the person
 * seeing what they would overwrite.
 */
export function useVersionedSave<Record extends { readonly version: number }, Saved>({
  record,
  save,
  fetchLatest,
  onSaved,
}: {
  record: Record;
  save: (version: number) => Promise<Saved>;
  fetchLatest: () => Promise<Record>;
  onSaved?: (saved: Saved) => void;
}) {
  const { problemText, fieldProblemText } = useProblemText();
  const [theirs, setTheirs] = useState<Record | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const { pending, run } = useSingleFlight(async (version: number) => {
    setFailure(null);
    try {
      const saved = await save(version);
      setTheirs(null);
      onSaved?.(saved);
    } catch (error) {
      if (isProblemOfType(error, 'stale-version')) setTheirs(await fetchLatest().catch(() => null));
      setFailure(error);
    }
  });

  return {
    pending,
    /** The newest record on the server after a 412; null until then. */
    theirs,
    error: failure === null ? null : problemText(failure),
    fieldError: (field: string) => fieldProblemText(failure, field),
    onSubmit: (event?: FormEvent) => {
      event?.preventDefault();
      void run((theirs ?? record).version);
    },
    /** Save the typed values over the version just fetched. */
    reapply: () => (theirs ? run(theirs.version) : Promise.resolve()),
  };
}
