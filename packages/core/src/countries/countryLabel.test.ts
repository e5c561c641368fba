import { describe, expect, it } from 'vitest';
import { countryLabelSize, titleCaseCountry } from './countryLabel';

describe('titleCaseCountry (spec 01 §9: names title-cased)', () => {
  it.each([
    ['UNITED KINGDOM', 'United Kingdom'],
    ['united states of america', 'United States of America'],
    ['BOSNIA AND HERZEGOVINA', 'Bosnia and Herzegovina'],
    ['GUINEA-BISSAU', 'Guinea-Bissau'],
    ["CÔTE D'IVOIRE", "Côte d'Ivoire"],
    ['KOREA (REPUBLIC OF)', 'Korea (Republic of)'],
    ['USA', 'USA'],
    ['the bahamas', 'The Bahamas'],
  ])('%s -> %s', (input, output) => expect(titleCaseCountry(input)).toBe(output));
});

describe('countryLabelSize (spec 02 §9)', () => {
  it('uses a medium font from 7 to 21 characters and a small one from 22', () => {
    expect(countryLabelSize('Mexico')).toBe('regular');
    expect(countryLabelSize('Germany')).toBe('medium');
    expect(countryLabelSize('x'.repeat(21))).toBe('medium');
    expect(countryLabelSize('Bosnia and Herzegovina')).toBe('small');
  });
});
