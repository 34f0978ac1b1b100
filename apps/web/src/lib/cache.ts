function defaultStorage(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/**
 * A value cached in sessionStorage (spec §7 "Caching"), checked by a guard: an entry from an older release or edited
 * by hand counts as missing instead of breaking the screen that reads it.
 */
export function readCached<T>(key: string, isValid: (value: unknown) => value is T, storage: Storage | null = defaultStorage()): T | null {
  const raw = storage?.getItem(key);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeCached(key: string, value: unknown, storage: Storage | null = defaultStorage()): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // A full quota only costs a reload from the API next time.
  }
}
