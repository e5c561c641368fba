import { describe, expect, it } from 'vitest';
import { orEmpty } from './sentinels';

describe('sentinels (spec 01 §9)', () => {
  it('shows "-" for an empty value and the value otherwise', () => {
    expect(orEmpty(undefined)).toBe('-');
    expect(orEmpty('  ')).toBe('-');
    expect(orEmpty(0)).toBe('0');
    expect(orEmpty(' 10001 ')).toBe('10001');
  });
});
