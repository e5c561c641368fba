import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasLandingAction, readLandingParameters } from './landingParameters';

describe('landing query parameters (spec 03 §2)', () => {
  it('reads handoff as a token to keep as the temporary token', () => {
    const p = readLandingParameters('?handoff=abc.def');
    expect(p.handoff).toBe('abc.def');
    expect(hasLandingAction(p)).toBe(true);
  });

  it('reads login-as together with switch-to', () => {
    const p = readLandingParameters('login-as=tok&switch-to=u-9');
    expect(p).toMatchObject({ loginAs: 'tok', switchTo: 'u-9' });
  });

  it('opens the change-password dialog for mode=reset-password and keeps recoveryCode and reason', () => {
    const p = readLandingParameters('?mode=reset-password&recoveryCode=R%2B1&reason=reset-password');
    expect(p).toMatchObject({ resetPassword: true, recoveryCode: 'R+1', reason: 'reset-password' });
  });

  it('drops utm parameters, new-shipment-overview, section and domestic and forwards the others', () => {
    const p = readLandingParameters(
      '?utm_source=mail&utmCampaign=x&new-shipment-overview=1&section=2&domestic=true&draft=42&q=a%20b',
    );
    expect(p.forwarded).toBe('draft=42&q=a%20b');
    expect(hasLandingAction(p)).toBe(false);
  });

  it('never forwards a dropped or consumed parameter, whatever else the URL holds', () => {
    const name = fc.oneof(
      fc.constantFrom(
        'utm_source',
        'utm',
        'utmX',
        'section',
        'domestic',
        'new-shipment-overview',
        'handoff',
        'mode',
      ),
      fc.stringMatching(/^[a-z][a-z0-9_-]{0,8}$/),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(name, fc.string({ maxLength: 6 }))), (pairs) => {
        const search = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
        const forwarded = readLandingParameters(search)
          .forwarded.split('&')
          .filter(Boolean)
          .map((pair) => decodeURIComponent(pair.split('=')[0] ?? ''));
        for (const key of forwarded) {
          expect(key.startsWith('utm')).toBe(false);
          expect(['section', 'domestic', 'new-shipment-overview', 'handoff', 'mode']).not.toContain(key);
        }
      }),
    );
  });
});
