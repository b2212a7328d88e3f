import type { HttpHandler } from 'msw';
import type * as config from '../../../../contract/apps/service-desk/config-routes';
import { mockNotFound, mockRouter, type StaffCaller } from '../../../../tests/mocks/mock-route';
import { newId, type MockState } from '../../../../tests/mocks/mock-state';
import { adminDataOf, type ConfigMeta } from './admin-mock-state';
import { refused, stale } from './desk-mock-problems';

/** Every kind's four routes have one shape; each kind's item and input are its own. */
type RecordRoutes = typeof config.tagRoutes;
type Named = { id: string; name: string };
/** The desk state's lists are typed by the mocks' own ids. */
type Uuid = ReturnType<typeof newId>;

/** How one kind of record is kept: what its input makes, what is checked first, and what else lets go of it. */
interface RecordKind<Stored, Input> {
  readonly routes: { readonly [K in keyof RecordRoutes]: unknown };
  /** The answer of a stored record; the stored record itself unless told. */
  readonly view?: (stored: Stored) => object;
  /** Refuses input that names what the organisation does not have (400), before anything is kept. */
  readonly check?: (input: Input, caller: StaffCaller) => void;
  /** Whether the server keeps one name per organisation (a unique index). */
  readonly uniqueName?: boolean;
  /** What tickets and other settings that named a removed record hold instead (the server's `on delete set null`). */
  readonly removed?: (id: string) => void;
}

const byName = (a: Named, b: Named) => a.name.localeCompare(b.name);
const nameTaken = () => refused('Another one already has this name.', 'name-taken', 'name');

/**
 * The list and its three changes of one kind of the desk's configuration, in the server's order of checks: 404, the
 * input's ids (400), a stale version (412), then the rules of the kind (409). Audited like the server's.
 */
export function configRecordHandlers(state: MockState, baseUrl: string) {
  const route = mockRouter(state, baseUrl);
  const data = adminDataOf(state);
  const audit = (caller: StaffCaller, action: string, entityId: string) => data.audit(caller.user.organisationId, caller, { action, entityType: 'desk-config', entityId });
  const found = <T extends Named>(items: readonly T[], id: string) => {
    const item = items.find((each) => each.id === id);
    if (!item) throw mockNotFound('record');
    return item;
  };
  const clash = (items: readonly Named[], name: string, id?: string) => items.some((each) => each.name === name && each.id !== id);

  /** Records that keep their own version (ticket types, tags, teams, SLA policies), listed by name unless told. */
  function versioned<Item extends Named & { version: number }, Input>(
    kind: RecordKind<Item, Input> & { readonly items: () => Item[]; readonly make: (input: Input, id: string, version: number) => Item; readonly order?: (a: Item, b: Item) => number },
  ): HttpHandler[] {
    const r = kind.routes as RecordRoutes;
    const view = (item: Item) => (kind.view ? kind.view(item) : item) as never;
    return [
      route(r.list, () => ({ items: [...kind.items()].sort(kind.order ?? byName).map(view) })),
      route(r.create, ({ body, caller }) => {
        const input = body as Input;
        kind.check?.(input, caller);
        const created = kind.make(input, newId(), 1);
        if (kind.uniqueName && clash(kind.items(), created.name)) throw nameTaken();
        kind.items().push(created);
        audit(caller, 'config.created', created.id);
        return view(created);
      }),
      route(r.update, ({ params, body, caller }) => {
        const item = found(kind.items(), params.id);
        const { version, ...input } = body as { version: number };
        kind.check?.(input as Input, caller);
        if (item.version !== version) throw stale();
        const changed = kind.make(input as Input, item.id, item.version + 1);
        if (kind.uniqueName && clash(kind.items(), changed.name, item.id)) throw nameTaken();
        Object.assign(item, changed);
        audit(caller, 'config.updated', item.id);
        return view(item);
      }),
      route(r.remove, ({ params, query, caller }) => {
        const item = found(kind.items(), params.id);
        if (item.version !== query.version) throw stale();
        kind.items().splice(kind.items().indexOf(item), 1);
        kind.removed?.(item.id);
        audit(caller, 'config.removed', item.id);
      }),
    ];
  }

  /**
   * Records of the desk state, whose order, default flag and version live beside them (priorities, statuses,
   * categories, service types). `sameDefault` names the records that share one default with a record, if any do.
   */
  function withMeta<Stored extends Named, Input extends object>(
    kind: RecordKind<Stored, Input> & {
      readonly items: Stored[];
      readonly make: (input: Input, id: Uuid) => Stored;
      readonly byOrder?: boolean;
      readonly sameDefault?: (a: Stored, b: Stored) => boolean;
      /** Whether tickets still name it: the server's foreign key refuses its removal (409). */
      readonly inUse?: (id: string) => boolean;
    },
  ): HttpHandler[] {
    const r = kind.routes as RecordRoutes;
    const { items } = kind;
    const answer = (stored: Stored) => ({ ...(kind.view ? kind.view(stored) : stored), ...data.metaOf(stored.id) }) as never;
    const order = (a: Stored, b: Stored) => (kind.byOrder ? data.metaOf(a.id).order - data.metaOf(b.id).order : 0) || byName(a, b);
    /** One default at most: a priority for new tickets, a status per category. */
    const keepOneDefault = (stored: Stored) => {
      if (!kind.sameDefault || !data.metaOf(stored.id).isDefault) return;
      for (const other of items) if (other.id !== stored.id && kind.sameDefault(stored, other)) data.metaOf(other.id).isDefault = false;
    };
    return [
      route(r.list, () => ({ items: [...items].sort(order).map(answer) })),
      route(r.create, ({ body, caller }) => {
        const input = body as unknown as Input & Partial<ConfigMeta>;
        kind.check?.(input, caller);
        const created = kind.make(input, newId());
        if (kind.uniqueName && clash(items, created.name)) throw nameTaken();
        items.push(created);
        data.meta.set(created.id, { order: input.order ?? 0, isDefault: input.isDefault ?? false, version: 1 });
        keepOneDefault(created);
        audit(caller, 'config.created', created.id);
        return answer(created);
      }),
      route(r.update, ({ params, body, caller }) => {
        const stored = found(items, params.id);
        const meta = data.metaOf(stored.id);
        const { version, ...input } = body as unknown as Input & Partial<ConfigMeta> & { version: number };
        kind.check?.(input as unknown as Input, caller);
        if (meta.version !== version) throw stale();
        const changed = kind.make(input as unknown as Input, stored.id as Uuid);
        if (kind.uniqueName && clash(items, changed.name, stored.id)) throw nameTaken();
        items.splice(items.indexOf(stored), 1, changed);
        Object.assign(meta, { order: input.order ?? meta.order, isDefault: input.isDefault ?? meta.isDefault, version: meta.version + 1 });
        keepOneDefault(changed);
        audit(caller, 'config.updated', stored.id);
        return answer(changed);
      }),
      route(r.remove, ({ params, query, caller }) => {
        const stored = found(items, params.id);
        if (data.metaOf(stored.id).version !== query.version) throw stale();
        if (kind.inUse?.(stored.id)) throw refused('Tickets or other settings still use it; change them first.', 'in-use');
        items.splice(items.indexOf(stored), 1);
        kind.removed?.(stored.id);
        audit(caller, 'config.removed', stored.id);
      }),
    ];
  }

  return { versioned, withMeta };
}
