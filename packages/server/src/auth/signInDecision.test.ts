import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterFailedSignIn,
  classifyIdentifier,
  decideSignIn,
  lockDuration,
  MAX_FAILED_SIGN_INS,
  SIGN_IN_LOCK_MS,
  type SignInAccount,
} from './signInDecision';

const now = new Date('2025-07-01T12:00:00Z');
const healthy: SignInAccount = {
  passwordSet: true,
  flaggedForFraud: false,
  badDebtor: false,
  nonOsNumber: false,
  invalidNumber: false,
  lockedUntil: null,
};
const code = (outcome: ReturnType<typeof decideSignIn>) => (outcome.ok ? 'ok' : outcome.errorCode);

describe('the sign-in identifier (spec 03 §2, §9)', () => {
  it('reads an e-mail, a 9-digit number starting with 8 or 9, or else a client id', () => {
    expect(classifyIdentifier(' Ada@Example.com ')).toEqual({ kind: 'email', value: 'ada@example.com' });
    expect(classifyIdentifier('812 345 678')).toEqual({ kind: 'number', value: '812345678' });
    expect(classifyIdentifier('712345678')).toEqual({ kind: 'badNumber', value: '712345678' });
    expect(classifyIdentifier('8123456789')).toEqual({ kind: 'badNumber', value: '8123456789' });
    expect(classifyIdentifier('sd100001')).toEqual({ kind: 'clientId', value: 'SD100001' });
  });

  it('accepts as a number exactly the 9-digit strings starting with 8 or 9', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,12}$/), (digits) => {
        const kind = classifyIdentifier(digits).kind;
        expect(kind).toBe(/^[89]\d{8}$/.test(digits) ? 'number' : 'badNumber');
      }),
    );
  });
});

describe('the sign-in error codes of spec 03 §8', () => {
  it('answers InvalidFormat for a number of the wrong format', () => {
    expect(code(decideSignIn(classifyIdentifier('12345678'), undefined, false, now))).toBe('InvalidFormat');
  });

  it('answers EmailNotFound, NonOSImportExportNumber or InvalidCredentials when nothing is found', () => {
    expect(code(decideSignIn(classifyIdentifier('x@y.co'), undefined, false, now))).toBe('EmailNotFound');
    expect(code(decideSignIn(classifyIdentifier('812345678'), undefined, false, now))).toBe(
      'NonOSImportExportNumber',
    );
    expect(code(decideSignIn(classifyIdentifier('NOPE01'), undefined, false, now))).toBe(
      'InvalidCredentials',
    );
  });

  it('answers FailedSignInAttempts while locked, even with the right password', () => {
    const locked = { ...healthy, lockedUntil: new Date(now.getTime() + 1000) };
    expect(code(decideSignIn(classifyIdentifier('x@y.co'), locked, true, now))).toBe('FailedSignInAttempts');
    const expired = { ...healthy, lockedUntil: new Date(now.getTime() - 1) };
    expect(code(decideSignIn(classifyIdentifier('x@y.co'), expired, true, now))).toBe('ok');
  });

  it('answers NoPasswordSet and PasswordIncorrect, and tells account state only after the right password', () => {
    const id = classifyIdentifier('812345678');
    expect(code(decideSignIn(id, { ...healthy, passwordSet: false }, false, now))).toBe('NoPasswordSet');
    const fraud = { ...healthy, flaggedForFraud: true };
    expect(code(decideSignIn(id, fraud, false, now))).toBe('PasswordIncorrect');
    expect(code(decideSignIn(id, fraud, true, now))).toBe('FlaggedForFraud');
    expect(code(decideSignIn(id, { ...healthy, badDebtor: true }, true, now))).toBe('BadDebtor');
    expect(code(decideSignIn(id, { ...healthy, newAccountNumber: '912345678' }, true, now))).toBe(
      'OldImportNumber',
    );
    expect(code(decideSignIn(id, { ...healthy, nonOsNumber: true }, true, now))).toBe(
      'NonOSImportExportNumber',
    );
    expect(code(decideSignIn(id, { ...healthy, invalidNumber: true }, true, now))).toBe('InvalidNumber');
    expect(code(decideSignIn(id, healthy, true, now))).toBe('ok');
  });
});

describe('failed sign-in attempts', () => {
  it(`locks the account on the ${MAX_FAILED_SIGN_INS}th failure within 15 minutes, for 30 seconds at first`, () => {
    let state = { failedSignInCount: 0, failedSignInSince: null as Date | null };
    let lockedUntil: Date | null = null;
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) {
      const next = afterFailedSignIn(state, new Date(now.getTime() + i * 60_000));
      state = next;
      lockedUntil = next.lockedUntil;
      if (i < MAX_FAILED_SIGN_INS - 1) expect(lockedUntil).toBeNull();
    }
    expect(lockedUntil?.getTime()).toBe(now.getTime() + 4 * 60_000 + 30_000);
  });

  it('doubles the lock with every further failure, up to 15 minutes (a growing delay, not a fixed lock)', () => {
    expect([4, 5, 6, 7, 8, 9, 10, 50].map(lockDuration)).toEqual([
      0,
      30_000,
      60_000,
      120_000,
      240_000,
      480_000,
      SIGN_IN_LOCK_MS,
      SIGN_IN_LOCK_MS,
    ]);
  });

  it("does not hold the account's own trusted browser, which still needs the right password", () => {
    const locked: SignInAccount = {
      passwordSet: true,
      flaggedForFraud: false,
      badDebtor: false,
      nonOsNumber: false,
      invalidNumber: false,
      lockedUntil: new Date(now.getTime() + 60_000),
    };
    const email = classifyIdentifier('ada@example.com');
    expect(decideSignIn(email, locked, true, now)).toMatchObject({ errorCode: 'FailedSignInAttempts' });
    expect(decideSignIn(email, locked, true, now, true)).toEqual({ ok: true });
    expect(decideSignIn(email, locked, false, now, true)).toMatchObject({ errorCode: 'PasswordIncorrect' });
  });

  it('starts counting again once the window is over', () => {
    const next = afterFailedSignIn(
      { failedSignInCount: 4, failedSignInSince: now },
      new Date(now.getTime() + 16 * 60_000),
    );
    expect(next).toMatchObject({ failedSignInCount: 1, lockedUntil: null });
  });
});
