import { useState, type FormEvent } from 'react';
import { useProblemText } from './problem-text';

/**
 * A form's submission: pending while it runs, and on failure the sentence to show and the server's
 * message per field. What was typed stays in the form.
 */
export function useSubmit(action: () => Promise<unknown>) {
  const { problemText, fieldProblemText } = useProblemText();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    setPending(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(error);
    } finally {
      setPending(false);
    }
  };
  return {
    pending,
    onSubmit,
    error: failure === null ? null : problemText(failure),
    fieldError: (field: string) => fieldProblemText(failure, field),
  };
}
