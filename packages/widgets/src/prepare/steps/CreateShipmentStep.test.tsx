import { createMemoryStorage } from '@shipdeck/core/api';
import type { CountryOption } from '@shipdeck/core/contract';
import { createMessages } from '@shipdeck/core/messages';
import { findBoxPreset } from '@shipdeck/core/quote';
import {
  createPrepareWizardStore,
  type Draft,
  type PrepareWizardApi,
  validateStep,
} from '@shipdeck/core/shipment';
import { documentsDraft, domesticDraft, exportDraft, TODAY } from '@shipdeck/core/testing';
import { createValidationContext } from '@shipdeck/core/validation';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createLookups, type LookupApi } from '../../quote/quoteLookups';
import { PrepareContext } from '../prepareContext';
import { createPrepareTranslate } from '../prepareMessages';
import { CreateShipmentStep, loadCustomsDetails, loadDocumentsDetails } from './CreateShipmentStep';

afterEach(cleanup);

const country = (code: string, label: string, elements: CountryOption['elements']): CountryOption => ({
  code,
  value: code,
  label,
  elements,
});
const COUNTRIES = [
  country('US', 'United States', ['city', 'state', 'postalCode']),
  country('DE', 'Germany', ['city', 'postalCode']),
  country('GB', 'United Kingdom', ['city', 'postalCode']),
];

async function renderStep(
  draft: Draft,
  postalCodes: LookupApi['postalCodes'] = async () => [],
  { allowDomesticDocuments = false } = {},
) {
  const api = {
    rateShipment: async () => ({ success: true, rates: [], error: null, createdInId: null }),
    createDraft: async () => ({ id: 'd-1' }),
    updateDraft: async () => ({}),
    completePrepAndPickup: async () => ({ successful: false, shipmentId: null, errors: [] }),
  } as unknown as PrepareWizardApi;
  const store = createPrepareWizardStore(
    {
      api,
      storage: createMemoryStorage(),
      now: () => new Date(2026, 2, 2, 9),
      // As the widget's mount does: the rules learn a country's address elements from the lookups.
      countryElements: (code) => COUNTRIES.find((c) => c.code === code)?.elements,
    },
    { rateDelayMs: 0, validationDelayMs: 0, allowDomesticDocuments },
  );
  const lookups = createLookups(
    {
      countryOptions: async () => COUNTRIES,
      currencyOptions: async () => [{ code: 'USD', value: 'USD', label: 'US Dollar' }],
      postalCodes,
    },
    ['shipmentFrom', 'shipmentTo'] as const,
  );
  await act(async () => {
    store.getState().start(draft);
    await lookups.getState().loadOptions();
  });
  render(
    <PrepareContext.Provider
      value={{
        store,
        lookups,
        t: createPrepareTranslate(),
        idPrefix: 'p',
        isCsr: false,
        allowDomesticDocuments,
      }}
    >
      <CreateShipmentStep />
    </PrepareContext.Provider>,
  );
  // The export filing, the customs block and the documents tab are chunks the step loads when it shows.
  await act(async () => {
    await Promise.all([loadCustomsDetails(), loadDocumentsDetails()]);
  });
  return { store, user: userEvent.setup() };
}

const stepErrors = (draft: Draft) =>
  validateStep(
    draft,
    'create_shipment',
    createValidationContext({
      t: createMessages(),
      today: TODAY,
      countryElements: (code) => COUNTRIES.find((c) => c.code === code)?.elements,
    }),
  );

const recipient = () => screen.getByRole('region', { name: 'Recipient' });

describe('step 1, Create Shipment (spec 01 §2)', () => {
  it('refuses a country pair the product does not sell: the message at the field, the draft unchanged', async () => {
    const { store, user } = await renderStep(exportDraft());
    const from = screen.getByLabelText('From: Select Country');
    await user.selectOptions(from, 'DE');
    expect(store.getState().draft.shipmentFrom.country).toBe('US');
    expect((from as HTMLSelectElement).value).toBe('US');
    expect(
      screen.getByText(
        'DHL does not service shipments within other countries. Please contact Customer Service to ship between two addresses in the same country outside the U.S.',
      ),
    ).toBeTruthy();
    expect(from.getAttribute('aria-invalid')).toBe('true');
  });

  it('fills a US → DE export field by field until the step has no errors', async () => {
    const draft = exportDraft();
    const to = draft.shipmentTo;
    to.companyName = '';
    to.contactName = '';
    to.phoneNumber = '';
    to.address.addressLine1 = '';
    to.address.city = '';
    to.address.postalCode = '';
    const products = draft.shipmentDetails.products;
    products.generalDescription = '';
    const first = products.items[0];
    if (!first) throw new Error('fixture has an item');
    first.itemDescription = '';
    first.quantity = null;
    first.itemValue = null;
    const { store, user } = await renderStep(draft);
    expect(stepErrors(store.getState().draft).length).toBeGreaterThan(0);

    const end = within(recipient());
    await user.type(end.getByLabelText('Company Name'), 'Beispiel GmbH');
    await user.type(end.getByLabelText('Contact Name'), 'Max Empfänger');
    await user.type(end.getByLabelText('Address Line 1'), 'Unter den Linden 1');
    await user.type(end.getByLabelText('City'), 'Berlin');
    await user.type(end.getByLabelText('Postal Code'), '10117');
    await user.type(end.getByLabelText('Phone Number'), '+49 30 901820');
    await user.type(screen.getByLabelText('General Description'), 'Laptop computers');
    const row = within(screen.getByRole('group', { name: 'Item 1' }));
    await user.type(row.getByLabelText('Item Description'), 'Laptop computer');
    await user.type(row.getByLabelText('Quantity'), '2');
    await user.type(row.getByLabelText('Value'), '600');

    expect(store.getState().draft.shipmentTo.address.city).toBe('Berlin');
    // Typed key by key, a space stays until the next word comes (the draft trims its strings).
    expect(store.getState().draft.shipmentTo.companyName).toBe('Beispiel GmbH');
    expect(store.getState().draft.shipmentTo.address.addressLine1).toBe('Unter den Linden 1');
    expect((end.getByLabelText('Company Name') as HTMLInputElement).value).toBe('Beispiel GmbH');
    expect(stepErrors(store.getState().draft)).toEqual([]);
    // Typing a dozen fields is slow on a loaded machine.
  }, 20_000);

  it("shows the rules' messages at their fields once Continue was pressed", async () => {
    const draft = exportDraft();
    draft.shipmentTo.companyName = '';
    draft.shipmentTo.address.city = '';
    const { store } = await renderStep(draft);
    expect(within(recipient()).queryByText('City is required')).toBeNull();
    await act(async () => {
      await store.getState().continue();
    });
    expect(store.getState().step).toBe('create_shipment');
    const city = within(recipient()).getByLabelText('City');
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(within(recipient()).getByText('City is required')).toBeTruthy();
    expect(within(recipient()).getByText('Company Name is required')).toBeTruthy();
  });

  it('shows the export filing and customs block once a domestic draft goes abroad, keeping what was typed', async () => {
    const { store, user } = await renderStep(domesticDraft());
    expect(screen.queryByText('Insurance and customs')).toBeNull();
    await user.clear(screen.getByLabelText('General Description'));
    await user.type(screen.getByLabelText('General Description'), 'Laptops');
    const to = screen.getByLabelText('To: Select Country');
    await user.selectOptions(to, 'DE');
    expect(store.getState().draft.isDutiable).toBe(true);
    // Their own chunk (with their texts), loaded when the step showed.
    expect(await screen.findByText('Insurance and customs')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Item 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Item' })).toBeTruthy();
    expect((screen.getByLabelText('General Description') as HTMLInputElement).value).toBe('Laptops');
    expect(document.activeElement).toBe(to);
  });

  it('switches between the documents and products tabs', async () => {
    const { store, user } = await renderStep(documentsDraft());
    expect(screen.getByRole('tab', { name: 'I am Shipping Documents' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByLabelText('Type of Packaging')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'I am Shipping Products' }));
    expect(store.getState().draft.isDocumentsShipment).toBe(false);
    expect(screen.queryByLabelText('Type of Packaging')).toBeNull();
    expect(screen.getByRole('group', { name: 'Package 1' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'I am Shipping Documents' }));
    expect(store.getState().draft.isDocumentsShipment).toBe(true);
  });

  it('adds and removes package rows and item rows', async () => {
    const { store, user } = await renderStep(exportDraft());
    const deleteFirst = screen.getByRole('button', { name: 'Delete Package 1' }) as HTMLButtonElement;
    expect(deleteFirst.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Add Different Package' }));
    expect(store.getState().draft.shipmentDetails.products.packages).toHaveLength(2);
    // The new row is empty: no third row until it is filled.
    expect(
      (screen.getByRole('button', { name: 'Add Different Package' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Delete Package 2' }));
    expect(store.getState().draft.shipmentDetails.products.packages).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(store.getState().draft.shipmentDetails.products.items).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Item 2' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete Item 2' }));
    expect(store.getState().draft.shipmentDetails.products.items).toHaveLength(1);
    expect(screen.queryByRole('group', { name: 'Item 2' })).toBeNull();
  });

  it('offers Ship As Product as soon as the documents weigh too much, and moves them to the products tab', async () => {
    const draft = documentsDraft();
    draft.shipmentDetails.documents.isDocumentWeightAboveHalfPound = true;
    const { store, user } = await renderStep(draft);
    expect(screen.queryByRole('button', { name: 'Ship As Product' })).toBeNull();
    await user.type(screen.getByLabelText('Weight'), '7');
    expect(screen.getByRole('button', { name: 'Ship As Product' })).toBeTruthy();
    // spec 01 §4: the rest of the documents view is disabled while Ship As Product is offered.
    // (jsdom's :disabled ignores a disabled fieldset; browsers disable every control inside it)
    expect(screen.getByLabelText('Type of Packaging').closest('fieldset')?.disabled).toBe(true);
    await act(async () => {
      await store.getState().continue();
    });
    expect(
      screen.getByText('If your documents weighs more than 5.0 lbs, it has to be shipped as a product!'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ship As Product' }));
    expect(store.getState().draft.isDocumentsShipment).toBe(false);
    expect(store.getState().draft.shipmentDetails.products.generalDescription).toBe('Signed contract');
    expect(screen.getByRole('tab', { name: 'I am Shipping Products' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('offers Ship As Product when it is not just documents', async () => {
    await renderStep(documentsDraft());
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Ship As Product' })).toBeNull();
    const question = screen.getByRole('group', { name: 'Is it just documents?' });
    await user.click(within(question).getByRole('radio', { name: 'No' }));
    expect(screen.getByRole('button', { name: 'Ship As Product' })).toBeTruthy();
  });

  it('suggests postal codes as the recipient types one; a pick fills city and closes the list', async () => {
    const draft = exportDraft();
    draft.shipmentTo.address.postalCode = '';
    draft.shipmentTo.address.city = '';
    const asked: string[] = [];
    const { store, user } = await renderStep(draft, async (code, search) => {
      asked.push(`${code} ${search}`);
      return search.startsWith('101') ? [{ postalCode: '10117', city: 'Berlin' }] : [];
    });
    await user.type(within(recipient()).getByLabelText('Postal Code'), '101');
    const pick = await within(recipient()).findByRole('button', { name: '10117 Berlin' });
    expect(asked).toContain('DE 101');
    await user.click(pick);
    expect(store.getState().draft.shipmentTo.address).toMatchObject({ postalCode: '10117', city: 'Berlin' });
    expect(within(recipient()).queryByRole('button', { name: '10117 Berlin' })).toBeNull();
  });

  it("fills a package row's sides from a standard box", async () => {
    const { store, user } = await renderStep(exportDraft());
    const row = within(screen.getByRole('group', { name: 'Package 1' }));
    const box = row.getByLabelText('Box') as HTMLSelectElement;
    expect(box.value).toBe('');
    const preset = findBoxPreset('board-game');
    if (!preset) throw new Error('the quote has a Board Game box');
    await user.selectOptions(box, 'board-game');
    expect(store.getState().draft.shipmentDetails.products.packages[0]).toMatchObject({
      ...preset.imperial,
      weight: 8,
    });
    expect(box.value).toBe('board-game');
  });
});

describe('domestic details: "Shipment contains exclusively Documents" (spec 01 §2, DOMESTIC_DOCUMENTS flag)', () => {
  const toggle = () => screen.queryByRole('checkbox', { name: 'Shipment contains exclusively Documents' });

  it('is not offered with the flag off: a domestic shipment is a products one (spec 01 §4)', async () => {
    await renderStep(domesticDraft());
    expect(toggle()).toBeNull();
    expect(screen.getByRole('tab', { name: 'I am Shipping Products' })).toBeTruthy();
  });

  it('with the flag on, replaces the tabs and turns the domestic shipment into a documents one', async () => {
    const { store, user } = await renderStep(domesticDraft(), undefined, { allowDomesticDocuments: true });
    expect(screen.queryByRole('tab')).toBeNull();
    const box = toggle() as HTMLInputElement;
    expect(box.checked).toBe(false);
    await user.click(box);
    expect(store.getState().draft.isDomestic).toBe(true);
    expect(store.getState().draft.isDocumentsShipment).toBe(true);
    expect((toggle() as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Is it just documents?')).toBeTruthy();
    await user.click(toggle() as HTMLInputElement);
    expect(store.getState().draft.isDocumentsShipment).toBe(false);
  });
});
