import type * as z from 'zod';
import type { RouteDescriptor } from '../../../contract/descriptor';
import type { Answer, CallInput, ContractClient } from './contract-client';
import { queryOf } from './query-of';

/** A JSON body only has to be read, so a port may hand over readonly arrays and records. */
type Readable<T> = T extends readonly (infer E)[] ? readonly Readable<E>[] : T extends object ? { readonly [K in keyof T]: Readable<T[K]> } : T;

/** On the wire a flag is 'true' or 'false'; a port passes a boolean, which the query string spells so. */
type Flag<T> = T extends 'true' | 'false' ? T | boolean : T;

type BodyOf<R extends RouteDescriptor> = R['request'] extends { body: infer S extends z.ZodType } ? Readable<z.input<S>> : never;
type QueryOf<R extends RouteDescriptor> = R['request'] extends { query: infer S extends z.ZodType }
  ? { readonly [K in keyof z.input<S>]?: Flag<z.input<S>[K]> }
  : never;
type ParamNames<R extends RouteDescriptor> = R['request'] extends { params: infer S extends z.ZodType } ? keyof z.output<S> : never;

/** The last member of a union: it lets the union be counted one member at a time. */
type LastOf<U> = ((U extends unknown ? (last: () => U) => void : never) extends (last: infer L) => void ? L : never) extends () => infer M
  ? M
  : never;
/** One string per path parameter: only their count matters, since they are all strings and taken in path order. */
type Strings<Names, Out extends string[] = []> = [Names] extends [never] ? Out : Strings<Exclude<Names, LastOf<Names>>, [...Out, string]>;

/** How a method calls a route as it is: its path parameters in path order, then its body or else its query. */
type RouteArgs<R extends RouteDescriptor> = [
  ...Strings<ParamNames<R>>,
  ...([BodyOf<R>] extends [never] ? ([QueryOf<R>] extends [never] ? [] : [query: QueryOf<R>]) : [body: BodyOf<R>]),
];

/** What an input mapper may send: each part of the request as the route's schemas take it. */
type RequestOf<R extends RouteDescriptor> = Omit<CallInput, 'body' | 'query'> & { readonly body?: BodyOf<R>; readonly query?: QueryOf<R> };

/**
 * One method of a gateway, made once the client is there. Explicit variances make the table check each method's
 * arguments against the route's (a tuple, so one too many is an error too) and the route's answer against its result.
 */
interface Method<in Args extends readonly unknown[], out Result> {
  (client: ContractClient): (...args: Args) => Promise<Result>;
}

/** A port's method as the table must make it; a port that answers nothing takes any answer. */
type MethodFor<M> = M extends (...args: infer A) => Promise<infer T> ? Method<A, [T] extends [void] ? unknown : T> : never;

/** Every method of a port: a route called as it is, a route with an input mapper, or the method written out. */
type GatewayTable<Port> = { readonly [K in keyof Port]: MethodFor<Port[K]> };

function routeInput(route: RouteDescriptor, args: readonly unknown[]): CallInput {
  const names = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => name!);
  const rest = args[names.length];
  return {
    params: Object.fromEntries(names.map((name, i) => [name, String(args[i])])),
    ...(route.request.body ? { body: rest } : route.request.query && { query: queryOf(rest ?? {}) }),
  };
}

/** A method that calls `route`: with its arguments as they are (RouteArgs), or as `input` maps them. */
export function call<R extends RouteDescriptor>(route: R): Method<RouteArgs<R>, Answer<R>>;
export function call<R extends RouteDescriptor, A extends unknown[]>(route: R, input: (...args: A) => RequestOf<R>): Method<A, Answer<R>>;
export function call(route: RouteDescriptor, input?: (...args: unknown[]) => CallInput): Method<unknown[], unknown> {
  return (client) =>
    (...args) =>
      client.call(route, input ? input(...args) : routeInput(route, args));
}

/** A gateway made from its table: the type of the table checks every method against the port. */
export function gatewayOf<Port>(table: GatewayTable<Port>): (client: ContractClient) => Port {
  return (client) =>
    Object.fromEntries(Object.entries<Method<unknown[], unknown>>(table).map(([name, method]) => [name, method(client)])) as Port;
}
