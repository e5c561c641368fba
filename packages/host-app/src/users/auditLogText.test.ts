import { describe, expect, it } from 'vitest';
import { auditAction, auditChanges, auditTime } from './auditLogText';

describe('View Log in words (issue 16)', () => {
  it('names each action instead of its internal name', () => {
    expect(auditAction({ action: 'syncUser' })).toBe('Account updated by staff');
    expect(auditAction({ action: 'passwordRecoveryStarted' })).toBe('Password recovery e-mail sent');
    expect(auditAction({ action: 'somethingNew' })).toBe('somethingNew');
  });

  it('says which flag changed, from what to what', () => {
    expect(
      auditChanges({
        action: 'syncUser',
        details: {
          active: false,
          suspended: null,
          whitelisted: true,
          previous: { active: true, whitelisted: true },
        },
      }),
    ).toEqual(['active → inactive']);
    // Entries written before the previous values were kept say what the flag was set to.
    expect(auditChanges({ action: 'syncUser', details: { suspended: true, sessionsEnded: 2 } })).toEqual([
      'suspended',
      '2 session(s) ended',
    ]);
  });

  it('shows the time in the viewer’s time zone, not an ISO string', () => {
    const shown = auditTime({ occurredAt: '2026-11-24T09:47:00.000Z' });
    expect(shown).not.toContain('T09:47');
    expect(shown).toMatch(/2026/);
  });
});
