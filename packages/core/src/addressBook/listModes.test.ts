import { describe, expect, it } from 'vitest';
import { emptyParty } from '../shipment/model/emptyDraft';
import { contactButtonOf } from './contactLink';
import {
  canDeleteSelected,
  LETTER_FILTERS,
  letterGroupOf,
  matchesLetter,
  noSelection,
  pageBar,
  pageChanged,
  searchTermOf,
  setSelectAll,
  toggleChecked,
  toggleEditMode,
} from './listModes';

describe('the letter filter (spec 03 §2: A-Z, All, 0...9, symbols)', () => {
  it('offers All, the 26 letters, digits and symbols', () => {
    expect(LETTER_FILTERS).toHaveLength(29);
    expect(LETTER_FILTERS[0]).toBe('all');
    expect(LETTER_FILTERS.slice(-2)).toEqual(['digits', 'symbols']);
  });
  it('groups a name by its first character, accents dropped', () => {
    expect(letterGroupOf('northwind')).toBe('N');
    expect(letterGroupOf('  Émile Textiles')).toBe('E');
    expect(letterGroupOf('3M Canada')).toBe('digits');
    expect(letterGroupOf('"Quoted" Ltd')).toBe('symbols');
    expect(letterGroupOf('東京 Trading')).toBe('symbols');
    expect(letterGroupOf('')).toBe('symbols');
  });
  it('All matches every name', () => {
    expect(matchesLetter('&Co', 'all')).toBe(true);
    expect(matchesLetter('&Co', 'symbols')).toBe(true);
    expect(matchesLetter('Acme', 'B')).toBe(false);
  });
});

describe('search (spec 03 §5: at least 2 characters)', () => {
  it('is the trimmed text from 2 characters, otherwise nothing', () => {
    expect(searchTermOf(' a ')).toBe('');
    expect(searchTermOf(' ab ')).toBe('ab');
  });
});

describe('the page bar (spec 03 §9)', () => {
  it('shows every page up to 6', () => {
    expect(pageBar(1, 1)).toEqual([1]);
    expect(pageBar(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('uses ellipses beyond 6', () => {
    expect(pageBar(1, 12)).toEqual([1, 2, 3, 4, 'gap', 12]);
    expect(pageBar(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageBar(12, 12)).toEqual([1, 'gap', 9, 10, 11, 12]);
    expect(pageBar(2, 7)).toEqual([1, 2, 3, 4, 'gap', 7]);
  });
});

describe('edit mode and checks (spec 03 §4)', () => {
  const editing = toggleEditMode(noSelection());
  it('checks only in edit mode, and leaving edit mode clears the checks', () => {
    expect(toggleChecked(noSelection(), 'a').checked).toEqual([]);
    const checked = toggleChecked(toggleChecked(editing, 'a'), 'b');
    expect(checked.checked).toEqual(['a', 'b']);
    expect(canDeleteSelected(checked)).toBe(true);
    expect(toggleEditMode(checked)).toEqual(noSelection());
  });
  it('select-all checks only the current page', () => {
    const all = setSelectAll(toggleChecked(editing, 'x'), true, ['a', 'b', 'x']);
    expect(all).toEqual({ editMode: true, checked: ['x', 'a', 'b'], selectAll: true });
    expect(setSelectAll(all, false, ['a', 'b'])).toEqual({
      editMode: true,
      checked: ['x'],
      selectAll: false,
    });
  });
  it('unchecking everything while select-all is on turns select-all and edit mode off', () => {
    let selection = setSelectAll(editing, true, ['a', 'b']);
    selection = toggleChecked(selection, 'a');
    expect(selection.selectAll).toBe(true);
    selection = toggleChecked(selection, 'b');
    expect(selection).toEqual(noSelection());
  });
  it('unchecking everything without select-all stays in edit mode', () => {
    expect(toggleChecked(toggleChecked(editing, 'a'), 'a')).toEqual({ ...editing, checked: [] });
  });
  it('another page turns the select-all box off but keeps the checks', () => {
    const all = setSelectAll(editing, true, ['a']);
    expect(pageChanged(all)).toEqual({ editMode: true, checked: ['a'], selectAll: false });
  });
});

describe('Save Contact and Update Contact (spec 03 §4)', () => {
  const party = { ...emptyParty(), companyName: 'Northwind', country: 'US' };
  it('an unsaved party may be saved', () => {
    expect(contactButtonOf(party, null)).toEqual({ action: 'save', disabled: false });
  });
  it('Update Contact is disabled until a field changes', () => {
    const linked = { id: 'c1', saved: structuredClone(party) };
    expect(contactButtonOf(party, linked)).toEqual({ action: 'update', disabled: true });
    // The formatted line is derived, not a field the person changes.
    expect(contactButtonOf({ ...party, formattedAddress: 'x' }, linked).disabled).toBe(true);
    expect(contactButtonOf({ ...party, email: 'a@b.co' }, linked)).toEqual({
      action: 'update',
      disabled: false,
    });
  });
});
