import { createMemoryStorage } from '@shipdeck/core/api';
import { createMessages } from '@shipdeck/core/messages';
import { createPrepareWizardStore, type PrepareWizardApi } from '@shipdeck/core/shipment';
import { exportDraft } from '@shipdeck/core/testing';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  fakeAddressBookApi,
  fakeItemsApi,
  storyContacts,
  storyCountries,
  storyItems,
} from '../addressBook/fixtures/addressBookScenarios';
import { createLookups } from '../quote/quoteLookups';
import { PrepareContext } from './prepareContext';
import { createPrepareTranslate } from './prepareMessages';
import { createSavedLists, hasSavedLists, SavedListsModals } from './savedLists';
import { CreateShipmentStep } from './steps/CreateShipmentStep';

afterEach(cleanup);

async function renderStep() {
  const api = {
    rateShipment: async () => ({ success: true, rates: [], error: null, createdInId: null }),
    createDraft: async () => ({ id: 'd-1' }),
    updateDraft: async () => ({}),
    completePrepAndPickup: async () => ({ successful: false, shipmentId: null, errors: [] }),
  } as unknown as PrepareWizardApi;
  const store = createPrepareWizardStore(
    { api, storage: createMemoryStorage(), now: () => new Date(2026, 2, 2, 9) },
    { rateDelayMs: 0, validationDelayMs: 0 },
  );
  const lookups = createLookups(
    {
      countryOptions: async () => storyCountries,
      currencyOptions: async () => [{ code: 'USD', value: 'USD', label: 'US Dollar' }],
      postalCodes: async () => [],
    },
    ['shipmentFrom', 'shipmentTo'] as const,
  );
  const book = fakeAddressBookApi(storyContacts());
  const client = {
    ...book,
    ...fakeItemsApi(storyItems()),
    async savedAddresses(query: { autocompleteName?: string }) {
      const items = await book.allSavedAddresses(query);
      return { items, totalItems: items.length };
    },
  };
  expect(hasSavedLists(client)).toBe(true);
  const savedLists = createSavedLists(client as never, store, lookups, createMessages());
  await act(async () => {
    store.getState().start(exportDraft());
    await lookups.getState().loadOptions();
  });
  render(
    <PrepareContext.Provider
      value={{ store, lookups, t: createPrepareTranslate(), idPrefix: 'p', isCsr: false, savedLists }}
    >
      <CreateShipmentStep />
      <SavedListsModals />
    </PrepareContext.Provider>,
  );
  return { store, user: userEvent.setup() };
}

const party = (name: 'Sender' | 'Recipient') => within(screen.getByRole('region', { name }));

describe('saved contacts and items in step 1 (spec 01 §2, spec 03 §4)', { timeout: 20_000 }, () => {
  it('loads a contact from the Address Book; Update Contact waits for a change', async () => {
    const { store, user } = await renderStep();
    await user.click(party('Recipient').getByRole('button', { name: 'Address Book' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Blue Harbor Supply' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().draft.shipmentTo).toMatchObject({
      companyName: 'Blue Harbor Supply',
      contactName: 'Marcus Lee',
      country: 'US',
    });
    const update = party('Recipient').getByRole('button', { name: 'Update Contact' }) as HTMLButtonElement;
    expect(update.disabled).toBe(true);
    await user.type(party('Recipient').getByLabelText('Contact Name'), 'x');
    expect(update.disabled).toBe(false);
    await user.click(update);
    expect(await party('Recipient').findByText('You have successfully updated your contact!')).toBeTruthy();
    expect(update.disabled).toBe(true);
  });

  it('saves an unsaved party as a contact', async () => {
    const { user } = await renderStep();
    await user.click(party('Sender').getByRole('button', { name: 'Save Contact' }));
    expect(await party('Sender').findByText('You have successfully saved your contact!')).toBeTruthy();
    expect(party('Sender').getByRole('button', { name: 'Update Contact' })).toBeTruthy();
  });

  it('suggests companies from saved contacts after 2 characters', async () => {
    const { store, user } = await renderStep();
    const company = party('Recipient').getByLabelText('Company Name');
    await user.clear(company);
    await user.type(company, 'kes');
    const suggestion = await party('Recipient').findByRole(
      'button',
      { name: /Kestrel Optics — Ruth Adler/ },
      { timeout: 4000 },
    );
    await user.click(suggestion);
    expect(store.getState().draft.shipmentTo.contactName).toBe('Ruth Adler');
  });

  it('fills an invoice line from My Items List', async () => {
    const { store, user } = await renderStep();
    await user.click(screen.getByRole('button', { name: 'My Items List' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Kiln controller' }));
    await waitFor(() =>
      expect(
        store.getState().draft.shipmentDetails.products.items.some((i) => i.name === 'Kiln controller'),
      ).toBe(true),
    );
    const line = store
      .getState()
      .draft.shipmentDetails.products.items.find((i) => i.name === 'Kiln controller');
    expect(line).toMatchObject({ commodityCode: '9032.10.0090', itemMade: 'US' });
  });
});
