import { ApiError, createMemoryStorage } from '@shipdeck/core/api';
import { createPrepareWizardStore, type PrepareWizardApi } from '@shipdeck/core/shipment';
import { domesticDraft } from '@shipdeck/core/testing';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createLookups } from '../../quote/quoteLookups';
import { stepRate } from '../fixtures/renderStep';
import { PrepareView, type StepViews } from '../PrepareView';
import { createPrepareTranslate } from '../prepareMessages';
import { DeliveryStep } from './DeliveryStep';

afterEach(cleanup);

const Named = (name: string) => () => <p>{`${name} step`}</p>;
const STEPS: StepViews = {
  create_shipment: Named('create'),
  additional_services: DeliveryStep,
  payment_status: Named('payment'),
  review_finish: Named('review'),
};

describe("completion's pickup refusal (spec 01 §7; spec 02 §4)", () => {
  it("shows the messages at step 2's pickup fields, keeps what was typed and puts the focus on the first", async () => {
    const refusal = new ApiError('The pickup was refused.', {
      status: 422,
      description: 'The pickup was refused.',
      errorCode: 'ValidationFailed',
      violations: [
        {
          propertyPath: 'newPickup.startTime',
          message: 'UPS picks up here from 2:00 PM.',
          severity: 'error',
        },
        {
          propertyPath: 'newPickup.location',
          message: 'Please give a location the driver can find.',
          severity: 'error',
        },
      ],
    });
    const api = {
      rateShipment: async () => ({
        success: true,
        rates: [stepRate('UPS', 'GND', 20)],
        error: null,
        createdInId: 'q-1',
      }),
      createDraft: async () => ({ id: 'd-1' }),
      updateDraft: async () => ({}),
      completePrepAndPickup: async () => {
        throw refusal;
      },
    } as unknown as PrepareWizardApi;
    const store = createPrepareWizardStore(
      { api, storage: createMemoryStorage(), now: () => new Date(2026, 2, 2, 9) },
      { rateDelayMs: 0, validationDelayMs: 0 },
    );
    const draft = domesticDraft();
    draft.pickupDelivery.shipmentDate = '2026-03-03';
    draft.pickupDelivery.carrierProduct = 'GND';
    draft.pickupDelivery.isPickupRequired = true;
    draft.pickupDelivery.pickup = {
      date: '2026-03-03',
      startTime: 660,
      endTime: 840,
      location: 'Loading dock B',
      notes: 'Ring the bell',
      numOfPackages: 2,
    };
    draft.currentStep = 'review_finish';
    await act(async () => {
      store.getState().start(draft);
      await store.getState().refreshRates();
    });
    const lookups = createLookups(
      { countryOptions: async () => [], currencyOptions: async () => [], postalCodes: async () => [] },
      ['shipmentFrom', 'shipmentTo'] as const,
    );
    render(
      <PrepareView
        store={store}
        lookups={lookups}
        t={createPrepareTranslate()}
        isCsr={false}
        steps={STEPS}
      />,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Complete Shipment' }));

    const settings = await screen.findByTestId('pickup-settings');
    expect(store.getState().step).toBe('additional_services');
    expect(within(settings).getByText('UPS picks up here from 2:00 PM.')).toBeTruthy();
    expect(within(settings).getByText('Please give a location the driver can find.')).toBeTruthy();
    const ready = within(settings).getByLabelText('Ready Time') as HTMLSelectElement;
    expect(ready.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(ready));
    // Nothing typed is lost.
    expect((within(settings).getByLabelText('Location') as HTMLInputElement).value).toBe('Loading dock B');
    expect((within(settings).getByLabelText('Notes') as HTMLInputElement).value).toBe('Ring the bell');
    expect((within(settings).getByLabelText('Number of Packages') as HTMLInputElement).value).toBe('2');
  });
});
