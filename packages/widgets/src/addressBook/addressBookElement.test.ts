import { act, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineAddressBookElement, type ShipdeckAddressBookElement } from './addressBookElement';
import {
  fakeAddressBookApi,
  fakeItemsApi,
  storyContacts,
  storyCountries,
  storyItems,
} from './fixtures/addressBookScenarios';

beforeAll(() => defineAddressBookElement());
afterEach(() => {
  act(() => {
    document.body.innerHTML = '';
  });
});

const client = () => ({
  ...fakeAddressBookApi(storyContacts()),
  ...fakeItemsApi(storyItems()),
  countryOptions: async () => storyCountries,
  currencyOptions: async () => [{ code: 'USD', value: 'USD', label: 'US Dollar' }],
  postalCodes: async () => [],
});

describe('<shipdeck-address-book>', { timeout: 20_000 }, () => {
  it('opens the address book in an open shadow root, and My Items List with list="items"', async () => {
    const book = document.createElement('shipdeck-address-book') as ShipdeckAddressBookElement;
    book.options = { client: client() as never };
    act(() => {
      document.body.append(book);
    });
    const shadow = within(book.shadowRoot as unknown as HTMLElement);
    expect(await shadow.findByText('Blue Harbor Supply', {}, { timeout: 5_000 })).toBeTruthy();
    expect(book.querySelector('.sd-book')).toBeNull();

    const items = document.createElement('shipdeck-address-book') as ShipdeckAddressBookElement;
    items.setAttribute('list', 'items');
    items.options = { client: client() as never };
    act(() => {
      document.body.append(items);
    });
    const itemsView = within(items.shadowRoot as unknown as HTMLElement);
    expect(await itemsView.findByText('Stoneware mug', {}, { timeout: 5_000 })).toBeTruthy();
  });
});
