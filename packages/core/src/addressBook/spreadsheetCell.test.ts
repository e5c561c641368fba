import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutralizeFormula, restoreNeutralized } from './spreadsheetCell';

describe('formula cells in exports (OWASP CSV injection)', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")'],
    ['+1 212 555 0142'],
    ["-2+3+cmd|' /C calc'!A0"],
    ["@SUM(1+1)*cmd|' /C calc'!A0"],
    ['\t=1+1'],
    ['\r=1+1'],
    ['  =1+1'],
  ])('writes %j as text with a leading apostrophe', (value) => {
    expect(neutralizeFormula(value)).toBe(`'${value}`);
  });

  it.each([['Northwind Ceramics'], ['350 Fifth Avenue'], ['a=b'], [''], ["O'Brien"]])(
    'leaves %j as it is',
    (value) => {
      expect(neutralizeFormula(value)).toBe(value);
    },
  );

  it('gives back every value the import reads from its own export', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        // Our neutralisation is undone; a value that already started with an apostrophe before a
        // formula character is the one ambiguous case, and it reads as the formula text, never a formula.
        fc.pre(!/^'\s*[=+\-@\t\r\n]/.test(value));
        expect(restoreNeutralized(neutralizeFormula(value))).toBe(value);
      }),
    );
  });

  it('never lets a neutralised cell start with a formula character', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(neutralizeFormula(value)).not.toMatch(/^\s*[=+\-@\t\r\n]/);
      }),
    );
  });
});
