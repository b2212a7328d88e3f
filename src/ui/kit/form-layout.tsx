import type { ReactNode } from 'react';

/** A titled group of a form's fields, with a line on what they are for; fields flow in columns that fit the width. */
export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">{title}</legend>
      {description && <p className="form-section__description">{description}</p>}
      <div className="form-grid">{children}</div>
    </fieldset>
  );
}
