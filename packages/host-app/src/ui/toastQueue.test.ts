import { describe, expect, it } from 'vitest';
import { createToastQueue } from './toastQueue';

describe('toasts (spec 03 §8, §9)', () => {
  it('keeps an error 15 s and a notice 5 s', () => {
    let now = 0;
    const queue = createToastQueue(() => now);
    queue.push('error', 'Broken');
    queue.push('notice', 'Saved');
    now = 5_000;
    queue.prune();
    expect(queue.list().map((t) => t.text)).toEqual(['Broken']);
    now = 15_000;
    queue.prune();
    expect(queue.list()).toEqual([]);
  });

  it('shows at most 3 per 7 s', () => {
    let now = 0;
    const queue = createToastQueue(() => now);
    expect([1, 2, 3, 4].map((n) => queue.push('error', `x${n}`))).toEqual([true, true, true, false]);
    now = 6_999;
    expect(queue.push('error', 'x5')).toBe(false);
    now = 7_000;
    expect(queue.push('error', 'x6')).toBe(true);
  });

  it('shows a toast once while the same one is on screen (issue 16)', () => {
    let now = 0;
    const queue = createToastQueue(() => now);
    expect(queue.push('notice', 'User updated')).toBe(true);
    expect(queue.push('notice', 'User updated')).toBe(false);
    expect(queue.list()).toHaveLength(1);
    now = 5_000;
    queue.prune();
    expect(queue.push('notice', 'User updated')).toBe(true);
  });
});
