import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './AddressBookModal.stories';

const all = composeStories(stories);
afterEach(cleanup);

// Every story renders and shows what it is about (docs/conventions.md#a-story-per-state).
describe('address book and My Items List stories', () => {
  it.each([
    ['Empty', /Your address book has no contacts yet/],
    ['ContactList', 'Blue Harbor Supply'],
    ['LetterFilter', 'Harbor Lights Candles'],
    ['EditMode', 'Delete Selected'],
    ['CreateContact', 'Save Contact'],
    ['ContactErrors', 'Contact Name is required'],
    ['UpdateContact', 'Update Contact'],
    ['AddressNotLocated', 'This ZIP code is not in that state.'],
    ['Importing', '500 of 1200 rows imported'],
    ['ImportSucceeded', 'You have successfully imported contacts!'],
    [
      'ImportPartial',
      'You have imported contacts, however one or more contact seems to have an issue. Please download spreadsheet of failed contacts, fix them and import them again.',
    ],
    ['ImportRefused', 'Please choose a .csv or .xlsx file: only these can be imported.'],
    ['ItemsEmpty', 'Looks like you need to put some Items in your Items List!'],
    ['ItemsList', 'Stoneware mug 1'],
    ['ItemsEditMode', 'Delete Selected'],
    ['NewItem', 'Item Description is required'],
    ['UnknownCommodityCode', 'Please double check that this code is valid. You can still continue.'],
  ] as const)('%s shows %s', async (name, text) => {
    const Story = all[name];
    render(<Story />);
    expect((await screen.findAllByText(text, {}, { timeout: 5000 })).length).toBeGreaterThan(0);
  });
});
