import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiFailure } from '../api/apiError';
import { ApiError } from '../api/apiError';
import type { RateShipmentRequest, RateShipmentResponse } from '../contract/quote';
import type { Rate } from '../contract/rate';
import * as bundledRules from './quoteRulesModule';
import type { QuoteRulesModule, QuoteRulesSource } from './quoteRulesSource';
import { createQuoteStore, type QuoteApi, type QuoteStore } from './quoteStore';

const rate = (id: string, amount: number, over: Partial<Rate> = {}): Rate => ({
  id,
  carrier: 'UPS',
  carrierProduct: 'GND',
  carrierService: { name: 'UPS Ground', productCode: '03' },
  optimalRate: { amount, currency: 'USD' },
  retailRate: { amount: amount * 1.5, currency: 'USD' },
  displayOptimalRate: `$${amount}`,
  displayRetailRate: `$${amount * 1.5}`,
  savings: 0.33,
  savingsPercent: 33.33,
  isSavingsVisible: true,
  estimatedDelivery: '2025-03-10',
  transitDays: 3,
  latestPickupTime: '17:00',
  latestPickupScheduleByTime: null,
  createdInId: 'q1',
  fees: [],
  billableWeight: { value: 10, unit: 'lb' },
  ...over,
});

const ok = (rates: Rate[], createdInId = 'q1'): RateShipmentResponse => ({
  success: true,
  rates,
  error: null,
  createdInId,
});

/** An API whose answers the test releases one by one, to play with timing. */
function controllableApi() {
  const calls: {
    request: RateShipmentRequest;
    resolve: (a: RateShipmentResponse | ApiFailure) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const api: QuoteApi = {
    rateShipment: (request) =>
      new Promise((resolve, reject) => {
        calls.push({ request, resolve, reject });
      }),
  };
  return { api, calls };
}

const TODAY = new Date(2025, 2, 5, 9, 30);

function fillDomestic(store: QuoteStore) {
  const s = store.getState();
  s.setEnd('sendingFrom', { country: 'US', postalCode: '10001' });
  s.setEnd('sendingTo', { country: 'US', postalCode: '90210' });
  s.setItem(0, { weight: 10, length: 12, width: 10, height: 8 });
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('quote store (spec 02 §2, §4, §5)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(TODAY);
  });
  afterEach(() => vi.useRealTimers());

  function setup(onContinue = vi.fn()) {
    const { api, calls } = controllableApi();
    const store = createQuoteStore({ api, now: () => new Date(), onContinue });
    return { store, calls, onContinue };
  }

  it('starts from the USA, today, one empty package row, USD and imperial, with no errors shown', () => {
    const { store } = setup();
    const s = store.getState();
    expect(s.input.sendingFrom.country).toBe('US');
    expect(s.input.shipDate).toBe('2025-03-05');
    expect(s.input.items).toHaveLength(1);
    expect([s.input.currency, s.input.measurementSystem]).toEqual(['USD', 'imperial']);
    expect(s.isValid).toBe(false);
    expect(s.fieldErrors).toEqual({});
    expect(s.status).toBe('idle');
  });

  it('shows the field errors and the generic notice only after Get A Quote', async () => {
    const { store, calls } = setup();
    store.getState().setEnd('sendingTo', { country: 'US' });
    expect(store.getState().fieldErrors).toEqual({});
    await expect(store.getState().getQuote()).resolves.toBe(false);
    const s = store.getState();
    expect(s.notice).toBe('There is some missing or incorrect information that needs to be fixed.');
    expect(s.fieldErrors['sendingTo.postalCode']).toBe('Zip is required');
    expect(s.fieldErrors['items.0.weight']).toBe(
      'How heavy is your item? Please enter a weight up to 150 lbs.',
    );
    expect(calls).toHaveLength(0);
  });

  it('rates a valid quote and shows the rates', async () => {
    const { store, calls } = setup();
    fillDomestic(store);
    const quoting = store.getState().getQuote();
    expect(store.getState().status).toBe('rating');
    expect(store.getState().isUpdating).toBe(true);
    expect(calls[0]?.request).toMatchObject({
      origin: { countryCode: 'US', postalCode: '10001' },
      targetShipDate: '2025-03-05T00:00:00.000',
      pieces: [{ quantity: 1, weight: 10, length: 12, width: 10, height: 8 }],
    });
    calls[0]?.resolve(ok([rate('r1', 10)]));
    await expect(quoting).resolves.toBe(true);
    expect(store.getState()).toMatchObject({ status: 'rated', isUpdating: false, createdInId: 'q1' });
    expect(store.getState().rates.map((r) => r.id)).toEqual(['r1']);
  });

  it('clears the shown rates when a quote input changes, then re-rates after 1000 ms', async () => {
    const { store, calls } = setup();
    fillDomestic(store);
    const first = store.getState().getQuote();
    calls[0]?.resolve(ok([rate('r1', 10)]));
    await first;

    store.getState().setItem(0, { weight: 12 });
    expect(store.getState().rates).toEqual([]);
    expect(store.getState().isUpdating).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.request.pieces[0]?.weight).toBe(12);
    calls[1]?.resolve(ok([rate('r2', 12)]));
    await flush();
    expect(store.getState().rates.map((r) => r.id)).toEqual(['r2']);
  });

  it('debounces a burst of changes into one request', async () => {
    const { store, calls } = setup();
    fillDomestic(store);
    const first = store.getState().getQuote();
    calls[0]?.resolve(ok([rate('r1', 10)]));
    await first;
    for (const weight of [11, 12, 13, 14]) {
      store.getState().setItem(0, { weight });
      await vi.advanceTimersByTimeAsync(400);
    }
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.request.pieces[0]?.weight).toBe(14);
  });

  it('ignores a stale answer that arrives after a newer request', async () => {
    const { store, calls } = setup();
    fillDomestic(store);
    const first = store.getState().getQuote();
    calls[0]?.resolve(ok([rate('r1', 10)]));
    await first;

    store.getState().setItem(0, { weight: 20 });
    await vi.advanceTimersByTimeAsync(1000);
    store.getState().setItem(0, { weight: 30 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(3);
    calls[2]?.resolve(ok([rate('new', 30)], 'q3'));
    await flush();
    calls[1]?.resolve(ok([rate('stale', 20)], 'q2'));
    await flush();
    expect(store.getState().rates.map((r) => r.id)).toEqual(['new']);
    expect(store.getState().createdInId).toBe('q3');
  });

  it('does not re-rate an invalid change, and does not re-rate before a first successful quote', async () => {
    const { store, calls } = setup();
    fillDomestic(store);
    store.getState().setItem(0, { weight: 11 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(0);

    const first = store.getState().getQuote();
    calls[0]?.resolve(ok([rate('r1', 10)]));
    await first;
    store.getState().setItem(0, { weight: null });
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(1);
    expect(store.getState()).toMatchObject({ rates: [], isUpdating: false, status: 'idle' });
    expect(store.getState().fieldErrors['items.0.weight']).toContain('How heavy is your item?');
  });

  it('forces USD and imperial units on a domestic quote, converting what was entered', () => {
    const { store } = setup();
    const s = store.getState();
    s.setEnd('sendingTo', { country: 'DE' });
    s.setMeasurementSystem('metric');
    s.setCurrency('eur');
    s.setItem(0, { weight: 10, length: 100, width: 50, height: 20 });
    expect(store.getState().input).toMatchObject({ currency: 'EUR', measurementSystem: 'metric' });
    s.setEnd('sendingTo', { country: 'US' });
    const input = store.getState().input;
    expect(input).toMatchObject({ currency: 'USD', measurementSystem: 'imperial' });
    expect(input.items[0]).toMatchObject({ weight: 22.05, length: 39.37, width: 19.69, height: 7.87 });
    s.setMeasurementSystem('metric');
    expect(store.getState().input.measurementSystem).toBe('imperial');
  });

  it('converts entered values when the measurement system changes', () => {
    const { store } = setup();
    const s = store.getState();
    s.setEnd('sendingTo', { country: 'GB' });
    s.setItem(0, { weight: 2.205, length: 10 });
    s.setMeasurementSystem('metric');
    expect(store.getState().input.items[0]).toMatchObject({ weight: 1, length: 25.4 });
  });

  it('names an insurance value that could not be read at its field instead of quoting uninsured', async () => {
    const { store } = setup();
    fillDomestic(store);
    store.getState().setInsuranceValue(Number.NaN);
    expect(await store.getState().getQuote()).toBe(false);
    expect(store.getState().fieldErrors.insuranceValue).toBe(
      'Insurance Value is not a number we can read. Write it like 1,250.50.',
    );
  });

  it('gives back the values typed when switching lb → kg → lb (5 stays 5, not 5.001)', () => {
    const { store } = setup();
    const s = store.getState();
    s.setEnd('sendingTo', { country: 'GB' });
    s.setItem(0, { weight: 5, length: 7, width: 3, height: 3 });
    s.setMeasurementSystem('metric');
    expect(store.getState().input.items[0]).toMatchObject({ weight: 2.268, length: 17.78 });
    s.setMeasurementSystem('imperial');
    expect(store.getState().input.items[0]).toMatchObject({ weight: 5, length: 7, width: 3, height: 3 });
    // A value typed in kg is converted, not replaced by the old one.
    s.setMeasurementSystem('metric');
    s.setItem(0, { weight: 3 });
    s.setMeasurementSystem('imperial');
    expect(store.getState().input.items[0]?.weight).toBe(6.615);
  });

  it('keeps every package row through Documents and back (issue 16)', () => {
    const { store } = setup();
    const s = store.getState();
    s.setEnd('sendingTo', { country: 'DE', city: 'Berlin' });
    s.setItem(0, { quantity: 2, weight: 4, length: 10, width: 8, height: 6 });
    s.addItem();
    s.setItem(1, { quantity: 1, weight: 9, length: 20, width: 10, height: 10 });
    s.setDocument(true);
    expect(store.getState().input.items).toHaveLength(1);
    s.setItem(0, { weight: 1.5 });
    s.setDocument(false);
    expect(store.getState().input.items).toEqual([
      expect.objectContaining({ quantity: 2, weight: 1.5, length: 10 }),
      expect.objectContaining({ quantity: 1, weight: 9, length: 20 }),
    ]);
  });

  it('limits a documents shipment to one package and drops dangerous goods', () => {
    const { store } = setup();
    const s = store.getState();
    s.setEnd('sendingTo', { country: 'DE', city: 'Berlin' });
    s.setDangerousGoods(true);
    s.setItem(0, { quantity: 3, weight: 1, length: 1, width: 1, height: 1 });
    s.addItem();
    expect(store.getState().input.items).toHaveLength(2);
    s.setDocument(true);
    const input = store.getState().input;
    expect(input.items).toHaveLength(1);
    expect(input.items[0]?.quantity).toBe(1);
    expect(input.hasDangerousGoods).toBe(false);
    s.addItem();
    expect(store.getState().input.items).toHaveLength(1);
  });

  it('clears the document flag on a domestic quote and offers the envelope only to non-import documents', () => {
    const { store } = setup();
    const s = store.getState();
    s.setEnd('sendingTo', { country: 'US' });
    s.setDocument(true);
    expect(store.getState().input.isDocument).toBe(false);
    s.setEnd('sendingTo', { country: 'DE' });
    s.setDocument(true);
    s.setExpressEnvelope(true);
    expect(store.getState().input.usesExpressEnvelope).toBe(true);
    s.setEnd('sendingFrom', { country: 'MX' });
    s.setEnd('sendingTo', { country: 'US' });
    expect(store.getState().input.usesExpressEnvelope).toBe(false);
  });

  it('adds a row only when the last row is filled and never removes the only row', () => {
    const { store } = setup();
    const s = store.getState();
    s.addItem();
    expect(store.getState().input.items).toHaveLength(1);
    s.removeItem(0);
    expect(store.getState().input.items).toHaveLength(1);
    s.setItem(0, { weight: 5 });
    s.addItem();
    expect(store.getState().input.items).toHaveLength(2);
    s.removeItem(0);
    expect(store.getState().input.items).toEqual([expect.objectContaining({ weight: null })]);
  });

  it('applies a box preset in the units in use', () => {
    const { store } = setup();
    const s = store.getState();
    s.applyBoxPreset(0, 'board-game');
    expect(store.getState().input.items[0]).toMatchObject({ length: 16, width: 11, height: 4 });
    s.setEnd('sendingTo', { country: 'FR' });
    s.setMeasurementSystem('metric');
    s.applyBoxPreset(0, 'board-game');
    expect(store.getState().input.items[0]).toMatchObject({ length: 40, width: 28, height: 10 });
  });

  it('marks the freight panel when the total weight qualifies as a freight quote', async () => {
    const { store } = setup();
    fillDomestic(store);
    store.getState().setItem(0, { quantity: 8, weight: 140 });
    expect(store.getState().freight).toEqual({
      isCandidate: true,
      messages: ['Your total weight has surpassed 1000 lbs. It qualifies as a Freight Quote.'],
    });
    await store.getState().getQuote();
    expect(store.getState().fieldErrors.items).toBe(
      'Your total weight has surpassed 1000 lbs. It qualifies as a Freight Quote.',
    );
  });

  it('shows the server text of a tolerated 400 and its field violations', async () => {
    const { store, calls } = setup();
    fillDomestic(store);
    const quoting = store.getState().getQuote();
    calls[0]?.resolve({
      kind: 'failure',
      status: 422,
      title: null,
      description: 'Invalid quote',
      errorCode: 'InvalidCredentials',
      violations: [{ propertyPath: 'destination.postalCode', message: 'Unknown zip' }],
    });
    await expect(quoting).resolves.toBe(false);
    const s = store.getState();
    expect(s.status).toBe('error');
    expect(s.fieldErrors['sendingTo.postalCode']).toBe('Unknown zip');
    expect(s.errorMessage).toBe('There is some missing or incorrect information that needs to be fixed.');
  });

  it('shows "Could not get rates" when rating fails', async () => {
    const { store, calls } = setup();
    fillDomestic(store);
    const quoting = store.getState().getQuote();
    calls[0]?.reject(new ApiError('Carrier timeout', { status: 500 }));
    await quoting;
    expect(store.getState()).toMatchObject({
      status: 'error',
      errorTitle: 'Could not get rates',
      errorMessage: 'Carrier timeout',
    });
  });

  it('shows "No Delivery Services Available" when no rate comes back', async () => {
    const { store, calls } = setup();
    fillDomestic(store);
    const quoting = store.getState().getQuote();
    calls[0]?.resolve(ok([]));
    await quoting;
    expect(store.getState()).toMatchObject({ status: 'rated', errorTitle: 'No Delivery Services Available' });
  });

  it('titles the server\'s "no delivery options" answer "No Delivery Services Available"', async () => {
    const { store, calls } = setup();
    fillDomestic(store);
    const quoting = store.getState().getQuote();
    calls[0]?.resolve({
      success: false,
      rates: [],
      createdInId: null,
      error:
        "We weren't able to get any delivery options for this shipment. This may be because there are no rates for your origin/destination or because the carrier's website is down. Please contact Customer Service to complete your shipment.",
    });
    await quoting;
    expect(store.getState()).toMatchObject({ status: 'error', errorTitle: 'No Delivery Services Available' });
  });

  it('moves a past ship date to today with the spec notice', async () => {
    const { store, calls } = setup();
    fillDomestic(store);
    store.getState().setShipDate('2025-03-01');
    const quoting = store.getState().getQuote();
    expect(calls[0]?.request.targetShipDate).toBe('2025-03-05T00:00:00.000');
    expect(store.getState().warnings).toContainEqual({
      propertyPath: 'shipDate',
      message: 'Updating past shipment date to current date',
      severity: 'warning',
    });
    calls[0]?.resolve(ok([rate('r1', 10)]));
    await quoting;
  });

  it('warns about a US territory end without blocking the quote', () => {
    const { store } = setup();
    fillDomestic(store);
    store.getState().setEnd('sendingTo', { country: 'PR', postalCode: '00901' });
    expect(store.getState().isValid).toBe(true);
    expect(store.getState().warnings[0]?.message).toMatch(/^US Territory rates are not available online/);
  });

  it('hands the rated quote and the chosen rate to the host on Continue to Shipping', async () => {
    const { store, calls, onContinue } = setup();
    fillDomestic(store);
    const quoting = store.getState().getQuote();
    calls[0]?.resolve(ok([rate('r1', 10), rate('r2', 20)]));
    await quoting;
    const payload = store.getState().continueToShipping('r2');
    expect(payload?.rate.id).toBe('r2');
    expect(payload?.createdInId).toBe('q1');
    expect(payload?.request.destination.postalCode).toBe('90210');
    expect(onContinue).toHaveBeenCalledWith(payload);
    expect(store.getState().continueToShipping('nope')).toBeNull();
  });

  it('keeps the state untouched when a field is set to its current value', async () => {
    const { store, calls } = setup();
    fillDomestic(store);
    const quoting = store.getState().getQuote();
    calls[0]?.resolve(ok([rate('r1', 10)]));
    await quoting;
    const before = store.getState();
    store.getState().setEnd('sendingTo', { postalCode: '90210' });
    expect(store.getState()).toBe(before);
  });

  it('stops re-rating once disposed', async () => {
    const { store, calls } = setup();
    fillDomestic(store);
    const quoting = store.getState().getQuote();
    calls[0]?.resolve(ok([rate('r1', 10)]));
    await quoting;
    store.getState().setItem(0, { weight: 11 });
    store.getState().dispose();
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(1);
  });
});

/** Rules that arrive when the test says (the quote embed's "#quoteRules" loads them on demand). */
function deferredRules() {
  let loaded: QuoteRulesModule | null = null;
  let loading: Promise<QuoteRulesModule> | null = null;
  let settle = { release: () => {}, fail: (_error: unknown) => {} };
  let loads = 0;
  const source: QuoteRulesSource = {
    current: () => loaded,
    load: () => {
      if (loading) return loading;
      loads++;
      loading = new Promise<QuoteRulesModule>((resolve, reject) => {
        settle = {
          release: () => {
            loaded = bundledRules;
            resolve(bundledRules);
          },
          fail: (error) => {
            loading = null;
            reject(error);
          },
        };
      });
      return loading;
    },
  };
  return { source, settle: () => settle, loads: () => loads };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const DANGEROUS_GOODS =
  'Are you shipping Dangerous Goods or Alcohol? Please contact our customer service team to quote shipments with dangerous goods, alcohol, or any package over 88 lbs containing them.';

describe('quote store with its rules loaded on demand (the quote embed, issue 8)', () => {
  it('starts without them and shows what they say of a change once they are in', async () => {
    const { api } = controllableApi();
    const rules = deferredRules();
    const store = createQuoteStore({ api, rules: rules.source });
    expect(rules.loads()).toBe(0);
    expect(store.getState()).toMatchObject({ warnings: [], fieldErrors: {}, isValid: false });

    store.getState().setDangerousGoods(true);
    expect(rules.loads()).toBe(1);
    expect(store.getState().warnings).toEqual([]);
    rules.settle().release();
    await settled();
    expect(store.getState().warnings.map((w) => w.message)).toEqual([DANGEROUS_GOODS]);
    // Once in, every change is checked at once.
    store.getState().setDangerousGoods(false);
    expect(store.getState().warnings).toEqual([]);
  });

  it('waits for them on Get A Quote, then shows the errors at their fields', async () => {
    const { api, calls } = controllableApi();
    const rules = deferredRules();
    const store = createQuoteStore({ api, rules: rules.source });
    store.getState().setEnd('sendingTo', { country: 'US' });
    const asked = store.getState().getQuote();
    expect(store.getState().fieldErrors).toEqual({});
    rules.settle().release();
    await expect(asked).resolves.toBe(false);
    expect(store.getState().notice).toBe(
      'There is some missing or incorrect information that needs to be fixed.',
    );
    expect(store.getState().fieldErrors['items.0.weight']).toBe(
      'How heavy is your item? Please enter a weight up to 150 lbs.',
    );
    expect(calls).toHaveLength(0);
  });

  it('rates once they are in, with the request they build', async () => {
    const { api, calls } = controllableApi();
    const rules = deferredRules();
    const store = createQuoteStore({ api, rules: rules.source });
    fillDomestic(store);
    expect(rules.loads()).toBe(1);
    const asked = store.getState().getQuote();
    rules.settle().release();
    await settled();
    expect(calls[0]?.request).toMatchObject({
      origin: { countryCode: 'US', postalCode: '10001' },
      destination: { countryCode: 'US', postalCode: '90210' },
    });
    calls[0]?.resolve(ok([rate('r1', 12)]));
    await expect(asked).resolves.toBe(true);
    expect(store.getState().status).toBe('rated');
  });

  it('says so when they could not be fetched, and Get A Quote asks for them again', async () => {
    const { api, calls } = controllableApi();
    const rules = deferredRules();
    const store = createQuoteStore({ api, rules: rules.source });
    const loading = store.getState().loadRules();
    rules.settle().fail(new TypeError('Failed to fetch'));
    await expect(loading).resolves.toBeUndefined();
    const asked = store.getState().getQuote();
    expect(rules.loads()).toBe(2);
    rules.settle().fail(new TypeError('Failed to fetch'));
    await expect(asked).resolves.toBe(false);
    expect(store.getState()).toMatchObject({
      status: 'error',
      errorTitle: 'Could not get rates',
      errorCode: 'network',
    });
    expect(calls).toHaveLength(0);
  });

  it('starts loading them at once for a quote that starts filled in', () => {
    const { api } = controllableApi();
    const rules = deferredRules();
    createQuoteStore({ api, rules: rules.source }, { initialInput: { hasDangerousGoods: true } });
    expect(rules.loads()).toBe(1);
  });
});
