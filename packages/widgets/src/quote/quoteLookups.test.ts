import { describe, expect, it, vi } from 'vitest';
import { createQuoteLookups, type LookupApi } from './quoteLookups';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const api = (overrides: Partial<LookupApi> = {}): LookupApi => ({
  countryOptions: vi.fn(async () => [{ code: 'US', value: 'US', label: 'United States', elements: [] }]),
  currencyOptions: vi.fn(async () => [{ code: 'USD', value: 'USD', label: 'USD' }]),
  postalCodes: vi.fn(async (_country: string, search: string) => [
    { postalCode: `${search}01`, city: 'Somewhere' },
  ]),
  ...overrides,
});

describe('quote lookups', () => {
  it('asks for postal-code suggestions only from 2 typed characters on', async () => {
    const client = api();
    const lookups = createQuoteLookups(client);
    await lookups.getState().suggestPostalCodes('sendingFrom', 'US', '1');
    expect(client.postalCodes).not.toHaveBeenCalled();
    await lookups.getState().suggestPostalCodes('sendingFrom', 'US', '10');
    expect(client.postalCodes).toHaveBeenCalledWith('US', '10');
    expect(lookups.getState().suggestions.sendingFrom).toEqual([{ postalCode: '1001', city: 'Somewhere' }]);
  });

  it('ignores a stale answer that arrives after a newer one', async () => {
    const slow = deferred<Array<{ postalCode: string; city: string }>>();
    const fast = deferred<Array<{ postalCode: string; city: string }>>();
    const client = api({
      postalCodes: vi.fn().mockReturnValueOnce(slow.promise).mockReturnValueOnce(fast.promise),
    });
    const lookups = createQuoteLookups(client);
    const first = lookups.getState().suggestPostalCodes('sendingTo', 'US', '90');
    const second = lookups.getState().suggestPostalCodes('sendingTo', 'US', '900');
    fast.resolve([{ postalCode: '90001', city: 'Los Angeles' }]);
    await second;
    slow.resolve([{ postalCode: '90210', city: 'Beverly Hills' }]);
    await first;
    expect(lookups.getState().suggestions.sendingTo).toEqual([{ postalCode: '90001', city: 'Los Angeles' }]);
  });

  it('drops an answer that arrives after the text was cut below 2 characters', async () => {
    const pending = deferred<Array<{ postalCode: string; city: string }>>();
    const lookups = createQuoteLookups(api({ postalCodes: vi.fn(() => pending.promise) }));
    const asked = lookups.getState().suggestPostalCodes('sendingFrom', 'US', '10');
    await lookups.getState().suggestPostalCodes('sendingFrom', 'US', '1');
    pending.resolve([{ postalCode: '10001', city: 'New York' }]);
    await asked;
    expect(lookups.getState().suggestions.sendingFrom).toEqual([]);
  });

  it('keeps the two ends apart', async () => {
    const lookups = createQuoteLookups(api());
    await lookups.getState().suggestPostalCodes('sendingFrom', 'US', '10');
    expect(lookups.getState().suggestions.sendingTo).toEqual([]);
  });

  it('loads the option lists once, and again after a failure', async () => {
    const countryOptions = vi
      .fn<LookupApi['countryOptions']>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue([{ code: 'US', value: 'US', label: 'United States', elements: [] }]);
    const client = api({ countryOptions });
    const lookups = createQuoteLookups(client);
    await lookups.getState().loadOptions();
    expect(lookups.getState().optionsStatus).toBe('error');
    await Promise.all([lookups.getState().loadOptions(), lookups.getState().loadOptions()]);
    expect(countryOptions).toHaveBeenCalledTimes(2);
    expect(lookups.getState().optionsStatus).toBe('loaded');
    expect(lookups.getState().countries.map((c) => c.code)).toEqual(['US']);
  });
});
