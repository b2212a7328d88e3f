import { HTTPError, type KyInstance } from 'ky';
import type * as z from 'zod';
import { API_PREFIX, pathOf, type RouteDescriptor } from '../../../contract/descriptor';
import { Problem } from '../../../contract/problem';
import { RequestProblem } from '../../application/errors/request-problem';
import { progressFetch } from './progress-fetch';

export interface CallInput {
  readonly params?: Record<string, string>;
  readonly query?: Record<string, string | number | boolean | undefined>;
  readonly body?: unknown;
  /** A file sent as it is, for a route that takes an upload; `onProgress` hears the share sent, 0 to 1. */
  readonly upload?: { readonly file: Blob; readonly onProgress?: (sent: number) => void };
  /** Sent instead of the signed-in person's token: an external session calls with its own. */
  readonly token?: string;
}

/** A file's bytes as the body, its type as Content-Type; the server's request timeout bounds how long it may take. */
function uploadOptions({ file, onProgress }: NonNullable<CallInput['upload']>) {
  return { body: file, timeout: false, ...(onProgress && { fetch: progressFetch(file, onProgress) }) } as const;
}

/** The parsed answer of a route: its success schema's output, or nothing. */
export type Answer<R> = R extends { success: { kind: 'json'; schema: infer S extends z.ZodType } } ? z.output<S> : void;

async function problemOf(error: unknown): Promise<RequestProblem> {
  if (!(error instanceof HTTPError)) {
    return new RequestProblem(0, 'network', error instanceof Error ? error.message : String(error));
  }
  const body: unknown = await error.response.json().catch(() => null);
  const problem = Problem.safeParse(body);
  if (!problem.success) {
    return new RequestProblem(error.response.status, 'unknown', `${error.response.status} ${error.response.statusText}`);
  }
  const { status, type, title, detail, errors, code, params } = problem.data;
  return new RequestProblem(status, type, detail ?? title, errors ?? [], code ? { code, params: params ?? {} } : null);
}

/**
 * Calls any route of the shared contract: the path from its descriptor, the answer validated against its
 * success schema. An answer that does not fit is an error, never trusted.
 */
export class ContractClient {
  constructor(private readonly api: KyInstance) {}

  async call<R extends RouteDescriptor>(route: R, input: CallInput = {}): Promise<Answer<R>> {
    const path = pathOf(route, input.params).slice(API_PREFIX.length + 1);
    const searchParams = Object.fromEntries(
      Object.entries(input.query ?? {}).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined),
    );
    let response: Response;
    try {
      response = await this.api(path, {
        method: route.method,
        searchParams,
        ...(input.body !== undefined && { json: input.body }),
        ...(input.upload && uploadOptions(input.upload)),
        headers: {
          ...(input.upload && { 'Content-Type': input.upload.file.type }),
          ...(input.token !== undefined && { Authorization: `Bearer ${input.token}` }),
        },
      });
    } catch (error) {
      throw await problemOf(error);
    }
    if (route.success.kind !== 'json') return undefined as Answer<R>;
    const parsed = route.success.schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new RequestProblem(response.status, 'invalid-response', `The server's answer to ${route.id} did not fit the contract`);
    return parsed.data as Answer<R>;
  }
}
