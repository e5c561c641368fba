import { describe, expect, it } from 'vitest';
import { onDemand } from './onDemand';

describe('onDemand: a part loaded once, on first use', () => {
  it('has nothing before the first load, then the loaded value; every caller shares one load', async () => {
    let calls = 0;
    const part = onDemand(async () => {
      calls += 1;
      return { name: 'later steps' };
    });
    expect(part.current()).toBeNull();
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect(a).toBe(b);
    expect(part.current()).toBe(a);
    await part.load();
    expect(calls).toBe(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    let calls = 0;
    const part = onDemand(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return 'loaded';
    });
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.current()).toBeNull();
    await expect(part.load()).resolves.toBe('loaded');
    expect(part.current()).toBe('loaded');
    expect(calls).toBe(2);
  });
});
