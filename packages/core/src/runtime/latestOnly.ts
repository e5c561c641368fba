/**
 * The stale-answer guard every store uses: each request takes a ticket, and only the newest ticket's
 * answer may be applied. An input change (or a reset) that makes the pending answer stale calls
 * `invalidate()`. Keys keep separate lines, e.g. the two ends of a quote's postal lookups.
 */
export interface LatestOnly<K extends string = 'default'> {
  /** A ticket for a new request on `key`; every earlier ticket of that key is stale from now on. */
  next(key?: K): number;
  /** Whether `ticket` is still the newest of `key` (its answer may be applied). */
  isCurrent(ticket: number, key?: K): boolean;
  /** Makes every outstanding ticket of `key` stale (the input changed, the store was disposed). */
  invalidate(key?: K): void;
}

export function latestOnly<K extends string = 'default'>(): LatestOnly<K> {
  const seq = new Map<string, number>();
  const current = (key: string) => seq.get(key) ?? 0;
  return {
    next(key = 'default' as K) {
      const ticket = current(key) + 1;
      seq.set(key, ticket);
      return ticket;
    },
    isCurrent(ticket, key = 'default' as K) {
      return ticket === current(key);
    },
    invalidate(key = 'default' as K) {
      seq.set(key, current(key) + 1);
    },
  };
}
