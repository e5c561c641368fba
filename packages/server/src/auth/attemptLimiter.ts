/**
 * Failed attempts per key (a client address) in a sliding window. Accounts have their own lock
 * (signInDecision.ts); this bounds what one client can try across accounts: scanning account
 * numbers by quick access, or e-mails and numbers by sign-in (docs/security.md#sign-in, ASVS 6.1.1, 6.3.1;
 * "rate-limit quick access per IP and per account").
 *
 * Decision: 30 failures per 15 minutes per address; past that, sign-in and quick access answer
 * FailedSignInAttempts until the window slides. Memory only, per server process: several
 * processes behind a load balancer each count on their own (documented in docs/demo-accounts.md).
 */
export const MAX_FAILURES_PER_CLIENT = 30;
export const CLIENT_WINDOW_MS = 15 * 60 * 1000;
/** Addresses remembered at most; the oldest are forgotten first (bounded memory under a flood). */
const MAX_KEYS = 10_000;

export interface AttemptLimiter {
  /** True while the key has reached the limit within the window. */
  blocked(key: string): boolean;
  recordFailure(key: string): void;
}

export function createAttemptLimiter(
  options: { limit?: number; windowMs?: number; now?: () => Date } = {},
): AttemptLimiter {
  const limit = options.limit ?? MAX_FAILURES_PER_CLIENT;
  const windowMs = options.windowMs ?? CLIENT_WINDOW_MS;
  const now = options.now ?? (() => new Date());
  const failures = new Map<string, number[]>();

  const recent = (key: string) => {
    const since = now().getTime() - windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };

  return {
    blocked: (key) => recent(key).length >= limit,
    recordFailure(key) {
      const kept = recent(key);
      // Re-inserted so the Map's order is "least recently failed first".
      failures.delete(key);
      failures.set(key, [...kept, now().getTime()].slice(-limit));
      if (failures.size > MAX_KEYS) failures.delete(failures.keys().next().value as string);
    },
  };
}
