import { describe, expect, inject, it } from 'vitest';
import { API_PREFIX } from '../../contract/descriptor';
import { allRoutes } from '../../contract/routes';
import { recordedCalls } from '../contract/calls-dir';
import { SERVER_ONLY } from '../contract/server-only';
import { createHandlers } from '../mocks/handlers';

const ORIGIN = 'http://portal.test';
const BACKENDS = ['the server', 'the MSW handlers'];

/** The operations an MSW handler answers, as `METHOD path` with the contract's own `:param` names. */
function mockedOperations(): Set<string> {
  return new Set(
    createHandlers(undefined, ORIGIN).map((handler) => {
      const { method, path } = handler.info as { method?: unknown; path?: unknown };
      return `${String(method)} ${String(path).slice(`${ORIGIN}${API_PREFIX}`.length)}`;
    }),
  );
}

const calls = recordedCalls(inject('contractCallsDir'));

/**
 * Every operation of the contract has a mock and a contract case that ran against both backends in this run, or is
 * server-only with its reason. Runs after the contract suites (its project's group comes last); alone, with no suite
 * run before it, it has nothing to judge.
 */
describe.skipIf(calls.size === 0)('every operation of the API', () => {
  const mocked = mockedOperations();
  const compared = (id: string) => BACKENDS.every((backend) => calls.get(id)?.has(backend));
  const serverOnly = (id: string) => id in SERVER_ONLY;

  it('has an MSW handler, or is server-only with its reason', () => {
    const unmocked = allRoutes.filter((route) => !serverOnly(route.id) && !mocked.has(`${route.method} ${route.path}`));
    expect(unmocked.map((route) => `${route.id} (${route.method} ${route.path})`), 'give each a handler in its app\'s mocks, or list it in tests/contract/server-only.ts with the reason').toEqual([]);
  });

  it('has a contract case on the server and the mocks alike, or is server-only', () => {
    const uncompared = allRoutes.filter((route) => !serverOnly(route.id) && !compared(route.id));
    expect(uncompared.map((route) => route.id), "call each through routeCalls in its app's contract suite (contract/apps/<app>/__tests__)").toEqual([]);
  });

  it('lists as server-only only what exists', () => {
    const ids = new Set(allRoutes.map((route) => route.id));
    expect(Object.keys(SERVER_ONLY).filter((id) => !ids.has(id))).toEqual([]);
  });
});
