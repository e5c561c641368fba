import { ACCOUNT_LIMITS } from '@shipdeck/core/limits';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPasswordHasher, passwordProblem } from './passwords';

const hasher = createPasswordHasher();

describe('password hashing', () => {
  it('stores argon2id with m=19456 KiB, t=2, p=1 and a salt of its own per hash', async () => {
    const [a, b] = await Promise.all([hasher.hash('correct horse'), hasher.hash('correct horse')]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password only', async () => {
    const stored = await hasher.hash('correct horse');
    expect(await hasher.verify(stored, 'correct horse')).toBe(true);
    expect(await hasher.verify(stored, 'correct horsf')).toBe(false);
  });

  it('answers false, never throws, for a hash that is not an argon2id one', async () => {
    for (const stored of ['', 'plain', '$2b$10$abcdefghijklmnopqrstuv', '$argon2id$garbage'])
      expect(await hasher.verify(stored, 'x')).toBe(false);
  });
});

describe('password rules (spec 03 §5)', () => {
  it('requires a password of at least 8 characters', () => {
    expect(passwordProblem('')).toBe('password.required');
    expect(passwordProblem('1234567')).toBe('password.tooShort');
    expect(passwordProblem('12345678')).toBeUndefined();
  });

  it('accepts any password of 8 to 256 characters, without composition rules (ASVS 6.2)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: ACCOUNT_LIMITS.passwordMin, maxLength: 64, unit: 'binary' }),
        (password) => {
          fc.pre([...password].length >= ACCOUNT_LIMITS.passwordMin);
          expect(passwordProblem(password)).toBeUndefined();
        },
      ),
    );
  });
});
