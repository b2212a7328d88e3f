/** Beyond this many remembered answers the cache starts afresh rather than grow with every token it is shown. */
const MOST_ENTRIES = 10_000;

interface Entry {
  readonly value: unknown;
  readonly until: number;
}

/**
 * The answers of the checks every API call makes first (whose token is this, may they open this app), kept for a
 * moment: a screen asks several things at once, and without this each call pays two database round trips before its
 * own query. Every call that may change those answers (any method but GET) forgets them all before it answers, and
 * an answer read before such a change is never kept after it, so this instance never answers from a stale check.
 * A change made through another server instance shows here within `ttlMs`.
 */
export class AccessCache {
  private generation = 0;
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** The remembered answer under `key`, or `load`'s; an empty answer (null, false) is never kept. */
  async answer<T>(key: string, load: () => Promise<T>): Promise<T> {
    const at = this.clock();
    const hit = this.entries.get(key);
    if (hit && hit.until > at) return hit.value as T;
    const generation = this.generation;
    const value = await load();
    if (value && this.ttlMs > 0 && generation === this.generation) {
      if (this.entries.size >= MOST_ENTRIES) this.entries.clear();
      this.entries.set(key, { value, until: at + this.ttlMs });
    }
    return value;
  }

  forget(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
