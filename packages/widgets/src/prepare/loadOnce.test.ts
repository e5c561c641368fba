import { describe, expect, it } from 'vitest';
import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('loads once for every ask, and again after a failure', async () => {
    let calls = 0;
    let fail = true;
    const load = loadOnce(async () => {
      calls += 1;
      if (fail) throw new Error('offline');
      return calls;
    });
    await expect(load()).rejects.toThrow('offline');
    fail = false;
    const [a, b] = await Promise.all([load(), load()]);
    expect([a, b, calls]).toEqual([2, 2, 2]);
    expect(await load()).toBe(2);
  });
});
