import { messages } from '@shipdeck/core/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../platform/apiError';
import { authorize, type RoutePolicy } from './permissions';
import {
  ACCOUNT_SCOPES,
  LIMITED_ACCOUNT_SCOPES,
  type Principal,
  QUICK_ACCESS_SCOPES,
  type Scope,
} from './principal';

const CLIENT = '00000000-0000-4000-8000-000000000001';
const principalWith = (scopes: readonly Scope[], quickAccess = false): Principal => ({
  subject: `user:${CLIENT}`,
  role: 'ROLE_CLIENT',
  scopes,
  session: { id: 'session-1', userId: CLIENT, ownerId: CLIENT, quickAccess },
  account: { active: true, suspended: false, whitelisted: false, accountDiscount: 0 },
});
const rule = (requires: RoutePolicy['requires']): RoutePolicy => ({
  requires,
  inactive: 'block',
  suspended: 'block',
});
const refusal = (policy: RoutePolicy, principal: Principal) => {
  try {
    authorize(policy, principal, true);
    return null;
  } catch (error) {
    return error as ApiError;
  }
};

describe('documents and pickups scopes (spec 03 §8 InvalidNumber)', () => {
  it.each(['documents', 'pickups'] as const)('lets a full account call a %s route', (requires) => {
    expect(refusal(rule(requires), principalWith(ACCOUNT_SCOPES))).toBeNull();
  });

  it.each(['documents', 'pickups'] as const)(
    'refuses %s to an InvalidNumber account with the spec reason',
    (requires) => {
      const error = refusal(rule(requires), principalWith(LIMITED_ACCOUNT_SCOPES));
      expect(error).toBeInstanceOf(ApiError);
      expect(error?.status).toBe(403);
      expect(error?.errorCode).toBe('InvalidNumber');
      expect(error?.message).toBe(messages('signInError.InvalidNumber.text'));
    },
  );

  it('lets an InvalidNumber account quote, prepare and read its own data', () => {
    for (const requires of ['quote', 'prepare', 'account'] as const)
      expect(refusal(rule(requires), principalWith(LIMITED_ACCOUNT_SCOPES))).toBeNull();
  });

  it.each(['documents', 'pickups', 'account'] as const)(
    'asks a quick-access session for its password on %s',
    (requires) => {
      const error = refusal(rule(requires), principalWith(QUICK_ACCESS_SCOPES, true));
      expect(error?.errorCode).toBe('PasswordRequired');
    },
  );

  it('keeps staff tools Forbidden (not PasswordRequired) for quick access', () => {
    expect(refusal(rule('staff'), principalWith(QUICK_ACCESS_SCOPES, true))?.errorCode).toBe('Forbidden');
  });
});
