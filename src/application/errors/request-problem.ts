/** One field the server refused, by its dotted location (`body.email`). */
export interface FieldProblem {
  readonly path: string;
  readonly message: string;
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

  /** The server's message for one field of the body, if it named that field. */
  fieldMessage(field: string): string | undefined {
    return this.fields.find((f) => f.path === `body.${field}` || f.path === field)?.message;
  }
}

export function isProblemOfType(error: unknown, type: string): error is RequestProblem {
  return error instanceof RequestProblem && error.type.endsWith(type);
}
