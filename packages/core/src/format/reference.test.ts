import { describe, expect, it } from 'vitest';
import { shortReference } from './reference';

describe('shortReference', () => {
  it('shortens a quote id to a reference a person can read out', () => {
    expect(shortReference('3f2a9c1b-7d4e-4b8a-9c0d-1e2f3a4b5c6d')).toBe('Q-3F2A9C1B');
    expect(shortReference('3f2a9c1b-7d4e-4b8a-9c0d-1e2f3a4b5c6d', 'S')).toBe('S-3F2A9C1B');
  });

  it('keeps an id that is not a UUID as it is', () => {
    expect(shortReference('q1')).toBe('q1');
  });
});
