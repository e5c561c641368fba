import { createMemoryStorage } from '@shipdeck/core/api';
import type { ShipmentDraftBody } from '@shipdeck/core/contract';
import { createPrepareWizardStore, type PrepareWizardApi, toStoredDraftJson } from '@shipdeck/core/shipment';
import { domesticDraft } from '@shipdeck/core/testing';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLookups } from '../quote/quoteLookups';
import { useStore } from '../useStore';
import { PrepareView, type StepViews } from './PrepareView';
import { usePrepare } from './prepareContext';
import { createPrepareTranslate } from './prepareMessages';

afterEach(cleanup);

/** A step that names itself and the draft's recipient country, as the real steps read the store. */
function NamedStep({ name }: { name: string }) {
  const { store } = usePrepare();
  const country = useStore(store, (s) => s.draft.shipmentTo.country);
  return <p>{`${name} step (${country})`}</p>;
}
const CreateStep = () => <NamedStep name="create" />;
const ServicesStep = () => <NamedStep name="services" />;
const PaymentStep = () => <NamedStep name="payment" />;
const ReviewStep = () => <NamedStep name="review" />;
const STEPS: StepViews = {
  create_shipment: CreateStep,
  additional_services: ServicesStep,
  payment_status: PaymentStep,
  review_finish: ReviewStep,
};

function setup({ isCsr = false, stored = null as string | null } = {}) {
  const saved: ShipmentDraftBody[] = [];
  const api: PrepareWizardApi = {
    rateShipment: vi.fn(async () => ({ success: true, rates: [], error: null, createdInId: null })),
    createDraft: vi.fn(async (body: ShipmentDraftBody) => {
      saved.push(body);
      return { id: 'draft-9' };
    }),
    updateDraft: vi.fn(async () => ({})),
    completePrepAndPickup: vi.fn(),
  } as unknown as PrepareWizardApi;
  const storage = createMemoryStorage();
  if (stored) storage.setItem('shipdeck.prepare.unsavedDraft', stored);
  const store = createPrepareWizardStore(
    { api, storage, now: () => new Date(2026, 2, 2, 9) },
    { isCsr, rateDelayMs: 10_000, validationDelayMs: 10_000 },
  );
  const lookups = createLookups(
    { countryOptions: async () => [], currencyOptions: async () => [], postalCodes: async () => [] },
    ['shipmentFrom', 'shipmentTo'] as const,
  );
  const onQuit = vi.fn();
  const onShipmentCreated = vi.fn();
  render(
    <PrepareView
      store={store}
      lookups={lookups}
      t={createPrepareTranslate()}
      isCsr={isCsr}
      steps={STEPS}
      onQuit={onQuit}
      onShipmentCreated={onShipmentCreated}
    />,
  );
  return { store, saved, onQuit, onShipmentCreated };
}

describe('the prepare shell (spec 01 §2)', () => {
  it('lists the four steps; only the current one and completed ones can be opened', () => {
    const { store } = setup();
    act(() => store.getState().start(domesticDraft()));
    const steps = within(screen.getByRole('navigation', { name: 'Steps' }))
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('button'));
    expect(steps.map((b) => b.textContent)).toEqual([
      '1 Create Shipment',
      '2 Additional Services',
      '3 Payment',
      '4 Review and Finish',
    ]);
    expect(steps.map((b) => (b as HTMLButtonElement).disabled)).toEqual([false, true, true, true]);
    expect(steps[0]?.getAttribute('aria-current')).toBe('step');
    expect(
      screen.getByText(
        'Would you like to finish Shipment later? You can save Draft and finish it anytime you want!',
      ),
    ).toBeTruthy();
  });

  it('moves on with Save & Continue when the step is valid, and back with Previous step', async () => {
    const user = userEvent.setup();
    const { store } = setup();
    act(() => store.getState().start(domesticDraft()));
    expect(screen.getByText('create step (US)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('services step (US)')).toBeTruthy();
    // The completed step can be opened again from the panel.
    const first = within(screen.getByRole('navigation', { name: 'Steps' })).getByRole('button', {
      name: /Create Shipment/,
    });
    expect((first as HTMLButtonElement).disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(screen.getByText('create step (US)')).toBeTruthy();
  });

  it('stays on an invalid step and says so with the spec notice', async () => {
    const user = userEvent.setup();
    const { store } = setup();
    act(() => store.getState().start(null));
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(
      await screen.findByText('There is some missing or incorrect information that needs to be fixed.'),
    ).toBeTruthy();
    expect(store.getState().step).toBe('create_shipment');
  });

  it('asks whether to restore the unsaved copy, and restores it on Yes', async () => {
    const user = userEvent.setup();
    const { store } = setup({ stored: toStoredDraftJson(domesticDraft()) });
    // Reading the copy loads the draft reader first (not part of step 1's code): the question follows.
    await act(() => store.getState().start(null));
    expect(screen.getByText('You have previously entered data. Would you like to use it?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.queryByText('You have previously entered data. Would you like to use it?')).toBeNull();
    expect(store.getState().draft.shipmentTo.country).toBe('US');
  });

  it('saves a named draft with Save Draft & Quit and hands the host its id', async () => {
    const user = userEvent.setup();
    const { store, saved, onQuit } = setup();
    act(() => store.getState().start(domesticDraft()));
    await user.click(screen.getByRole('button', { name: 'Save Draft & Quit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save your draft' });
    const name = within(dialog).getByLabelText('Draft name');
    await user.clear(name);
    await user.type(name, 'Boxes to LA');
    await user.click(within(dialog).getByRole('button', { name: 'Save Draft' }));
    expect(saved[0]?.name).toBe('Boxes to LA');
    expect(onQuit).toHaveBeenCalledWith('draft-9');
  });

  it('shows a CSR the house-account toggle and, when on, the banner', async () => {
    const user = userEvent.setup();
    const { store } = setup({ isCsr: true });
    act(() => store.getState().start(domesticDraft()));
    expect(screen.queryByText('You are using House Account!')).toBeNull();
    // The toggle comes with the shell's later parts (fetched when the wizard shows).
    await user.click(await screen.findByLabelText('Use House Account?'));
    expect(screen.getByText('You are using House Account!')).toBeTruthy();
  });

  it('asks to confirm "Cancel shipment" when going back from the review step', async () => {
    const user = userEvent.setup();
    const { store } = setup();
    act(() => {
      store.getState().start({ ...domesticDraft(), currentStep: 'review_finish' });
    });
    // The last step's actions come with it.
    await user.click(await screen.findByRole('button', { name: 'Cancel Shipment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel shipment' });
    await user.click(within(dialog).getByRole('button', { name: 'No, stay' }));
    expect(store.getState().step).toBe('review_finish');
  });
});

describe('Complete Shipment (spec 01 §4; issue 12)', () => {
  it('books through the store and hands the host the shipment; a failure keeps the user on the review', async () => {
    const user = userEvent.setup();
    const { store, onShipmentCreated } = setup();
    act(() => {
      store.getState().start({ ...domesticDraft(), currentStep: 'review_finish' });
    });
    const booked = {
      trackingNumber: '1Z999AA10123456784',
      carrier: 'UPS',
      carrierProduct: '03',
      documents: [],
    };
    let answer: { ok: true; shipmentId: string } | { ok: false } = { ok: false };
    act(() =>
      store.setState({
        complete: async () => {
          store.setState({ completedShipment: booked });
          return answer;
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Complete Shipment' }));
    expect(onShipmentCreated).not.toHaveBeenCalled();
    answer = { ok: true, shipmentId: 'shp-9' };
    await user.click(screen.getByRole('button', { name: 'Complete Shipment' }));
    expect(onShipmentCreated).toHaveBeenCalledWith('shp-9', booked);
  });

  it('says the shipment is being booked while it is, and takes no second click', async () => {
    const { store } = setup();
    act(() => {
      store.getState().start({ ...domesticDraft(), currentStep: 'review_finish' });
      store.setState({ completing: true });
    });
    const button = (await screen.findByRole('button', {
      name: 'Booking your shipment…',
    })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});

describe('the rate summary (spec 01 §2)', () => {
  it('opens the Quote Disclaimer with the domestic text', async () => {
    const user = userEvent.setup();
    const { store } = setup();
    act(() => store.getState().start(domesticDraft()));
    const button = screen.getByRole('button', { name: 'Quote Disclaimer' });
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // Its text comes with its chunk (fetched once the wizard has shown).
    expect(await screen.findByText(/\/ 166 in inches/)).toBeTruthy();
  });
});
