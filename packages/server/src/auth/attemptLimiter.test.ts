import { describe, expect, it } from 'vitest';
import { createAttemptLimiter } from './attemptLimiter';

describe('failed attempts per client address', () => {
  it('blocks a client at the limit within the window and frees it as the window slides', () => {
    let clock = 0;
    const limiter = createAttemptLimiter({ limit: 3, windowMs: 1000, now: () => new Date(clock) });
    for (let i = 0; i < 3; i++) {
      expect(limiter.blocked('10.0.0.1')).toBe(false);
      limiter.recordFailure('10.0.0.1');
      clock += 100;
    }
    expect(limiter.blocked('10.0.0.1')).toBe(true);
    expect(limiter.blocked('10.0.0.2')).toBe(false);
    clock = 1001;
    expect(limiter.blocked('10.0.0.1')).toBe(false);
  });
});
