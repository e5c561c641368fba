import { describe, expect, it } from 'vitest';
import { compileRemoteAreas, isRemoteArea } from './remoteAreas';

const areas = compileRemoteAreas({
  id: 'test-remote',
  countries: { GB: ['HS', 'KW15'], US: ['996', '59313'], ca: ['X0A'] },
});

describe('remote areas', () => {
  it('matches postal-code prefixes, ignoring case, spaces and dashes', () => {
    expect(isRemoteArea(areas, 'GB', 'hs1 2aa')).toBe(true);
    expect(isRemoteArea(areas, 'GB', 'KW15 1AB')).toBe(true);
    expect(isRemoteArea(areas, 'GB', 'KW1 4AA')).toBe(false);
    expect(isRemoteArea(areas, 'US', '99654')).toBe(true);
    expect(isRemoteArea(areas, 'US', '59313-1234')).toBe(true);
    expect(isRemoteArea(areas, 'CA', 'X0A 1H0')).toBe(true);
  });

  it('does not match another country, a missing code or an unlisted one', () => {
    expect(isRemoteArea(areas, 'DE', 'HS1')).toBe(false);
    expect(isRemoteArea(areas, 'US', null)).toBe(false);
    expect(isRemoteArea(areas, 'US', '10001')).toBe(false);
    expect(isRemoteArea(areas, 'US', '99')).toBe(false);
  });
});
