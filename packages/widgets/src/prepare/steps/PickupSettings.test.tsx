import { createMemoryStorage } from '@shipdeck/core/api';
import type { PickupListQueryInput, Rate } from '@shipdeck/core/contract';
import { createPrepareWizardStore, type Draft, type PrepareWizardApi } from '@shipdeck/core/shipment';
import { domesticDraft } from '@shipdeck/core/testing';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createLookups } from '../../quote/quoteLookups';
import { type PickupLister, PrepareContext } from '../prepareContext';
import { createPrepareTranslate } from '../prepareMessages';
import { DeliveryStep } from './DeliveryStep';
import { ReviewStep } from './ReviewStep';

afterEach(cleanup);

const rate = (carrier: Rate['carrier'], carrierProduct: string, amount: number): Rate => ({
  id: `r-${carrierProduct}`,
  carrier,
  carrierProduct,
  carrierService: { name: `${carrier} ${carrierProduct}`, productCode: carrierProduct },
  optimalRate: { amount, currency: 'USD' },
  retailRate: { amount: amount * 2, currency: 'USD' },
  displayOptimalRate: '',
  displayRetailRate: '',
  savings: 0.5,
  savingsPercent: 50,
  isSavingsVisible: true,
  estimatedDelivery: '2026-03-05',
  transitDays: 3,
  latestPickupTime: '17:00',
  latestPickupScheduleByTime: null,
  createdInId: 'q-1',
  fees: [],
  billableWeight: { value: 5, unit: 'lb' },
});

const openPickup = {
  id: 'pk-1',
  date: '2026-03-03',
  displayPickupWindow: '11:00 AM - 2:00 PM',
  location: 'Front desk',
  confirmationNumber: '2929ABC1234',
  carrier: 'UPS',
};

async function renderStep(Step: ComponentType, draft: Draft, pickups: PickupLister | null = null) {
  const api = {
    rateShipment: async () => ({
      success: true,
      rates: [rate('UPS', 'GND', 20), rate('FEDEX', 'FEDEX_GROUND', 22)],
      error: null,
      createdInId: 'q-1',
    }),
    createDraft: async () => ({ id: 'd-1' }),
    updateDraft: async () => ({}),
    completePrepAndPickup: async () => ({ successful: false, shipmentId: null, errors: [] }),
  } as unknown as PrepareWizardApi;
  // Monday 2 March 2026, 9:00 AM.
  const store = createPrepareWizardStore(
    { api, storage: createMemoryStorage(), now: () => new Date(2026, 2, 2, 9) },
    { rateDelayMs: 0, validationDelayMs: 0 },
  );
  const lookups = createLookups(
    { countryOptions: async () => [], currencyOptions: async () => [], postalCodes: async () => [] },
    ['shipmentFrom', 'shipmentTo'] as const,
  );
  await act(async () => {
    store.getState().start(draft);
    await store.getState().refreshRates();
  });
  render(
    <PrepareContext.Provider
      value={{ store, lookups, t: createPrepareTranslate(), idPrefix: 'p', isCsr: false, pickups }}
    >
      <Step />
    </PrepareContext.Provider>,
  );
  return { store, user: userEvent.setup() };
}

/** A domestic UPS shipment on Tuesday 3 March that wants a pickup. */
function wantsPickup(): Draft {
  const draft = domesticDraft();
  draft.pickupDelivery.shipmentDate = '2026-03-03';
  draft.pickupDelivery.isPickupRequired = true;
  draft.pickupDelivery.carrierProduct = 'GND';
  draft.pickupDelivery.pickup = null;
  draft.currentStep = 'additional_services';
  return draft;
}

describe("step 2's pickup settings (spec 01 §2; spec 02 §3, §5)", () => {
  it("starts the new pickup on the ship date with the carrier's first window, and checks it", async () => {
    const { store, user } = await renderStep(DeliveryStep, wantsPickup());
    const settings = screen.getByTestId('pickup-settings');
    const p = () => store.getState().draft.pickupDelivery.pickup;
    expect(p()?.date).toBe('2026-03-03');
    expect(p()?.startTime).not.toBeNull();
    expect((within(settings).getByLabelText('Pickup Date') as HTMLInputElement).value).toBe('2026-03-03');
    // UPS counts packages.
    expect(within(settings).getByLabelText('Number of Packages')).toBeTruthy();
    await user.selectOptions(within(settings).getByLabelText('Ready Time'), '720');
    await user.selectOptions(within(settings).getByLabelText('Close Time'), '780');
    await act(async () => {
      await store.getState().continue();
    });
    expect(within(settings).getByText('UPS needs a pickup window of at least 3 hours.')).toBeTruthy();
    expect(within(settings).getByText('Location is required')).toBeTruthy();
  });

  it("offers the day's open pickup of the carrier at the address, and adds the shipment to it", async () => {
    const asked: PickupListQueryInput[] = [];
    const lister: PickupLister = async (query) => {
      asked.push(query);
      return { items: [openPickup as never] };
    };
    const { store, user } = await renderStep(DeliveryStep, wantsPickup(), lister);
    const settings = screen.getByTestId('pickup-settings');
    const existing = await within(settings).findByRole('radio', {
      name: 'Add to the pickup 11:00 AM - 2:00 PM at Front desk (2929ABC1234)',
    });
    expect(asked[0]).toMatchObject({ 'readyAt[after]': '2026-03-03', carrier: 'UPS', canceled: 'false' });
    await user.click(existing);
    expect(store.getState().draft.pickupDelivery.pickupId).toBe('pk-1');
    expect(within(settings).queryByLabelText('Location')).toBeNull();
    await user.click(within(settings).getByRole('radio', { name: 'Schedule a new pickup' }));
    expect(store.getState().draft.pickupDelivery.pickupId).toBeNull();
  });

  it("shows the pickup in the review's Pickup section", async () => {
    const draft = wantsPickup();
    draft.pickupDelivery.pickup = {
      date: '2026-03-03',
      startTime: 660,
      endTime: 840,
      location: 'Loading dock',
      notes: 'Ring twice',
      numOfPackages: 2,
    };
    await renderStep(ReviewStep, draft);
    const section = screen.getByRole('region', { name: 'Pickup' });
    expect(section.textContent).toContain('11:00 AM - 2:00 PM');
    expect(section.textContent).toContain('Loading dock');
    expect(section.textContent).toContain('Ring twice');
  });
});
