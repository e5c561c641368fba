/**
 * JSON text remembered for an object, so a value that is both stored and answered (a quote's
 * rates, ~10 KB) is serialised once per request instead of twice.
 */
const serialized = new WeakMap<object, string>();

/** Serialises `value` now and remembers the text for jsonOf. */
export function serializeOnce<T extends object>(value: T): T {
  serialized.set(value, JSON.stringify(value));
  return value;
}

/** The remembered JSON text of `value`, or a fresh serialisation. */
export function jsonOf(value: unknown): string {
  return (typeof value === 'object' && value !== null && serialized.get(value)) || JSON.stringify(value);
}

/**
 * Serialises an object whose properties may have remembered JSON (one level deep): the answer of
 * the rate endpoint is its rates plus a few small fields.
 */
export function stringifyWithRemembered(value: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    parts.push(`${JSON.stringify(key)}:${jsonOf(item)}`);
  }
  return `{${parts.join(',')}}`;
}
