import type { ReactNode } from 'react';

/** What went wrong with a form or an action, announced at once; nothing when all is well. */
export function FormError({ children }: { children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <p className="form__error" role="alert">
      {children}
    </p>
  );
}
