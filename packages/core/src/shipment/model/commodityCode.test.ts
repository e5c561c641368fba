import { describe, expect, it } from 'vitest';
import { formatCommodityCode } from './commodityCode';

describe('commodity code in the item manager (spec 01 §5)', () => {
  it.each([
    ['8471300100', '8471.30.0100'],
    ['8471.30.0100', '8471.30.0100'],
    ['8471-30 0100', '8471.30.0100'],
    ['84713', '84713'],
  ])('keeps digits only and formats 10 of them: %s → %s', (input, expected) => {
    expect(formatCommodityCode(input)).toBe(expected);
  });
});
