import { describe, expect, it } from 'vitest';
import { loadPhoneEngine, phoneEngine } from './phoneEngineLazy';

describe('the phone checks loaded on demand (issue 11: the prepare embed and the host app)', () => {
  it('are not there before the first check, which starts loading them; then they check exactly', async () => {
    expect(phoneEngine()).toBeNull();
    const loading = loadPhoneEngine();
    // One load, however many ask.
    expect(loadPhoneEngine()).toBe(loading);
    await loading;
    const engine = phoneEngine();
    expect(engine?.isValidPhoneExactly('030 901820', 'DE')).toBe(true);
    expect(engine?.isValidPhoneExactly('123 4567', 'US')).toBe(false);
    expect(engine?.callingCodeOf('DE')).toBe('+49');
  });
});
