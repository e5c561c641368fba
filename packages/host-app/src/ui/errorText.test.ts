import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorText } from './errorText';

describe('errorText', () => {
  it("shows the server's description when the answer carries one", () => {
    expect(errorText({ description: 'Your account is suspended.' }, 'fallback')).toBe(
      'Your account is suspended.',
    );
  });

  it('falls back when the description is missing, null or blank', () => {
    expect(errorText({ description: null }, 'fallback')).toBe('fallback');
    expect(errorText({}, 'fallback')).toBe('fallback');
    expect(errorText({ description: '  ' }, 'fallback')).toBe('fallback');
  });

  it('falls back for anything that is not an API error', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant(undefined)),
        (thrown) => {
          expect(errorText(thrown, 'fallback')).toBe('fallback');
        },
      ),
    );
    expect(errorText(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
  });
});
