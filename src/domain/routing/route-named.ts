import { fillPattern } from './path-pattern';
import type { RouteDef, RouteParams } from './route';
import { routeTable } from './route-table';

/** A route of the specification's table by its name; a name that is not there is a programming error. */
export function routeNamed(name: string): RouteDef {
  const found = routeTable.find((route) => route.name === name);
  if (!found) throw new Error(`no route named ${name}`);
  return found;
}

/** The address of a named route with its parameters filled in: how one app links to a page of another. */
export function pathOfRoute(name: string, params: RouteParams): string | null {
  return fillPattern(routeNamed(name).path, params);
}
