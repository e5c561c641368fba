/**
 * Where the session keeps its stored keys (spec 03 §9: cookies). Injected, so core touches no DOM:
 * the host app passes a document.cookie jar, tests and Node pass the memory one.
 */
export interface CookieJar {
  get(name: string): string | null;
  /** `days` undefined: a browser-session cookie, gone when the browser closes ("Remember me" off). */
  set(name: string, value: string, options?: { days?: number }): void;
  remove(name: string): void;
}

/** A jar in memory that honours expiry against an injected clock. */
export function createMemoryCookieJar(now: () => number = Date.now): CookieJar & {
  entries(): Record<string, string>;
} {
  const values = new Map<string, { value: string; expiresAt: number }>();
  const live = (name: string) => {
    const entry = values.get(name);
    if (!entry) return null;
    if (entry.expiresAt <= now()) {
      values.delete(name);
      return null;
    }
    return entry.value;
  };
  return {
    get: live,
    set(name, value, options) {
      const expiresAt =
        options?.days === undefined ? Number.POSITIVE_INFINITY : now() + options.days * 86_400_000;
      values.set(name, { value, expiresAt });
    },
    remove(name) {
      values.delete(name);
    },
    entries() {
      const result: Record<string, string> = {};
      for (const name of values.keys()) {
        const value = live(name);
        if (value !== null) result[name] = value;
      }
      return result;
    },
  };
}
