import { describe, expect, it } from 'vitest';
import { normalizeUsState, US_STATES } from './usStates';

describe('US state list', () => {
  it('holds the 50 states, DC and the 8 territories, each code once', () => {
    expect(US_STATES).toHaveLength(59);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(59);
    expect(US_STATES.map((s) => s.code)).toEqual(expect.arrayContaining(['DC', 'PR', 'VI', 'GU']));
  });

  it.each([
    ['ny', 'NY'],
    ['New York', 'NY'],
    ['  new   york ', 'NY'],
    ['District of Columbia', 'DC'],
    ['Washington, D.C.', 'DC'],
    ['Puerto Rico', 'PR'],
    ['U.S. Virgin Islands', 'VI'],
  ])('normalises %j to %s', (value, code) => {
    expect(normalizeUsState(value)).toBe(code);
  });

  it('returns undefined for what is not a US state', () => {
    expect(normalizeUsState('Ontario')).toBeUndefined();
    expect(normalizeUsState('')).toBeUndefined();
    expect(normalizeUsState(null)).toBeUndefined();
  });

  it('maps every listed name and code back to its code', () => {
    for (const state of US_STATES) {
      expect(normalizeUsState(state.name)).toBe(state.code);
      expect(normalizeUsState(state.code.toLowerCase())).toBe(state.code);
    }
  });
});
