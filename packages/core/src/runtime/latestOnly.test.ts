import { describe, expect, it } from 'vitest';
import { latestOnly } from './latestOnly';

describe('latestOnly', () => {
  it('lets only the newest request apply its answer', () => {
    const guard = latestOnly();
    const first = guard.next();
    const second = guard.next();
    expect(guard.isCurrent(first)).toBe(false);
    expect(guard.isCurrent(second)).toBe(true);
  });

  it('makes an outstanding request stale on invalidate', () => {
    const guard = latestOnly();
    const ticket = guard.next();
    guard.invalidate();
    expect(guard.isCurrent(ticket)).toBe(false);
  });

  it('keeps keys apart', () => {
    const guard = latestOnly<'from' | 'to'>();
    const from = guard.next('from');
    const to = guard.next('to');
    guard.invalidate('to');
    expect(guard.isCurrent(from, 'from')).toBe(true);
    expect(guard.isCurrent(to, 'to')).toBe(false);
  });
});
