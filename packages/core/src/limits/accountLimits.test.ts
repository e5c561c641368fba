import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS, characterCount, passwordLengthProblem } from './accountLimits';

describe('account limits (spec 03 §5, §9)', () => {
  it('asks for a password, of at least 8 characters', () => {
    expect(passwordLengthProblem('')).toBe('required');
    expect(passwordLengthProblem('1234567')).toBe('tooShort');
    expect(passwordLengthProblem('12345678')).toBeUndefined();
  });

  it('counts characters, not UTF-16 units: four emoji are too short', () => {
    expect(characterCount('😀😀😀😀')).toBe(4);
    expect(passwordLengthProblem('😀😀😀😀')).toBe('tooShort');
  });

  it('bounds a password at 256 characters', () => {
    expect(passwordLengthProblem('p'.repeat(ACCOUNT_LIMITS.passwordMax))).toBeUndefined();
    expect(passwordLengthProblem('p'.repeat(ACCOUNT_LIMITS.passwordMax + 1))).toBe('tooLong');
  });

  it('accepts every password whose character count is within the limits', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 300, unit: 'grapheme' }), (password) => {
        const count = characterCount(password);
        const ok = count >= ACCOUNT_LIMITS.passwordMin && count <= ACCOUNT_LIMITS.passwordMax;
        expect(passwordLengthProblem(password) === undefined).toBe(ok);
      }),
    );
  });
});
