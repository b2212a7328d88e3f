/** Toast notification options and their validation (spec 5 and 9). */

const TOAST_TYPES = ['positive', 'negative', 'warning', 'info', 'ongoing'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export const TOAST_POSITIONS = [
  'top-left',
  'top-right',
  'bottom-left',
  'bottom-right',
  'top',
  'bottom',
  'left',
  'right',
  'center',
] as const;
type ToastPosition = (typeof TOAST_POSITIONS)[number];

const DEFAULT_TOAST_POSITION: ToastPosition = 'bottom';
const DEFAULT_TOAST_TYPE: ToastType = 'info';
const DEFAULT_TOAST_TIMEOUT_MS = 5000;

export interface ToastOptions {
  readonly message: string;
  readonly type: ToastType;
  readonly position: ToastPosition;
  /** Milliseconds until the toast dismisses itself; 0 keeps it until dismissed. */
  readonly timeout: number;
}

/** What a caller asks for. Checked at run time as well: NaN, Infinity or a negative timeout pass the type. */
export type ToastRequest = Pick<ToastOptions, 'message'> & Partial<Omit<ToastOptions, 'message'>>;

type Validated<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly problems: readonly string[] };

function isOneOf<T extends string>(allowed: readonly T[], value: unknown): value is T {
  return allowed.includes(value as T);
}

/** Checks each field that is present; absent fields are left for the caller to default or keep. */
function readFields(input: Record<string, unknown>): { fields: Partial<ToastOptions>; problems: string[] } {
  const fields: { -readonly [K in keyof ToastOptions]?: ToastOptions[K] } = {};
  const problems: string[] = [];
  const { message, type, position, timeout } = input;
  if (message !== undefined) {
    if (typeof message === 'string' && message.trim() !== '') fields.message = message;
    else problems.push('message must be a non-empty string');
  }
  if (type !== undefined) {
    if (isOneOf(TOAST_TYPES, type)) fields.type = type;
    else problems.push(`unknown type ${JSON.stringify(type)}; expected one of ${TOAST_TYPES.join(', ')}`);
  }
  if (position !== undefined) {
    if (isOneOf(TOAST_POSITIONS, position)) fields.position = position;
    else problems.push(`unknown position ${JSON.stringify(position)}; expected one of ${TOAST_POSITIONS.join(', ')}`);
  }
  if (timeout !== undefined) {
    // Number.isFinite also turns away NaN, Infinity and numeric strings, which would make a toast that never leaves.
    if (typeof timeout === 'number' && Number.isFinite(timeout) && timeout >= 0) fields.timeout = timeout;
    else problems.push(`timeout must be a finite number of milliseconds, 0 or more; got ${String(timeout)}`);
  }
  return { fields, problems };
}

function asRecord(input: unknown): Record<string, unknown> | null {
  return typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : null;
}

const NOT_AN_OBJECT = 'toast options must be an object';

/** The options of a new toast with defaults filled in, or every problem found in them. */
export function validateToastOptions(input: unknown): Validated<ToastOptions> {
  const record = asRecord(input);
  if (record === null) return { ok: false, problems: [NOT_AN_OBJECT] };
  const { fields, problems } = readFields(record);
  if (record.message === undefined) problems.push('message is missing');
  if (problems.length > 0 || fields.message === undefined) return { ok: false, problems };
  return {
    ok: true,
    value: {
      message: fields.message,
      type: fields.type ?? DEFAULT_TOAST_TYPE,
      position: fields.position ?? DEFAULT_TOAST_POSITION,
      timeout: fields.timeout ?? DEFAULT_TOAST_TIMEOUT_MS,
    },
  };
}

/** A change to a shown toast: the same rules, every field optional. */
export function validateToastPatch(input: unknown): Validated<Partial<ToastOptions>> {
  const record = asRecord(input);
  if (record === null) return { ok: false, problems: [NOT_AN_OBJECT] };
  const { fields, problems } = readFields(record);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: fields };
}

/** Milliseconds until the toast leaves by itself, or null if it stays until dismissed (ongoing work never times out). */
export function autoDismissDelay(options: Pick<ToastOptions, 'type' | 'timeout'>): number | null {
  return options.type === 'ongoing' || options.timeout === 0 ? null : options.timeout;
}
