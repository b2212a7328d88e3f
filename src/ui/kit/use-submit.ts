import { useState, type FormEvent } from 'react';
import { useProblemText } from './problem-text';
import { useSingleFlight } from './use-single-flight';

/**
 * A form's submission: pending while it runs (once at a time), and on failure the sentence to show and the
 * server's message per field. What was typed stays in the form.
 */
export function useSubmit(action: () => Promise<unknown>) {
  const { problemText, fieldProblemText } = useProblemText();
  const [failure, setFailure] = useState<unknown>(null);
  const { pending, run } = useSingleFlight(async () => {
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(error);
    }
  });
  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    await run();
  };
  return {
    pending,
    onSubmit,
    error: failure === null ? null : problemText(failure),
    fieldError: (field: string) => fieldProblemText(failure, field),
  };
}
