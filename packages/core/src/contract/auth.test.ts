import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { FEATURE_FLAG_DEFAULTS, signInError, signInRequest, tokenResponse } from './auth';
import { currentUserResponse, syncUserRequest } from './users';

describe('the accounts contract', () => {
  it('reads a sign-in refusal with its error code and the new number of an old import number', () => {
    const parsed = signInError.parse({
      'hydra:description': 'Updated Export Number',
      errorCode: 'OldImportNumber',
      newAccountNumber: '960000002',
    });
    expect(parsed.newAccountNumber).toBe('960000002');
    expect(z.safeParse(signInError, { 'hydra:description': 'x', errorCode: 'Nope' }).success).toBe(false);
  });

  it('takes a sign-in with the identifier in email and a token answer without a refresh token', () => {
    expect(signInRequest.parse({ email: '812345678', password: 'x' }).email).toBe('812345678');
    expect(tokenResponse.parse({ token: 't' })).toEqual({ token: 't' });
  });

  it('keeps the spec defaults of the feature flags (spec 01 §6, spec 03 §6)', () => {
    expect(FEATURE_FLAG_DEFAULTS.PAYMENT_AUTHORIZATION).toBe(true);
    expect(FEATURE_FLAG_DEFAULTS.ORDERS).toBe(false);
    expect(FEATURE_FLAG_DEFAULTS.INSTANT_SIGN_UP).toBe(false);
    expect(FEATURE_FLAG_DEFAULTS.CSR_PASSWORD_CHANGE).toBe(false);
  });

  it('lets a sync leave a flag unchanged with null', () => {
    expect(syncUserRequest.parse({ emailOrId: 'a@b.co', active: null }).active).toBeNull();
    expect(z.safeParse(currentUserResponse, {}).success).toBe(false);
  });
});
