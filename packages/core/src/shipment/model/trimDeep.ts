/**
 * A deep copy of a plain JSON-like value with every string trimmed (spec 01 §4 "all strings are
 * trimmed"). `normalize` starts from this copy, so it may then change the copy in place.
 */
export function trimDeep<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map(trimDeep) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = trimDeep(inner);
    return out as T;
  }
  return value;
}
