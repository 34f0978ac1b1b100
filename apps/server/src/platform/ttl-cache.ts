/**
 * Keeps the promise of a slow read for `ttlMs` per key, for data that is the same for every caller and changes
 * rarely (lookups, parameters). A failed read is forgotten at once so the next call retries. Each instance keeps
 * its own copy, so an edit shows everywhere within `ttlMs` without any cache bus.
 */
export function createTtlCache<K, V>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return {
    get(key: K, load: () => Promise<V>): Promise<V> {
      const entry = entries.get(key);
      if (entry && now() - entry.at <= ttlMs) return entry.value;
      const value = load();
      entries.set(key, { at: now(), value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
