import { describe, expect, it } from 'vitest';
import {
  isSafeRedirect,
  isShortSignInRedirect,
  landingPageAfterSignIn,
  signedInPageRedirect,
} from './landingPage';

describe('landing page after sign-in (spec 03 §4)', () => {
  it('is get quote when the flag is set', () => {
    expect(landingPageAfterSignIn({ redirectUrl: null, landOnGetQuote: true, isStaff: true })).toBe(
      '/get-quote',
    );
  });
  it('is the users list for admins and CSR', () => {
    expect(landingPageAfterSignIn({ redirectUrl: null, landOnGetQuote: false, isStaff: true })).toBe(
      '/users',
    );
  });
  it('is home for everyone else', () => {
    expect(landingPageAfterSignIn({ redirectUrl: null, landOnGetQuote: false, isStaff: false })).toBe('/');
  });
  it('lets a saved redirect URL override', () => {
    expect(
      landingPageAfterSignIn({ redirectUrl: '/view-history?page=2', landOnGetQuote: true, isStaff: true }),
    ).toBe('/view-history?page=2');
  });
  it('never redirects off the site', () => {
    expect(isSafeRedirect('//evil.example/x')).toBe(false);
    expect(isSafeRedirect('https://evil.example')).toBe(false);
    expect(
      landingPageAfterSignIn({ redirectUrl: '//evil.example', landOnGetQuote: false, isStaff: false }),
    ).toBe('/');
  });
  it('uses the shortened sign-in layout when the saved redirect is schedule pickup or prepare shipment', () => {
    expect(isShortSignInRedirect('/schedule-pickup')).toBe(true);
    expect(isShortSignInRedirect('/prepare-shipment?draft=1')).toBe(true);
    expect(isShortSignInRedirect('/view-history')).toBe(false);
    expect(isShortSignInRedirect(null)).toBe(false);
  });
});

describe('sign-in and sign-up for someone signed in (issue 16 item 13)', () => {
  it('sends a signed-in person from sign-in and sign-up to their landing page', () => {
    expect(signedInPageRedirect('/sign-in', 'full', '/')).toBe('/');
    expect(signedInPageRedirect('/sign-up?x=1', 'full', '/users')).toBe('/users');
    expect(signedInPageRedirect('/sign-up', 'quick-access', '/')).toBe('/');
  });

  it('opens them for visitors and guests, and sign-in for quick access (to sign in with a password)', () => {
    expect(signedInPageRedirect('/sign-in', 'none', '/')).toBeNull();
    expect(signedInPageRedirect('/sign-up', 'guest', '/')).toBeNull();
    expect(signedInPageRedirect('/sign-in', 'quick-access', '/')).toBeNull();
    expect(signedInPageRedirect('/get-quote', 'full', '/')).toBeNull();
  });
});
