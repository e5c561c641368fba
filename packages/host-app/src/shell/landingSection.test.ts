import { describe, expect, it } from 'vitest';
import { withLandingSection } from './landingSection';

describe('the landing section (spec 02 §2 section scrolls; spec 03 §2 drops it from the URL)', () => {
  it('keeps a dropped section as the clean target’s hash', () => {
    expect(withLandingSection('/view-history', '?section=drafts&utm_source=mail')).toBe(
      '/view-history#drafts',
    );
    expect(withLandingSection('/?a=1', '?a=1&section=standalone_quotes')).toBe('/?a=1#standalone_quotes');
  });

  it('leaves a target without a section, or with a hash of its own, as it is', () => {
    expect(withLandingSection('/view-history', '?utm_source=mail')).toBe('/view-history');
    expect(withLandingSection('/view-history#drafts', '?section=quotes')).toBe('/view-history#drafts');
    expect(withLandingSection('/view-history', '?section=%3Cscript%3E')).toBe('/view-history');
  });
});
