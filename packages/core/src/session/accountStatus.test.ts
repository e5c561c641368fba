import { describe, expect, it } from 'vitest';
import { accountNotice } from './accountStatus';

describe('account status (spec 03 §4)', () => {
  it('shows the inactive notice to an inactive user', () => {
    expect(accountNotice({ active: false, suspended: true, whitelisted: false })).toBe('inactive');
  });
  it('shows the suspended notice to a suspended user who is not whitelisted', () => {
    expect(accountNotice({ active: true, suspended: true, whitelisted: false })).toBe('suspended');
  });
  it('shows nothing to a suspended user who is whitelisted, or an active one', () => {
    expect(accountNotice({ active: true, suspended: true, whitelisted: true })).toBeNull();
    expect(accountNotice({ active: true, suspended: false, whitelisted: false })).toBeNull();
    expect(accountNotice(null)).toBeNull();
  });
});
