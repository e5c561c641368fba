import { STORAGE_KEYS } from '../runtime/storageKeys';
/** The Web Storage subset the cache needs; a host passes `localStorage`, tests a Map-backed fake. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface OptionCacheOptions {
  storage?: KeyValueStorage;
  now?: () => number;
  /** spec 01 §7: option lists are cached 20 minutes. */
  ttlMs?: number;
  prefix?: string;
}

export interface OptionCache {
  /** The cached value while fresh, else `load()`'s (stored); concurrent calls share one load. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(key?: string): void;
}

export const OPTION_LIST_TTL_MS = 20 * 60 * 1000;

export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

interface Entry<T> {
  expiresAt: number;
  value: T;
}

export function createOptionCache(options: OptionCacheOptions = {}): OptionCache {
  const storage = options.storage ?? createMemoryStorage();
  const now = options.now ?? Date.now;
  const ttl = options.ttlMs ?? OPTION_LIST_TTL_MS;
  const prefix = options.prefix ?? STORAGE_KEYS.optionCachePrefix;
  const inFlight = new Map<string, Promise<unknown>>();
  const keys = new Set<string>();

  function read<T>(key: string): T | undefined {
    try {
      const raw = storage.getItem(prefix + key);
      if (raw === null) return undefined;
      const entry = JSON.parse(raw) as Entry<T>;
      if (typeof entry.expiresAt === 'number' && entry.expiresAt > now()) return entry.value;
      storage.removeItem(prefix + key);
    } catch {
      // Unreadable or unavailable storage (private mode, quota, a foreign value): load afresh.
    }
    return undefined;
  }

  function write<T>(key: string, value: T): void {
    try {
      storage.setItem(prefix + key, JSON.stringify({ expiresAt: now() + ttl, value } satisfies Entry<T>));
      keys.add(key);
    } catch {
      // A full or refused storage only costs a later reload.
    }
  }

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const cached = read<T>(key);
      if (cached !== undefined) return Promise.resolve(cached);
      const pending = inFlight.get(key) as Promise<T> | undefined;
      if (pending) return pending;
      const loading = load()
        .then((value) => {
          write(key, value);
          return value;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, loading);
      return loading;
    },
    clear(key?: string) {
      const targets = key === undefined ? [...keys] : [key];
      for (const k of targets) {
        try {
          storage.removeItem(prefix + k);
        } catch {
          // nothing to clear
        }
        keys.delete(k);
      }
    },
  };
}
