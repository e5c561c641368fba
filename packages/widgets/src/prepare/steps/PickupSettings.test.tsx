import type { PickupListQueryInput } from '@shipdeck/core/contract';
import type { Draft } from '@shipdeck/core/shipment';
import { domesticDraft } from '@shipdeck/core/testing';
import { act, cleanup, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStep as renderPrepareStep, stepRate } from '../fixtures/renderStep';
import type { PickupLister } from '../prepareContext';
import { DeliveryStep } from './DeliveryStep';
import { ReviewStep } from './ReviewStep';

afterEach(cleanup);

const openPickup = {
  id: 'pk-1',
  date: '2026-03-03',
  displayPickupWindow: '11:00 AM - 2:00 PM',
  location: 'Front desk',
  confirmationNumber: '2929ABC1234',
  carrier: 'UPS',
};

const RATES = [stepRate('UPS', 'GND', 20), stepRate('FEDEX', 'FEDEX_GROUND', 22)];
const renderStep = (Step: ComponentType, draft: Draft, pickups: PickupLister | null = null) =>
  renderPrepareStep(Step, draft, { rates: RATES, context: { pickups } });

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
