/** One field the server refused, by its dotted location (`body.email`). */
interface FieldProblem {
  readonly path: string;
  readonly message: string;
  /** What is wrong, for the screen to word (`required`, `too-long`), with the values the wording names. */
  readonly code?: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/**
 * A call the server (or the network) refused. `type` is the problem type the server named
 * (`/problems/stale-version`, ...), or 'network' / 'invalid-response' for failures before an answer.
 */
export class RequestProblem extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly fields: readonly FieldProblem[] = [],
    /** A refused rule by its stable code and the values its sentence names, for the screen to word. */
    readonly rule: { readonly code: string; readonly params: Readonly<Record<string, string | number>> } | null = null,
  ) {
    super(message);
    this.name = 'RequestProblem';
  }

  /** What the server said of one field of the body, if it named that field. */
  fieldProblem(field: string): FieldProblem | undefined {
    return this.fields.find((f) => f.path === `body.${field}` || f.path === field);
  }
}

export function isProblemOfType(error: unknown, type: string): error is RequestProblem {
  return error instanceof RequestProblem && error.type.endsWith(type);
}
