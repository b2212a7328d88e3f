import type { z } from 'zod';
import { catalogueApp } from '../src/domain/apps/app-catalogue';
import type { Role } from './common';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Who may call a route: anyone, a signed-in member of an organisation, or an external (code) session. */
export type Audience = 'public' | 'staff' | 'external';

/** How a route answers when it succeeds: JSON of a schema, nothing, a redirect, an HTML page or a file's bytes. */
export type SuccessAnswer =
  | { readonly kind: 'json'; readonly status: 200 | 201 | 202; readonly schema: z.ZodType }
  | { readonly kind: 'empty'; readonly status: 204 }
  | { readonly kind: 'redirect'; readonly status: 302 }
  | { readonly kind: 'html'; readonly status: 200 }
  | { readonly kind: 'file'; readonly status: 200 };

/** A body that is one file's bytes as they are, its type in Content-Type: no JSON, no multipart. */
export interface FileUploadSpec {
  /** The types the route takes; the server also checks that the bytes are what they are declared to be. */
  readonly contentTypes: readonly string[];
}

/** What an upload route's handler receives as its body. */
export interface UploadedFile {
  readonly bytes: Uint8Array;
  /** As declared, without parameters, in lower case. */
  readonly contentType: string;
}

/** What a file route's handler answers. */
export interface FileDownload {
  readonly bytes: Uint8Array;
  readonly contentType: string;
  /** How long a browser may keep it; 0 keeps it out of every cache. */
  readonly maxAgeSeconds: number;
}

export interface RouteRequest {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly upload?: FileUploadSpec;
}

export interface RouteDescriptor<
  Request extends RouteRequest = RouteRequest,
  Answer extends SuccessAnswer = SuccessAnswer,
  Aud extends Audience = Audience,
> {
  /** The OpenAPI operationId, unique. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Below /api/v1, with `:param` segments. */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly audience: Aud;
  readonly public: boolean;
  /** The app whose allowed-app rule guards the route; null for the shell, open to any signed-in member. */
  readonly appSlug: string | null;
  /** When set, only these roles may call the route, on top of the app rule. */
  readonly roles: readonly Role[] | null;
  /** Routes that exist only while the development tools are on (the dev mailbox, the test identity provider). */
  readonly devOnly: boolean;
  readonly request: Request;
  readonly success: Answer;
  /** The problem statuses the route documents besides validation (400) and, when not public, 401. */
  readonly problems: readonly number[];
  /** A larger body than the server's default allows, for the few routes that take a whole file's worth. */
  readonly bodyLimitBytes?: number;
}

export const API_PREFIX = '/api/v1';

type Spec<Request extends RouteRequest, Answer extends SuccessAnswer, Aud extends Audience> = Pick<
  RouteDescriptor<Request, Answer, Aud>,
  'id' | 'method' | 'path' | 'summary' | 'tag' | 'success'
> &
  Partial<Pick<RouteDescriptor<Request, Answer, Aud>, 'audience' | 'roles' | 'devOnly' | 'problems' | 'bodyLimitBytes'>> & {
    readonly request?: Request;
  };

function describedRoute<Request extends RouteRequest, Answer extends SuccessAnswer, Aud extends Audience>(
  spec: Spec<Request, Answer, Aud>,
  appSlug: string | null,
): RouteDescriptor<Request, Answer, Aud> {
  const audience = spec.audience ?? ('staff' as Aud);
  return {
    ...spec,
    audience,
    public: audience === 'public',
    appSlug,
    roles: spec.roles ?? null,
    devOnly: spec.devOnly ?? false,
    request: spec.request ?? ({} as Request),
    problems: spec.problems ?? [],
  };
}

/** A route of the shell or a public one, with the defaults filled in: staff audience, open to any role. */
export function defineRoute<
  Request extends RouteRequest = Record<never, never>,
  Answer extends SuccessAnswer = SuccessAnswer,
  Aud extends Audience = 'staff',
>(spec: Spec<Request, Answer, Aud>): RouteDescriptor<Request, Answer, Aud> {
  return describedRoute(spec, null);
}

/** `a-slug` → `ASlug`: the operation ids of a route served under several slugs name the slug it is served under. */
export function operationNameOf(slug: string): string {
  return slug.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
}

/** What an app's route declares: everything but its tag, which is the app's name. */
export type AppRouteSpec<Request extends RouteRequest, Answer extends SuccessAnswer> = Omit<Spec<Request, Answer, 'staff'>, 'tag' | 'audience'>;

/**
 * The one way a route is guarded by an app: the server lets through only callers allowed to open the app, and the API
 * reference lists the route under the app's name.
 */
export function appRoute<Request extends RouteRequest = Record<never, never>, Answer extends SuccessAnswer = SuccessAnswer>(
  slug: string,
  spec: AppRouteSpec<Request, Answer>,
): RouteDescriptor<Request, Answer, 'staff'> {
  const app = catalogueApp(slug);
  if (!app) throw new Error(`a route is guarded by ${slug}, which no app declares`);
  return describedRoute({ ...spec, tag: app.name }, slug);
}

export function json<Schema extends z.ZodType>(schema: Schema, status: 200 | 201 | 202 = 200) {
  return { kind: 'json', status, schema } as const;
}

export const empty = { kind: 'empty', status: 204 } as const;
export const redirect = { kind: 'redirect', status: 302 } as const;
export const html = { kind: 'html', status: 200 } as const;
export const file = { kind: 'file', status: 200 } as const;

/** The full path of a route, parameters filled in. */
export function pathOf(route: Pick<RouteDescriptor, 'path'>, params: Record<string, string> = {}): string {
  const filled = route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} of ${route.path}`);
    return encodeURIComponent(value);
  });
  return `${API_PREFIX}${filled}`;
}

export type ParamsOf<R> = R extends RouteDescriptor<infer Q> ? (Q['params'] extends z.ZodType ? z.output<Q['params']> : undefined) : never;
export type QueryOf<R> = R extends RouteDescriptor<infer Q> ? (Q['query'] extends z.ZodType ? z.output<Q['query']> : undefined) : never;
export type BodyOf<R> =
  R extends RouteDescriptor<infer Q>
    ? Q['upload'] extends FileUploadSpec
      ? UploadedFile
      : Q['body'] extends z.ZodType
        ? z.output<Q['body']>
        : undefined
    : never;
/** What a route's handler returns: the JSON of its success schema, nothing, a redirect target, a page or a file. */
export type AnswerOf<R> =
  R extends RouteDescriptor<RouteRequest, infer A>
    ? A extends { kind: 'json'; schema: infer S extends z.ZodType }
      ? z.input<S>
      : A extends { kind: 'redirect' }
        ? { location: string }
        : A extends { kind: 'html' }
          ? string
          : A extends { kind: 'file' }
            ? FileDownload
            : void
    : never;
/** What a client receives. */
export type ResultOf<R> =
  R extends RouteDescriptor<RouteRequest, infer A> ? (A extends { kind: 'json'; schema: infer S extends z.ZodType } ? z.output<S> : void) : never;
