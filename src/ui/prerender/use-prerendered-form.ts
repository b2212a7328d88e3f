import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

/** The attribute a form carries while it is the build's prerendered copy (src/prerender-sign-in.tsx). */
const PRERENDERED = 'data-prerendered';
const PRERENDERED_FORM = `form[${PRERENDERED}]`;

/** Whether the page's HTML came with a form the app has yet to take over. */
export const holdsPrerenderedForm = (root: ParentNode): boolean => root.querySelector(PRERENDERED_FORM) !== null;

interface Typed {
  readonly values: ReadonlyMap<string, string>;
  /** The field someone was in when the app took over, and where their caret was. */
  readonly focused: { readonly name: string; readonly start: number | null; readonly end: number | null } | null;
}

const NOTHING_TYPED: Typed = { values: new Map(), focused: null };

/** What was typed into the prerendered form; read while it is still on the page, in the render that replaces it. */
function readTyped(): Typed {
  const form = globalThis.document?.querySelector(PRERENDERED_FORM);
  if (!form) return NOTHING_TYPED;
  const inputs = [...form.querySelectorAll('input[name]')].filter((input) => input instanceof HTMLInputElement);
  const active = document.activeElement;
  const focused = active instanceof HTMLInputElement && inputs.includes(active) ? active : null;
  return {
    values: new Map(inputs.map((input) => [input.name, input.value])),
    // Email fields have no caret position to read (selectionStart is null there).
    focused: focused && { name: focused.name, start: focused.selectionStart, end: focused.selectionEnd },
  };
}

const noSubscription = () => () => {};

/**
 * A form that the build also renders into the page's HTML, so that it shows before any script has run (the sign-in
 * form). While prerendered it is marked and cannot be submitted; when the app renders it, it takes over what was
 * typed and the caret, so nothing someone typed before the scripts arrived is lost.
 */
export function usePrerenderedForm() {
  // False only in the build's render: the server snapshot.
  const live = useSyncExternalStore(noSubscription, () => true, () => false);
  const [typed] = useState(readTyped);
  const formRef = useRef<HTMLFormElement>(null);

  useLayoutEffect(() => {
    if (!typed.focused) return;
    const { name, start, end } = typed.focused;
    const input = formRef.current?.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
    input?.focus();
    if (input && start !== null && end !== null) input.setSelectionRange(start, end);
  }, [typed]);

  return {
    live,
    /** What was typed into the field before the app took over; empty if nothing was. */
    typed: (name: string) => typed.values.get(name) ?? '',
    /** For the form element: its marker while prerendered, and the way back to its fields. */
    formProps: { ref: formRef, ...(!live && { [PRERENDERED]: '' }) },
  };
}
