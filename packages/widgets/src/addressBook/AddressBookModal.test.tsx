import { createAddressBookStore, createItemsListStore } from '@shipdeck/core/addressBook';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressBookModal } from './AddressBookModal';
import { createAddressBookTranslate } from './addressBookMessages';
import {
  fakeAddressBookApi,
  fakeItemsApi,
  notLocatedAddressApi,
  storyContacts,
  storyCountries,
  storyItems,
} from './fixtures/addressBookScenarios';
import { ItemsListModal } from './ItemsListModal';

const t = createAddressBookTranslate();
afterEach(cleanup);

async function openBook(
  over: { onPick?: (contact: unknown) => void; importAnswer?: () => Promise<never> } = {},
) {
  const saveFile = vi.fn();
  const store = createAddressBookStore({
    api: fakeAddressBookApi(storyContacts(), over.importAnswer) as never,
    ...(over.onPick ? { onPick: over.onPick } : {}),
  });
  render(
    <AddressBookModal store={store} t={t} countries={storyCountries} idPrefix="t" saveFile={saveFile} />,
  );
  await store.getState().openList();
  await screen.findByText('Blue Harbor Supply');
  return { store, saveFile };
}

describe('the Address book modal (spec 03 §2, §4)', { timeout: 20_000 }, () => {
  it('filters by letter and pages 9 at a time', async () => {
    await openBook();
    expect(screen.getAllByRole('row')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByText('Kestrel Optics')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'H' }));
    expect(screen.getByText('Harbor Lights Candles')).toBeTruthy();
    expect(screen.queryByText('Northwind Ceramics')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '0...9' }));
    expect(screen.getByText('3D Print Lab')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Symbols' }));
    expect(screen.getByText('&Partners Design')).toBeTruthy();
  });

  it('shows Delete Selected in edit mode with rows checked, and deletes them', async () => {
    const { store } = await openBook();
    expect(screen.queryByRole('button', { name: 'Delete Selected' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit List' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Blue Harbor Supply' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Cascade Outfitters' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
    await waitFor(() => expect(screen.queryByText('Blue Harbor Supply')).toBeNull());
    expect(screen.queryByText('Cascade Outfitters')).toBeNull();
    expect(store.getState().loaded).toHaveLength(11);
    expect(screen.getByRole('button', { name: 'Edit List' })).toBeTruthy();
  });

  it('loads a contact when its row is clicked outside edit mode', async () => {
    const onPick = vi.fn();
    const { store } = await openBook({ onPick });
    fireEvent.click(screen.getByRole('button', { name: 'Blue Harbor Supply' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ companyName: 'Blue Harbor Supply' }));
    expect(store.getState().open).toBe(false);
  });

  it('keeps Update Contact disabled until a field changes', async () => {
    await openBook();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Blue Harbor Supply' }));
    const update = screen.getByRole('button', { name: 'Update Contact' }) as HTMLButtonElement;
    expect(update.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Contact Name'), { target: { value: 'Marcus J. Lee' } });
    expect(update.disabled).toBe(false);
    fireEvent.click(update);
    expect(await screen.findByText('You have successfully updated your contact!')).toBeTruthy();
  });

  it('shows the address check on the form: the notice above it, what did not match at the field', async () => {
    const notLocated =
      'We are unable to locate that address. If you are not sure whether it is valid, we suggest you to double check it before proceeding.';
    const api = notLocatedAddressApi(storyContacts());
    const store = createAddressBookStore({ api: api as never });
    render(<AddressBookModal store={store} t={t} countries={storyCountries} idPrefix="t" />);
    await store.getState().openList();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Blue Harbor Supply' }));
    const form = screen.getByRole('form');
    expect(await within(form).findByText(notLocated)).toBeTruthy();
    const postalCode = within(form).getByLabelText('Postal Code');
    expect(postalCode.parentElement?.textContent).toContain('This ZIP code is not in that state.');
    expect(within(form).getByLabelText('City').parentElement?.textContent).not.toContain('ZIP');
    // Advice only: the contact can still be changed and saved.
    fireEvent.change(within(form).getByLabelText('Contact Name'), { target: { value: 'Marcus J. Lee' } });
    expect((screen.getByRole('button', { name: 'Update Contact' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('downloads the failed contacts after a partial import', async () => {
    const importAnswer = async () =>
      ({
        addresses: [],
        notValidAddresses: [
          {
            row: 3,
            nickname: 'Jo',
            companyName: 'Lakeside, Goods',
            contactName: 'Jo',
            address: {
              addressLine1: '1 A St',
              addressLine2: '',
              addressLine3: '',
              postalCode: '',
              locality: 'X',
              dependentLocality: '',
              administrativeArea: '',
              countryCode: 'US',
            },
            contact: { name: 'Jo', email: 'jo@example.com', phone: { number: '', extension: '' } },
            vatNumber: '',
            taxId: '',
            eoriNumber: '',
            isResidential: true,
            violations: [],
          },
        ],
      }) as never;
    const { saveFile } = await openBook({ importAnswer });
    const input = screen.getByTestId('address-import-file');
    fireEvent.change(input, { target: { files: [new File(['x'], 'book.xlsx')] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    expect(saveFile).toHaveBeenCalledWith('Failed contacts.csv', expect.stringContaining('Lakeside  Goods'));
  });
});

describe('My Items List (spec 03 §2, §4)', { timeout: 20_000 }, () => {
  it('saves a new item and lists it, with the unknown-code warning', async () => {
    const store = createItemsListStore({ api: fakeItemsApi(storyItems()) });
    render(<ItemsListModal store={store} t={t} countries={storyCountries} idPrefix="t" />);
    await store.getState().openList();
    fireEvent.click(await screen.findByRole('button', { name: 'New Item' }));
    const form = screen.getByRole('form');
    const field = (name: string) => within(form).getByLabelText(name);
    fireEvent.change(field('Name'), { target: { value: 'Brass widget' } });
    fireEvent.change(field('Commodity Code'), { target: { value: '9999999999' } });
    expect(
      await screen.findByText('Please double check that this code is valid. You can still continue.'),
    ).toBeTruthy();
    fireEvent.change(field('Item Description'), { target: { value: 'Brass widget' } });
    fireEvent.change(field('Quantity'), { target: { value: '2' } });
    fireEvent.change(field('Units'), { target: { value: 'PCS' } });
    fireEvent.change(field('Value'), { target: { value: '12' } });
    fireEvent.change(field('Weight (lb)'), { target: { value: '1.5' } });
    fireEvent.change(field('Country of Manufacture'), { target: { value: 'US' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Item' }));
    expect(await screen.findByText('You have successfully saved your item!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Brass widget' })).toBeTruthy();
  });

  it('takes the weight in kilograms too: the label follows the unit and the value converts', async () => {
    const store = createItemsListStore({ api: fakeItemsApi(storyItems()) });
    render(<ItemsListModal store={store} t={t} countries={storyCountries} idPrefix="t" />);
    await store.getState().openList();
    fireEvent.click(await screen.findByRole('button', { name: 'New Item' }));
    const form = screen.getByRole('form');
    fireEvent.change(within(form).getByLabelText('Weight (lb)'), { target: { value: '2.205' } });
    fireEvent.change(within(form).getByLabelText('Weight Unit'), { target: { value: 'kg' } });
    expect((within(form).getByLabelText('Weight (kg)') as HTMLInputElement).value).toBe('1');
    expect(store.getState().form?.weightUnit).toBe('kg');
  });
});
