import { describe, expect, it } from 'vitest';
import { withRowAdded, withRowRemoved } from './repeatedRows';

const isEmpty = (row: string) => row === '';
const make = () => '';

describe('repeated rows (spec 01 §2 package and line-item rows)', () => {
  it('adds a row only when the last row is not empty', () => {
    expect(withRowAdded(['box'], isEmpty, make)).toEqual(['box', '']);
    expect(withRowAdded(['box', ''], isEmpty, make)).toBeNull();
  });

  it('never deletes the only row', () => {
    expect(withRowRemoved(['box'], 0)).toBeNull();
  });

  it('deletes the row at the index and ignores an index outside the list', () => {
    expect(withRowRemoved(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(withRowRemoved(['a', 'b'], 2)).toBeNull();
    expect(withRowRemoved(['a', 'b'], -1)).toBeNull();
  });
});
