import { describe, expect, it } from 'vitest';
import { documentFallbackWeight } from './index';

describe('documentFallbackWeight (spec 01 §9)', () => {
  it('rates documents at or below half a pound at 0.4 lb', () => {
    expect(documentFallbackWeight('lb')).toBe(0.4);
  });

  it('converts the fallback for metric shipments to the 3 decimals a weight takes', () => {
    expect(documentFallbackWeight('kg')).toBe(0.181);
  });
});
