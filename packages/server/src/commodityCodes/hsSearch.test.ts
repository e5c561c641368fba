import { describe, expect, it } from 'vitest';
import { hsNomenclature, subheadingOf } from './hsNomenclature';
import { hsSearchIndex, indexWords, stem } from './hsSearch';

const top = (query: string, n = 3) =>
  hsSearchIndex()
    .search(query, n)
    .map((entry) => entry.code);

describe('the Harmonized System nomenclature as data (data/harmonized-system.tsv)', () => {
  it('holds the 5,612 subheadings of HS 2022 with their headings and chapters', () => {
    const { subheadings } = hsNomenclature();
    expect(subheadings).toHaveLength(5612);
    expect(subheadingOf('8471300100')).toMatchObject({
      code: '847130',
      description: expect.stringMatching(/^Automatic data processing machines; portable/),
      heading: { code: '8471' },
      chapter: { code: '84', description: expect.stringMatching(/^Machinery and mechanical appliances/) },
    });
  });

  it('knows no subheading for reserved or national chapters (77, 98, 99)', () => {
    for (const code of ['7700000000', '9801100000', '9999999999', '0000000000']) {
      expect(subheadingOf(code), code).toBeUndefined();
    }
  });
});

describe('HS suggestions for an item description (issue 10, beyond the spec)', () => {
  it('stems plurals alike and indexes hyphenated words whole and in parts', () => {
    expect(['batteries', 'battery'].map(stem)).toEqual(['battery', 'battery']);
    expect(['shoes', 'shoe'].map(stem)).toEqual(['sho', 'sho']);
    expect(['boxes', 'box', 'glasses', 'glass'].map(stem)).toEqual(['box', 'box', 'glass', 'glass']);
    expect(indexWords("Men's T-shirts, of cotton")).toEqual(['men', 'tshirt', 'shirt', 'cotton']);
  });

  it('ranks the subheading that matches every word, and the rarer word, first', () => {
    expect(top('cotton t-shirts')[0]).toBe('610910');
    expect(top('lithium batteries')[0]).toBe('850650');
    expect(top('olive oil', 4).every((code) => code.startsWith('1509'))).toBe(true);
    expect(top('coffee beans', 3).every((code) => code.startsWith('0901'))).toBe(true);
  });

  it('prefers the goods a subheading names, and a subheading whose heading and chapter are about the word too', () => {
    // 2844.10 (uranium compounds) mentions ceramics; chapter 69 is ceramic products.
    expect(top('ceramic mug')[0]).toBe('691200');
    expect(top('porcelain tableware')[0]).toBe('691110');
  });

  it("reads everyday words the nomenclature does not use (laptop, sneakers, jewelry) as the nomenclature's", () => {
    expect(top('laptop')[0]).toBe('847130');
    expect(top('sneakers', 4).every((code) => code.startsWith('640'))).toBe(true);
    expect(top('silver jewelry')[0]).toBe('711311');
    expect(top('mobile phone')[0]).toBe('851713');
    expect(top('bicycle parts', 4).every((code) => code.startsWith('8714'))).toBe(true);
  });

  it('matches the beginning of a word, and lists a heading by its digits in code order', () => {
    expect(top('sunglass')[0]).toBe('900410');
    expect(top('8471', 3)).toEqual(['847130', '847141', '847149']);
    expect(top('8471.30')).toEqual(['847130']);
  });

  it('answers nothing for words it does not know or only stop words', () => {
    expect(top('zzzqqq')).toEqual([]);
    expect(top('of the and')).toEqual([]);
  });

  it('answers a search in well under a millisecond once built', () => {
    hsSearchIndex();
    const started = performance.now();
    for (let i = 0; i < 200; i++) hsSearchIndex().search('knitted cotton sweaters for men', 10);
    expect((performance.now() - started) / 200).toBeLessThan(2);
  });
});
