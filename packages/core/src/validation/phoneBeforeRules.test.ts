import { describe, expect, it, vi } from 'vitest';
import { dialCodeOf, isValidPhone, loadPhoneRules, phoneRulesReady } from './phone';

// A build that loads the phone checks on demand, before they have arrived.
vi.mock('#phoneEngine', () => ({
  phoneEngine: () => null,
  loadPhoneEngine: vi.fn(() => Promise.resolve()),
}));

describe('phone checks before the phone metadata has arrived (issue 11)', () => {
  it('says the exact rules are not ready, and loading them is asked of the engine', async () => {
    expect(phoneRulesReady()).toBe(false);
    await expect(loadPhoneRules()).resolves.toBeUndefined();
    const { loadPhoneEngine } = await import('#phoneEngine');
    expect(loadPhoneEngine).toHaveBeenCalled();
  });

  it('checks the form only: an optional +, 7 to 15 digits and the usual separators', () => {
    expect(isValidPhone('+1 (212) 555-0100')).toBe(true);
    expect(isValidPhone('030 901820', 'DE')).toBe(true);
    expect(isValidPhone('555 01')).toBe(false);
    expect(isValidPhone('+1 212 555 0100 1234 5')).toBe(false);
    expect(isValidPhone('call me')).toBe(false);
    expect(isValidPhone('')).toBe(false);
  });

  it('knows no calling code yet', () => {
    expect(dialCodeOf('DE')).toBe('');
  });
});
