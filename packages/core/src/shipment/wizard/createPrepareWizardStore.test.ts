import { describe, expect, it, vi } from 'vitest';
import { ApiError, createMemoryStorage } from '../../api/index';
import type {
  CompletePrepAndPickupRequestInput,
  CompletePrepAndPickupResponse,
  ShipmentDraftBody,
} from '../../contract/prepare';
import type { RateShipmentRequest, RateShipmentResponse } from '../../contract/quote';
import type { Rate } from '../../contract/rate';
import type { Draft } from '../model/draftSchema';
import { toStoredDraftJson } from '../model/storedDraft';
import { documentsDraft, domesticDraft, exportDraft, TODAY } from '../model/testing/fixtures';
import {
  createPrepareWizardStore,
  type PrepareWizardOptions,
  UNSAVED_DRAFT_KEY,
} from './createPrepareWizardStore';
import type { PrepareWizardApi, Timers, ToleratedFailure } from './ports';

// The vanilla store must not pull React in (as zustand's own vanilla test proves).
vi.mock('react', () => {
  throw new Error('core imported react');
});

/** Timers a test moves by hand. */
function manualTimers() {
  let clock = 0;
  let nextId = 0;
  const queue = new Map<number, { at: number; run: () => void }>();
  const timers: Timers = {
    setTimeout(run, ms) {
      const id = ++nextId;
      queue.set(id, { at: clock + ms, run });
      return id;
    },
    clearTimeout(handle) {
      queue.delete(handle as number);
    },
  };
  return {
    timers,
    pending: () => queue.size,
    /** Moves the clock and runs what fell due, then lets promises settle. */
    async advance(ms: number) {
      clock += ms;
      for (const [id, task] of [...queue].sort((a, b) => a[1].at - b[1].at)) {
        if (task.at <= clock) {
          queue.delete(id);
          task.run();
        }
      }
      for (let i = 0; i < 10; i++) await Promise.resolve();
    },
  };
}

function rate(carrierProduct: string, amount: number, overrides: Partial<Rate> = {}): Rate {
  return {
    id: `rate-${carrierProduct}-${amount}`,
    carrier: 'DHL',
    carrierProduct,
    carrierService: { name: carrierProduct, productCode: carrierProduct },
    optimalRate: { amount: amount * 0.6, currency: 'USD' },
    retailRate: { amount, currency: 'USD' },
    displayOptimalRate: `$${(amount * 0.6).toFixed(2)}`,
    displayRetailRate: `$${amount.toFixed(2)}`,
    savings: 0.4,
    savingsPercent: 40,
    isSavingsVisible: false,
    estimatedDelivery: '2026-03-05',
    transitDays: 3,
    latestPickupTime: '17:00',
    latestPickupScheduleByTime: '15:00',
    createdInId: 'quote-1',
    fees: [],
    billableWeight: { value: 8, unit: 'lb' },
    ...overrides,
  };
}

function fakeApi(rates: Rate[] = [rate('DHL_EXPRESS_WORLDWIDE', 120), rate('DHL_ECONOMY', 80)]) {
  const calls = {
    rate: [] as RateShipmentRequest[],
    create: [] as ShipmentDraftBody[],
    update: [] as Array<[string, ShipmentDraftBody]>,
    complete: [] as Array<
      [CompletePrepAndPickupRequestInput, { useHouseAccount: boolean; idempotencyKey?: string }]
    >,
  };
  let answer: () => Promise<RateShipmentResponse | ToleratedFailure> = async () => ({
    success: true,
    rates,
    error: null,
    createdInId: 'quote-1',
  });
  let completeAnswer = async (): Promise<CompletePrepAndPickupResponse> => ({
    successful: true,
    shipmentId: 'shp-1',
    errors: [],
  });
  const api: PrepareWizardApi = {
    async rateShipment(request) {
      calls.rate.push(request);
      return answer();
    },
    async createDraft(body) {
      calls.create.push(body);
      return { id: 'draft-1' };
    },
    async updateDraft(id, body) {
      calls.update.push([id, body]);
      return {};
    },
    async completePrepAndPickup(request, options) {
      calls.complete.push([request, options]);
      return completeAnswer();
    },
  };
  return {
    api,
    calls,
    answerWith(next: () => Promise<RateShipmentResponse | ToleratedFailure>) {
      answer = next;
    },
    completeWith(next: typeof completeAnswer) {
      completeAnswer = next;
    },
  };
}

function setup(options: PrepareWizardOptions = {}, rates?: Rate[]) {
  const t = manualTimers();
  const net = fakeApi(rates);
  const storage = createMemoryStorage();
  const store = createPrepareWizardStore(
    { api: net.api, storage, timers: t.timers, now: () => new Date(2026, 2, 2, 9, 30) },
    options,
  );
  return { store, s: () => store.getState(), t, net, storage };
}

/** A wizard started on a complete draft, with its first rate list in. */
async function started(draft: Draft = exportDraft(), options: PrepareWizardOptions = {}) {
  const w = setup(options);
  w.store.getState().start(draft);
  await w.t.advance(1000);
  return w;
}

const messages = (w: ReturnType<typeof setup>) => w.s().notices.map((n) => n.message);

describe('prepare wizard: draft lifecycle (spec 01 §4)', () => {
  it('creates a new draft on entering the screen when nothing is stored', () => {
    const w = setup();
    w.s().start();
    expect(w.s().restorePrompt).toBeNull();
    expect(w.s().draft.shipmentFrom.country).toBe('');
    expect(w.s().step).toBe('create_shipment');
  });

  it('asks "You have previously entered data. Would you like to use it?" when an unsaved copy exists', async () => {
    const w = setup();
    w.storage.setItem(UNSAVED_DRAFT_KEY, toStoredDraftJson(exportDraft()));
    await w.s().start();
    expect(w.s().restorePrompt?.message).toBe('You have previously entered data. Would you like to use it?');
  });

  it('restores the unsaved copy on yes', async () => {
    const w = setup();
    w.storage.setItem(UNSAVED_DRAFT_KEY, toStoredDraftJson(exportDraft()));
    await w.s().start();
    w.s().resolveRestore(true);
    expect(w.s().restorePrompt).toBeNull();
    expect(w.s().draft.shipmentTo.companyName).toBe('Beispiel GmbH');
  });

  it('restores a domestic documents copy as documents only with the "exclusively Documents" flag (spec 01 §2)', async () => {
    const copy = toStoredDraftJson({
      ...domesticDraft(),
      isDocumentsShipment: true,
      shipmentDetails: documentsDraft().shipmentDetails,
    });
    for (const allowDomesticDocuments of [true, false]) {
      const w = setup({ allowDomesticDocuments });
      w.storage.setItem(UNSAVED_DRAFT_KEY, copy);
      await w.s().start();
      w.s().resolveRestore(true);
      expect(w.s().draft.isDomestic).toBe(true);
      expect(w.s().draft.isDocumentsShipment).toBe(allowDomesticDocuments);
    }
  });

  it('drops an unreadable copy and starts a new draft', async () => {
    const w = setup();
    w.storage.setItem(UNSAVED_DRAFT_KEY, '{"version":"9.9"}');
    await w.s().start();
    expect(w.s().restorePrompt).toBeNull();
    expect(w.storage.getItem(UNSAVED_DRAFT_KEY)).toBeNull();
    expect(w.s().draft.shipmentTo.companyName).toBe('');
  });

  it('a draft opened while the copy is being read wins over the question', async () => {
    const w = setup();
    w.storage.setItem(UNSAVED_DRAFT_KEY, toStoredDraftJson(exportDraft()));
    const reading = w.s().start();
    await w.s().start({ ...domesticDraft(), id: 'd-1' });
    await reading;
    expect(w.s().restorePrompt).toBeNull();
    expect(w.s().draft.id).toBe('d-1');
  });

  it('clears the unsaved copy and starts a new draft on closing the question', async () => {
    const w = setup();
    w.storage.setItem(UNSAVED_DRAFT_KEY, toStoredDraftJson(exportDraft()));
    await w.s().start();
    w.s().resolveRestore(false);
    expect(w.storage.getItem(UNSAVED_DRAFT_KEY)).toBeNull();
    expect(w.s().draft.shipmentTo.companyName).toBe('');
  });

  it('counts the steps before a loaded draft’s own as completed, so the panel can open them again', () => {
    const { store, s } = setup();
    store.getState().start({ ...domesticDraft(), currentStep: 'payment_status' });
    expect(s().step).toBe('payment_status');
    expect(s().steps.map((x) => x.valid)).toEqual([true, true, false, false]);
    expect(s().goTo('create_shipment')).toBe(true);
    // A step whose rules no longer pass is not counted: here the delivery service is missing.
    const unchosen = domesticDraft({
      pickupDelivery: { shipmentDate: TODAY, isPickupRequired: false, carrierProduct: null },
    });
    store.getState().start({ ...unchosen, currentStep: 'payment_status' });
    expect(s().steps.map((x) => x.valid)).toEqual([true, false, false, false]);
    expect(s().goTo('additional_services')).toBe(false);
  });

  it('does not ask when a draft is loaded', () => {
    const w = setup();
    w.storage.setItem(UNSAVED_DRAFT_KEY, toStoredDraftJson(domesticDraft()));
    w.s().start(exportDraft());
    expect(w.s().restorePrompt).toBeNull();
  });

  it('keeps an unsaved copy in browser storage after each field edit', () => {
    const w = setup();
    w.s().start();
    w.s().setField('shipmentFrom.companyName', 'Acme');
    const stored = JSON.parse(w.storage.getItem(UNSAVED_DRAFT_KEY) ?? '{}') as Draft;
    expect(stored.shipmentFrom.companyName).toBe('Acme');
  });

  it('saves a draft by creation, then by update once it exists', async () => {
    const w = setup();
    w.s().start();
    expect(await w.s().saveDraft('My draft')).toBe(true);
    expect(w.net.calls.create).toHaveLength(1);
    expect(w.net.calls.create[0]?.name).toBe('My draft');
    expect(w.s().draft.id).toBe('draft-1');
    await w.s().saveDraft();
    expect(w.net.calls.update.map(([id]) => id)).toEqual(['draft-1']);
  });

  it('clears draft, payment and house-account state when leaving the screen', async () => {
    const w = await started();
    w.s().setPaymentTime('now');
    w.s().setUseHouseAccount(true);
    w.s().leave();
    expect(w.s().draft.shipmentTo.country).toBe('');
    expect(w.s().payment.paymentTime).toBe('later');
    expect(w.s().useHouseAccount).toBe(false);
    // The unsaved copy stays for the restore question.
    expect(w.storage.getItem(UNSAVED_DRAFT_KEY)).not.toBeNull();
  });
});

describe('prepare wizard: step movement (spec 01 §4)', () => {
  it('shows the issue notice and scrolls to the first error (250 px offset) when Continue finds the step invalid', async () => {
    const w = setup();
    w.s().start();
    expect(await w.s().continue()).toBe(false);
    expect(w.s().step).toBe('create_shipment');
    expect(w.s().stepWasSubmitted).toBe(true);
    expect(w.s().scrollTo).toEqual({ path: 'shipmentFrom.country', offset: 250 });
    expect(messages(w)).toContain('There is some missing or incorrect information that needs to be fixed.');
    expect(w.net.calls.create).toHaveLength(0);
  });

  it('saves the draft of a non-CSR user and moves to the next step not yet valid when Continue finds the step valid', async () => {
    const w = await started();
    expect(await w.s().continue()).toBe(true);
    expect(w.s().step).toBe('additional_services');
    expect(w.s().steps[0]?.valid).toBe(true);
    expect(w.net.calls.create).toHaveLength(1);
    expect(w.net.calls.create[0]?.step).toBe('additional_services');
  });

  it('does not save a CSR draft on Continue', async () => {
    const w = await started(exportDraft(), { isCsr: true });
    await w.s().continue();
    expect(w.s().step).toBe('additional_services');
    expect(w.net.calls.create).toHaveLength(0);
  });

  it('skips valid steps and never moves past the last', async () => {
    const w = await started();
    await w.s().continue();
    await w.s().continue();
    await w.s().continue();
    expect(w.s().step).toBe('review_finish');
    expect(w.s().goTo('create_shipment')).toBe(true);
    await w.s().continue();
    // Steps 2 and 3 are valid: Continue from step 1 goes straight to the review.
    expect(w.s().step).toBe('review_finish');
    expect(await w.s().continue()).toBe(false);
    expect(w.s().step).toBe('review_finish');
  });

  it('goes back to the previous step, and asks to confirm "Cancel shipment" on the review step', async () => {
    const w = await started();
    await w.s().continue();
    w.s().back();
    expect(w.s().step).toBe('create_shipment');
    await w.s().continue();
    await w.s().continue();
    await w.s().continue();
    w.s().back();
    expect(w.s().step).toBe('review_finish');
    expect(w.s().confirmation).toBe('cancelShipment');
    w.s().dismissConfirmation();
    expect(w.s().confirmation).toBeNull();
    w.s().back();
    w.s().confirm();
    expect(w.s().step).toBe('payment_status');
  });

  it('jumps only to valid steps', async () => {
    const w = await started();
    expect(w.s().goTo('payment_status')).toBe(false);
    await w.s().continue();
    expect(w.s().goTo('create_shipment')).toBe(true);
    expect(w.s().goTo('review_finish')).toBe(false);
  });

  it('does not count a completed step valid once an edit breaks it', async () => {
    const w = await started();
    await w.s().continue();
    w.s().setField('shipmentTo.contactName', '');
    expect(w.s().goTo('create_shipment')).toBe(false);
  });

  it('clears the step-submitted and pickup-submitted flags when moving to another step', async () => {
    const w = await started();
    await w.s().continue();
    w.s().markPickupSubmitted();
    w.s().setField('pickupDelivery.carrierProduct', null);
    await w.s().continue();
    expect(w.s().stepWasSubmitted).toBe(true);
    expect(w.s().pickupWasSubmitted).toBe(true);
    w.s().back();
    expect(w.s().stepWasSubmitted).toBe(false);
    expect(w.s().pickupWasSubmitted).toBe(false);
  });

  it('re-runs validation 1000 ms after each change once the step was submitted', async () => {
    const w = setup();
    w.s().start();
    await w.s().continue();
    const before = w.s().errors.length;
    w.s().setCountry('shipmentFrom', 'US');
    expect(w.s().errors).toHaveLength(before);
    await w.t.advance(999);
    expect(w.s().errors).toHaveLength(before);
    await w.t.advance(1);
    expect(w.s().errors.find((e) => e.propertyPath === 'shipmentFrom.country')).toBeUndefined();
  });

  it('does not re-validate on change before the step was submitted', async () => {
    const w = setup();
    w.s().start();
    w.s().setField('shipmentFrom.companyName', 'A');
    await w.t.advance(5000);
    expect(w.s().errors).toEqual([]);
  });
});

describe('prepare wizard: pickup review (spec 01 §4)', () => {
  async function atReview(draft: Draft) {
    const w = await started(draft);
    await w.s().continue();
    await w.s().continue();
    await w.s().continue();
    expect(w.s().step).toBe('review_finish');
    return w;
  }

  it('marks the pickup step invalid and sends the user to it when the origin country changed', async () => {
    const w = await atReview(exportDraft());
    w.s().edit((d) => {
      d.shipmentFrom.country = 'CA';
      d.shipmentFrom.address.division = '';
      d.shipmentFrom.address.postalCode = 'M5V 2T6';
    });
    expect(w.s().steps.find((x) => x.step === 'additional_services')?.valid).toBe(false);
    expect(w.s().step).toBe('additional_services');
  });

  it('asks for a pickup review when the origin street line changed for a US origin with pickup required', async () => {
    const w = await atReview(
      exportDraft({
        pickupDelivery: {
          isPickupRequired: true,
          pickup: {
            date: TODAY,
            startTime: 600,
            endTime: 840,
            location: 'Front desk',
            notes: '',
            numOfPackages: 1,
          },
        },
      }),
    );
    w.s().setField('shipmentFrom.address.addressLine1', '1 Penn Plaza');
    expect(w.s().shouldReviewPickup).toBe(true);
    expect(w.s().step).toBe('additional_services');
    await w.s().continue();
    expect(w.s().shouldReviewPickup).toBe(false);
    expect(w.s().step).toBe('review_finish');
  });

  it('does not ask for a review when the street changes but no pickup is required', async () => {
    const w = await atReview(exportDraft());
    w.s().setField('shipmentFrom.address.addressLine1', '1 Penn Plaza');
    expect(w.s().shouldReviewPickup).toBe(false);
    expect(w.s().step).toBe('review_finish');
  });
});

describe('prepare wizard: rates (spec 01 §4)', () => {
  it('asks for rates once, 1000 ms after the last change of a rate parameter', async () => {
    const w = await started();
    expect(w.net.calls.rate).toHaveLength(1);
    w.s().setField('shipmentDetails.products.packages.0.weight', 9);
    w.s().setField('shipmentDetails.products.packages.0.weight', 10);
    expect(w.s().rateStatus).toBe('pending');
    await w.t.advance(999);
    expect(w.net.calls.rate).toHaveLength(1);
    await w.t.advance(1);
    expect(w.net.calls.rate).toHaveLength(2);
    expect(w.net.calls.rate[1]?.pieces[0]?.weight).toBe(10);
    expect(w.s().rateStatus).toBe('ready');
  });

  it.each<[string, string, unknown]>([
    ['the package list', 'shipmentDetails.products.packages.0.length', 30],
    ['the origin postal code', 'shipmentFrom.address.postalCode', '10001'],
    ['the destination city', 'shipmentTo.address.city', 'Potsdam'],
    ['the destination postal code', 'shipmentTo.address.postalCode', '14467'],
    ['the residential flag of the recipient', 'shipmentTo.isResidential', true],
    ['the shipment date', 'pickupDelivery.shipmentDate', '2026-03-04'],
    ['the currency', 'currency', 'EUR'],
    ['the measurement system', 'measurementSystem', 'metric'],
    ['the insurance need', 'additionalServices.doYouNeedInsurance', true],
    ['neutral delivery', 'additionalServices.isNeutralDeliveryServiceRequired', true],
    ['the signature', 'additionalServices.signature', 'SF'],
    ['the duties payer changing to my account', 'payment.dutiesAndTaxesPayment', 'my_account'],
  ])('asks for new rates after a change of %s', async (_name, path, value) => {
    const w = await started();
    w.s().setField(path, value);
    await w.t.advance(1000);
    expect(w.net.calls.rate).toHaveLength(2);
  });

  it('does not ask for new rates for a change outside the rate parameters', async () => {
    const w = await started();
    w.s().setField('shipmentTo.contactName', 'Someone Else');
    w.s().setField('shipmentDetails.products.generalDescription', 'Computers');
    await w.t.advance(5000);
    expect(w.net.calls.rate).toHaveLength(1);
  });

  it('only refreshes the displayed rate when the carrier product alone changes', async () => {
    const w = await started();
    expect(w.s().currentRate?.carrierProduct).toBe('DHL_EXPRESS_WORLDWIDE');
    w.s().chooseRate('DHL_ECONOMY');
    await w.t.advance(5000);
    expect(w.net.calls.rate).toHaveLength(1);
    expect(w.s().currentRate?.carrierProduct).toBe('DHL_ECONOMY');
    expect(w.s().draft.pickupDelivery.carrierProduct).toBe('DHL_ECONOMY');
  });

  it('makes the rate matching the chosen carrier product current, else the first, and updates the draft', async () => {
    const matching = await started(exportDraft({ pickupDelivery: { carrierProduct: 'DHL_ECONOMY' } }));
    expect(matching.s().currentRate?.carrierProduct).toBe('DHL_ECONOMY');
    const other = await started(exportDraft({ pickupDelivery: { carrierProduct: 'GONE' } }));
    expect(other.s().currentRate?.carrierProduct).toBe('DHL_EXPRESS_WORLDWIDE');
    expect(other.s().draft.pickupDelivery.carrierProduct).toBe('DHL_EXPRESS_WORLDWIDE');
  });

  it('does not ask for rates while the rate request is not valid', async () => {
    const w = await started();
    w.s().setField('shipmentDetails.products.packages.0.weight', null);
    await w.t.advance(5000);
    expect(w.net.calls.rate).toHaveLength(1);
    expect(w.s().rates).toEqual([]);
    expect(w.s().rateStatus).toBe('idle');
  });

  it('asks for no rates for a US territory and says they are not available online', async () => {
    const w = await started(exportDraft({ shipmentTo: { country: 'PR', address: { postalCode: '00901' } } }));
    expect(w.net.calls.rate).toHaveLength(0);
    expect(w.s().rateStatus).toBe('unavailable');
    expect(w.s().rateMessage).toBe(
      'US Territory rates are not available online. Please contact our customer service team to receive your quote. You can still prepare your shipment.',
    );
  });

  it('shows "Something Went Wrong" for an incomplete rate (savings below 0)', async () => {
    const w = setup({}, [rate('DHL_EXPRESS_WORLDWIDE', 120, { savingsPercent: -5, savings: -0.05 })]);
    w.s().start(exportDraft());
    await w.t.advance(1000);
    expect(w.s().rateMessage).toBe(
      'We are currently unable to display your quote, but we are working to fix it. You can contact Customer Service to get your quote immediately!',
    );
  });

  it('shows savings only at 20% or more', async () => {
    const w = setup({}, [
      rate('A', 100, { savingsPercent: 19.99 }),
      rate('B', 100, { savingsPercent: 20, isSavingsVisible: false }),
    ]);
    w.s().start(exportDraft());
    await w.t.advance(1000);
    expect(w.s().rates.map((r) => r.isSavingsVisible)).toEqual([false, true]);
  });

  it('shows the failure message when rating fails, and the no-services text for an empty list', async () => {
    const w = setup();
    w.net.answerWith(async () => ({ kind: 'failure', description: null }));
    w.s().start(exportDraft());
    await w.t.advance(1000);
    expect(w.s().rateStatus).toBe('error');
    expect(w.s().rateMessage).toMatch(/^Sorry, there was a problem getting rates/);
    w.net.answerWith(async () => ({ success: true, rates: [], error: null, createdInId: null }));
    await w.s().refreshRates();
    expect(w.s().rateMessage).toMatch(/^We weren't able to get any delivery options/);
  });

  it('ignores a rate answer that arrives after a newer request', async () => {
    const w = await started();
    let release: (v: RateShipmentResponse) => void = () => {};
    w.net.answerWith(() => new Promise((resolve) => (release = resolve)));
    w.s().setField('shipmentDetails.products.packages.0.weight', 9);
    await w.t.advance(1000);
    const slow = release;
    w.net.answerWith(async () => ({
      success: true,
      rates: [rate('NEW', 50)],
      error: null,
      createdInId: null,
    }));
    w.s().setField('shipmentDetails.products.packages.0.weight', 11);
    await w.t.advance(1000);
    slow({ success: true, rates: [rate('OLD', 10)], error: null, createdInId: null });
    await w.t.advance(0);
    expect(w.s().rates.map((r) => r.carrierProduct)).toEqual(['NEW']);
  });

  it('says "Price updated!" when the chosen service comes back at another price', async () => {
    const w = await started();
    w.net.answerWith(async () => ({
      success: true,
      rates: [rate('DHL_EXPRESS_WORLDWIDE', 130)],
      error: null,
      createdInId: null,
    }));
    w.s().setField('shipmentDetails.products.packages.0.weight', 12);
    await w.t.advance(1000);
    expect(messages(w)).toContain('Price updated!');
  });

  it('sorts domestic rates by retail price ascending', async () => {
    const w = setup({}, [rate('13', 90), rate('03', 20), rate('02', 45)]);
    w.s().start(domesticDraft());
    await w.t.advance(1000);
    expect(w.s().rates.map((r) => r.carrierProduct)).toEqual(['03', '02', '13']);
  });
});

describe('prepare wizard: notices (spec 01 §4, §8)', () => {
  it.each<[string, (d: Draft) => void, string]>([
    [
      'billing duties to the shipper account adds $20.00',
      (d) => {
        d.payment.dutiesAndTaxesPayment = 'my_account';
      },
      'A $20.00 surcharge has been added for billing duties and taxes to your account.',
    ],
    [
      'neutral delivery adds $6.00',
      (d) => {
        d.additionalServices.isNeutralDeliveryServiceRequired = true;
      },
      'Neutral Delivery Service adds $6.00 to your price.',
    ],
    [
      'a residential receiver address adds $6.55',
      (d) => {
        d.shipmentTo.isResidential = true;
      },
      'A $6.55 residential delivery fee has been added.',
    ],
    [
      'changing the measurement system',
      (d) => {
        d.measurementSystem = 'metric';
      },
      'Measurement System changed, price may have updated!',
    ],
  ])('notices that %s', async (_name, change, text) => {
    const w = await started();
    w.s().edit(change);
    expect(messages(w)).toContain(text);
  });

  it('notices removals too: duties back to the receiver removes the $20.00 surcharge', async () => {
    const w = await started(
      exportDraft({ payment: { dutiesAndTaxesPayment: 'my_account', customsTermsOfTrade: 'DDP' } }),
    );
    w.s().setField('payment.dutiesAndTaxesPayment', 'receiver');
    expect(messages(w)).toContain(
      'The $20.00 surcharge for billing duties and taxes to your account has been removed.',
    );
    expect(w.s().draft.payment.customsTermsOfTrade).toBe('DAP');
  });

  it('says "Pickup fee removed!" when a pickup is no longer wanted', async () => {
    const w = await started(domesticDraft({ pickupDelivery: { isPickupRequired: true } }));
    w.s().setField('pickupDelivery.isPickupRequired', false);
    expect(messages(w)).toContain('Pickup fee removed!');
  });

  it('resets a past shipment date to today with "Updating past shipment date to current date"', () => {
    const w = setup();
    w.s().start(exportDraft());
    w.s().setField('pickupDelivery.shipmentDate', '2026-02-20');
    expect(w.s().draft.pickupDelivery.shipmentDate).toBe(TODAY);
    expect(messages(w)).toContain('Updating past shipment date to current date');
  });

  it('shows a country-pair error and does not apply the change', () => {
    const w = setup();
    w.s().start(exportDraft());
    const result = w.s().setCountry('shipmentTo', 'CU');
    expect(result.applied).toBe(false);
    expect(w.s().draft.shipmentTo.country).toBe('DE');
    expect(messages(w)).toContain(
      'Shipments to Cuba are currently unavailable. Please contact customer service for more information.',
    );
  });

  it('still applies a change that only warns (a US territory end)', () => {
    const w = setup();
    w.s().start(exportDraft());
    expect(w.s().setCountry('shipmentTo', 'GU').applied).toBe(true);
    expect(w.s().draft.shipmentTo.country).toBe('GU');
    expect(w.s().notices.at(-1)?.level).toBe('warning');
  });
});

describe('prepare wizard: payment (spec 01 §4)', () => {
  it('clears the payment id when pay later is chosen, and stamps the change', async () => {
    const w = await started();
    w.s().selectPaymentMethod('credit_card', 'pm-1');
    w.s().setPaymentTime('now');
    expect(w.s().payment.paymentId).toBe('pm-1');
    w.s().setPaymentTime('later');
    expect(w.s().payment.paymentId).toBeNull();
    expect(w.s().payment.paymentChangedAt).not.toBeNull();
  });

  it('makes the shipper pay freight and the receiver pay duties (DAP) on pay now for a dutiable shipment', async () => {
    const w = await started(
      exportDraft({ payment: { freightPayment: 'third_party', shipperAccountNumber: '123456789' } }),
    );
    w.s().setPaymentTime('now');
    expect(w.s().draft.payment).toMatchObject({
      freightPayment: 'my_account',
      dutiesAndTaxesPayment: 'receiver',
      customsTermsOfTrade: 'DAP',
    });
  });
});

describe('prepare wizard: completion (spec 01 §4)', () => {
  async function atReview(draft: Draft = exportDraft()) {
    const w = await started(draft);
    await w.s().continue();
    await w.s().continue();
    await w.s().continue();
    return w;
  }

  it('prepares with the pickup, clears the unsaved copy and shows the created-shipment notice', async () => {
    const w = await atReview();
    w.s().setUseHouseAccount(true);
    const result = await w.s().complete();
    expect(result).toEqual({ ok: true, shipmentId: 'shp-1' });
    expect(w.storage.getItem(UNSAVED_DRAFT_KEY)).toBeNull();
    expect(messages(w)).toContain('You have successfully created a new shipment!');
    const [request, flags] = w.net.calls.complete[0]!;
    expect(flags).toEqual({ useHouseAccount: true, idempotencyKey: expect.stringMatching(/^booking-/) });
    // The price the client pays (its discount off the list price), to the cent.
    expect(request.prep.payWithConfirmedAmount).toBe(72);
    expect(request.prep.carrierProduct).toBe('DHL_EXPRESS_WORLDWIDE');
  });

  it('creates the pickup from the draft pickup data, or attaches the existing one by id', async () => {
    const withNew = await atReview(
      domesticDraft({
        pickupDelivery: {
          isPickupRequired: true,
          pickup: {
            date: TODAY,
            startTime: 600,
            endTime: 840,
            location: 'Front desk',
            notes: '',
            numOfPackages: 2,
          },
        },
      }),
    );
    await withNew.s().complete();
    expect(withNew.net.calls.complete[0]?.[0]).toMatchObject({
      newPickup: {
        date: TODAY,
        startTime: 600,
        endTime: 840,
        location: 'Front desk',
        notes: null,
        numOfPackages: 2,
      },
      existingPickup: null,
    });
    const existing = await atReview(
      domesticDraft({ pickupDelivery: { isPickupRequired: true, pickupId: 'pk-7' } }),
    );
    await existing.s().complete();
    expect(existing.net.calls.complete[0]?.[0]).toMatchObject({ newPickup: null, existingPickup: 'pk-7' });
  });

  it('joins the server messages with line breaks when creation fails, else "Error on Shipment creation"', async () => {
    const w = await atReview();
    w.net.completeWith(async () => ({
      successful: false,
      shipmentId: null,
      errors: [{ message: 'A' }, { message: 'B' }],
    }));
    expect(await w.s().complete()).toEqual({ ok: false });
    expect(messages(w)).toContain('A\nB');
    w.net.completeWith(async () => ({ successful: false, shipmentId: null, errors: [] }));
    await w.s().complete();
    expect(messages(w)).toContain('Error on Shipment creation');
    expect(w.storage.getItem(UNSAVED_DRAFT_KEY)).not.toBeNull();
  });

  it('sends the same Idempotency-Key when the same booking is sent again, a new one when the shipment changed', async () => {
    const w = await atReview();
    w.net.completeWith(async () => {
      throw new Error('The connection was lost.');
    });
    await w.s().complete();
    await w.s().complete();
    const [first, second] = w.net.calls.complete.map(([, options]) => options.idempotencyKey);
    expect(first).toMatch(/^booking-/);
    expect(second).toBe(first);
    expect(w.net.calls.complete[0]?.[0].draftId).toBe(w.s().draft.id);
    w.s().edit((d) => {
      d.shipmentTo.contactName = 'Someone Else';
    });
    await w.s().complete();
    expect(w.net.calls.complete[2]?.[1].idempotencyKey).not.toBe(first);
  });

  it('books nothing when the price changed: says so with both prices and rates again', async () => {
    const w = await atReview();
    const ratedBefore = w.net.calls.rate.length;
    w.net.completeWith(async () => ({
      successful: false,
      shipmentId: null,
      errors: [],
      priceChanged: { confirmed: 72, current: 75.5, currency: 'USD' },
    }));
    expect(await w.s().complete()).toEqual({ ok: false });
    expect(messages(w)).toContain(
      'The price of this shipment changed from $72.00 to $75.50. Nothing was charged: review the new price and press Complete Shipment again to accept it.',
    );
    expect(w.net.calls.rate.length).toBeGreaterThan(ratedBefore);
    expect(w.storage.getItem(UNSAVED_DRAFT_KEY)).not.toBeNull();
  });

  it("takes the user back to step 2 with the server's pickup refusals at its pickup fields, the draft as typed", async () => {
    const w = await atReview(
      domesticDraft({
        pickupDelivery: {
          isPickupRequired: true,
          pickup: {
            date: TODAY,
            startTime: 600,
            endTime: 840,
            location: 'Front desk',
            notes: 'Ring twice',
            numOfPackages: 2,
          },
        },
      }),
    );
    const refusal = (violations: { propertyPath: string; message: string }[]) =>
      new ApiError('The pickup was refused.', {
        status: 422,
        description: 'The pickup was refused.',
        errorCode: 'ValidationFailed',
        violations: violations.map((v) => ({ ...v, severity: 'error' as const })),
      });
    w.net.completeWith(async () => {
      throw refusal([
        { propertyPath: 'newPickup.startTime', message: 'UPS picks up here from 2:00 PM.' },
        { propertyPath: 'newPickup.location', message: 'Location is too long.' },
        { propertyPath: 'prep.shipmentTo.city', message: 'Not the pickup.' },
      ]);
    });
    expect(await w.s().complete()).toEqual({ ok: false });
    expect(w.s()).toMatchObject({
      step: 'additional_services',
      stepWasSubmitted: true,
      scrollTo: { path: 'pickupDelivery.pickup.startTime' },
      errors: [
        expect.objectContaining({
          propertyPath: 'pickupDelivery.pickup.startTime',
          message: 'UPS picks up here from 2:00 PM.',
        }),
        expect.objectContaining({
          propertyPath: 'pickupDelivery.pickup.location',
          message: 'Location is too long.',
        }),
      ],
    });
    expect(w.s().draft.pickupDelivery.pickup).toMatchObject({
      location: 'Front desk',
      notes: 'Ring twice',
      numOfPackages: 2,
    });

    // The carrier's refusal is at the pickup question; an existing pickup it cannot join, at the choice.
    w.net.completeWith(async () => {
      throw refusal([{ propertyPath: 'newPickup', message: 'Pickup cannot be scheduled.' }]);
    });
    await w.s().complete();
    expect(w.s().errors).toEqual([
      expect.objectContaining({
        propertyPath: 'pickupDelivery.isPickupRequired',
        message: 'Pickup cannot be scheduled.',
      }),
    ]);
    // Any other refusal stays a notice where the user is.
    w.net.completeWith(async () => {
      throw refusal([{ propertyPath: 'prep.shipmentTo.city', message: 'Not the pickup.' }]);
    });
    await w.s().complete();
    expect(messages(w)).toContain('The pickup was refused.');
  });

  it('sends the user to the first invalid step instead of completing', async () => {
    const w = await atReview();
    w.s().edit((d) => {
      d.payment.termsAndConditionsAgreement = false;
    });
    expect(await w.s().complete()).toEqual({ ok: false });
    expect(w.s().step).toBe('payment_status');
    expect(w.s().errors[0]?.message).toBe(
      'Please indicate that you have read and agree to the Terms and Conditions.',
    );
    expect(w.net.calls.complete).toHaveLength(0);
  });
});

describe('prepare wizard: documents', () => {
  it('turns the documents flag off with "Ship As Product"', async () => {
    const w = await started(
      documentsDraft({
        shipmentDetails: { documents: { isItJustDocument: false, generalDescription: 'Books' } },
      }),
    );
    w.s().shipAsProduct();
    expect(w.s().draft.isDocumentsShipment).toBe(false);
    expect(w.s().draft.shipmentDetails.products.generalDescription).toBe('Books');
  });

  it('adds a package only after a filled last row, and keeps at least one', async () => {
    const w = await started();
    w.s().addPackage();
    expect(w.s().draft.shipmentDetails.products.packages).toHaveLength(2);
    w.s().addPackage();
    expect(w.s().draft.shipmentDetails.products.packages).toHaveLength(2);
    w.s().removePackage(1);
    w.s().removePackage(0);
    expect(w.s().draft.shipmentDetails.products.packages).toHaveLength(1);
  });
});
