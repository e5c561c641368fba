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

  it('shows at most 3 errors per 7 s', () => {
    let now = 0;
    const queue = createToastQueue(() => now);
    expect([1, 2, 3, 4].map((n) => queue.push('error', `x${n}`))).toEqual([true, true, true, false]);
    now = 6_999;
    expect(queue.push('error', 'x5')).toBe(false);
    now = 7_000;
    expect(queue.push('error', 'x6')).toBe(true);
  });

  it("never drops the newest notice: the oldest notice on screen leaves for it (a user's fourth action)", () => {
    let now = 0;
    const queue = createToastQueue(() => now);
    const notices = ['Imported', 'Paid', 'Archived', 'Restored'];
    for (const text of notices) {
      expect(queue.push('notice', text)).toBe(true);
      now += 1_000;
    }
    expect(queue.list().map((t) => t.text)).toEqual(['Paid', 'Archived', 'Restored']);
    // Errors on screen stay: a notice takes the place of the oldest notice.
    queue.push('error', 'Broken');
    expect(queue.push('notice', 'Saved')).toBe(true);
    expect(queue.list().map((t) => t.text)).toEqual(['Archived', 'Restored', 'Broken', 'Saved']);
    // And a notice after errors alone takes the oldest error's place.
    const errors = createToastQueue(() => now);
    for (const text of ['e1', 'e2', 'e3']) errors.push('error', text);
    expect(errors.push('notice', 'Restored')).toBe(true);
    expect(errors.list().map((t) => t.text)).toEqual(['e2', 'e3', 'Restored']);
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
