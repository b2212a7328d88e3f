import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { withQuery } from '../../domain/routing/with-query';

interface ListState {
  readonly page: number;
  readonly pageSize: number;
  readonly q: string;
  readonly sort: string | undefined;
  readonly filters: Readonly<Record<string, string>>;
}

const PAGE_SIZES = [25, 50, 100] as const;
export { PAGE_SIZES };

/**
 * A list's page, size, search, sort and filters, kept in the address: Back returns to the same page, a
 * reload keeps it and a link shares it. Any change but paging starts again at page 1. A second list on the same
 * page names its parameters with a `prefix`, so paging one leaves the other where it was.
 */
export function useListState(filterKeys: readonly string[], defaults: { sort?: string; pageSize?: number; prefix?: string } = {}) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const prefix = defaults.prefix ?? '';

  const state: ListState = useMemo(() => {
    const get = (key: string) => params.get(prefix + key);
    const page = Number(get('page'));
    const size = Number(get('pageSize'));
    return {
      page: Number.isInteger(page) && page >= 1 ? page : 1,
      pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : (defaults.pageSize ?? PAGE_SIZES[0]),
      q: get('q') ?? '',
      sort: get('sort') ?? defaults.sort,
      filters: Object.fromEntries(filterKeys.flatMap((key) => (get(key) ? [[key, get(key)!]] : []))),
    };
  }, [params, prefix, filterKeys, defaults.sort, defaults.pageSize]);

  const change = useCallback(
    (changes: Record<string, string | number | undefined>, keepPage = false) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(prefix + key);
        else next.set(prefix + key, String(value));
      }
      if (!keepPage) next.delete(`${prefix}page`);
      navigate(withQuery(path, next.toString()), { replace: true });
    },
    [params, prefix, path, navigate],
  );

  return {
    state,
    /** Whether a search or a filter narrows the list, so that an empty page says nothing matched rather than nothing is there. */
    narrowed: Boolean(state.q) || Object.keys(state.filters).length > 0,
    /** The list call's query: what the gateways take. */
    request: { page: state.page, pageSize: state.pageSize, q: state.q || undefined, sort: state.sort, ...state.filters },
    setPage: (page: number) => change({ page }, true),
    setPageSize: (pageSize: number) => change({ pageSize }),
    setSearch: (q: string) => change({ q }),
    setSort: (sort: string | undefined) => change({ sort }),
    setFilter: (key: string, value: string | undefined) => change({ [key]: value }),
    /** The filters and search as a query string, for saving a view. */
    queryString: search,
    applyQuery: (query: string) => navigate(withQuery(path, query), { replace: true }),
  };
}

export type ListControls = ReturnType<typeof useListState>;
