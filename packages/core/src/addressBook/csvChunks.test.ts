import { describe, expect, it } from 'vitest';
import { csvParts, csvRecords } from './csvChunks';

const HEADER = 'Company Name,Contact Name,Address Line 1,City,Country\r\n';
const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => `Company ${i + 1},Person ${i + 1},${i + 1} Main St,Austin,US\r\n`).join(
    '',
  );

describe('a large CSV in parts (import progress)', () => {
  it('keeps a quoted line break inside one record', () => {
    expect(csvRecords('a,"1\n2"\nb,3')).toEqual(['a,"1\n2"\n', 'b,3']);
  });
  it('is one request up to the part size', () => {
    expect(csvParts(HEADER + rows(10), 10)).toBeNull();
  });
  it('is not split when the header is not found (the server says why)', () => {
    expect(csvParts(`x,y\r\n${rows(30)}`, 10)).toBeNull();
  });
  it('repeats the header in every part and numbers rows as in the whole file', () => {
    const parts = csvParts(`Our contacts\r\n${HEADER}${rows(25)}`, 10) ?? [];
    expect(parts.map((part) => part.rows)).toEqual([10, 10, 5]);
    expect(parts.map((part) => part.rowOffset)).toEqual([0, 10, 20]);
    for (const part of parts) expect(part.text.startsWith(`Our contacts\r\n${HEADER}`)).toBe(true);
    expect(parts[2]?.text.endsWith('Company 25,Person 25,25 Main St,Austin,US\r\n')).toBe(true);
    // Nothing lost or doubled.
    expect(parts.map((part) => part.text.slice(`Our contacts\r\n${HEADER}`.length)).join('')).toBe(rows(25));
  });
  it('skips a part of blank lines only', () => {
    const parts = csvParts(`${HEADER}${rows(10)}${',,,,\r\n'.repeat(10)}`, 10) ?? [];
    expect(parts).toHaveLength(1);
  });
});
