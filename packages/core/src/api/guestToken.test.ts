import { describe, expect, it, vi } from 'vitest';
import { createGuestTokenProvider } from './guestToken';

describe('guest token provider', () => {
  it('shares one request between concurrent callers', async () => {
    const fetchToken = vi.fn(async () => ({ token: 't1', expiresAt: '2999-01-01T00:00:00Z' }));
    const provider = createGuestTokenProvider({ fetchToken });
    await expect(Promise.all([provider.getToken(), provider.getToken()])).resolves.toEqual(['t1', 't1']);
    await provider.getToken();
    expect(fetchToken).toHaveBeenCalledOnce();
  });

  it('forgets a failed request so a retry asks again', async () => {
    const fetchToken = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ token: 't2', expiresAt: '2999-01-01T00:00:00Z' });
    const provider = createGuestTokenProvider({ fetchToken });
    await expect(provider.getToken()).rejects.toThrow('offline');
    await expect(provider.getToken()).resolves.toBe('t2');
  });

  it('asks for a new token shortly before the current one expires', async () => {
    let now = Date.parse('2025-01-01T00:00:00Z');
    const fetchToken = vi
      .fn()
      .mockResolvedValueOnce({ token: 'a', expiresAt: '2025-01-01T01:00:00Z' })
      .mockResolvedValueOnce({ token: 'b', expiresAt: '2025-01-01T02:00:00Z' });
    const provider = createGuestTokenProvider({ fetchToken, now: () => now });
    await expect(provider.getToken()).resolves.toBe('a');
    now = Date.parse('2025-01-01T00:59:30Z');
    await expect(provider.getToken()).resolves.toBe('b');
  });
});
