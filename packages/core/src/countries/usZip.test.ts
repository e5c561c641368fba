import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUsZip, isUsZip, US_ZIP_PATTERN } from './usZip';

describe('US zip format (spec 01 §5: 99999 or 99999-9999)', () => {
  it.each(['10001', '10001-1234'])('accepts %s', (zip) => expect(isUsZip(zip)).toBe(true));
  it.each(['1000', '100011', '10001-12', '10001 1234', 'ABCDE', '10001-'])('rejects %s', (zip) =>
    expect(US_ZIP_PATTERN.test(zip)).toBe(false),
  );

  it('formats nine bare digits as zip+4 and keeps every result valid', () => {
    expect(formatUsZip('100011234')).toBe('10001-1234');
    fc.assert(fc.property(fc.stringMatching(/^\d{9}$/), (digits) => isUsZip(formatUsZip(digits))));
  });
});
