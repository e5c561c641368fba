import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../api/index';
import { domesticDraft, TODAY } from '../model/testing/fixtures';
import { createPrepareWizardStore } from './createPrepareWizardStore';
import * as later from './laterSteps';
import { type LaterSteps, laterStepsOnDemand } from './laterStepsSource';
import type { PrepareWizardApi, Timers } from './ports';

// The prepare embed gives the store the rules of steps 2–3 and the booking as a chunk loaded on demand
// (issue 11): step 1 works without them, a later step waits for them, and a failed load is retried.

/** A source whose loads the test answers by hand: each load() waits for resolve() or reject(). */
function handLoaded() {
  const waiting: Array<{ resolve: (m: LaterSteps) => void; reject: (e: Error) => void }> = [];
  const load = vi.fn(() => new Promise<LaterSteps>((resolve, reject) => waiting.push({ resolve, reject })));
  const settle = async (outcome: 'loaded' | 'failed') => {
    for (const w of waiting.splice(0)) {
      if (outcome === 'loaded') w.resolve(later);
      else w.reject(new Error('Failed to fetch dynamically imported module'));
    }
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  return { source: laterStepsOnDemand(load), load, settle };
}

const idleTimers: Timers = { setTimeout: () => 0, clearTimeout: () => undefined };

function setup() {
  const chunk = handLoaded();
  const api = {
    rateShipment: vi.fn(() => new Promise(() => undefined)),
    createDraft: vi.fn(async () => ({ id: 'draft-1' })),
    updateDraft: vi.fn(async () => ({})),
    completePrepAndPickup: vi.fn(async () => ({ successful: true, shipmentId: 'shp-1', errors: [] })),
  };
  const store = createPrepareWizardStore({
    api: api as unknown as PrepareWizardApi,
    storage: createMemoryStorage(),
    timers: idleTimers,
    now: () => new Date(2026, 2, 2, 9, 30),
    laterSteps: chunk.source,
  });
  return { store, s: () => store.getState(), chunk, api };
}

describe('the prepare wizard where the later steps load on demand (issue 11)', () => {
  it('works on step 1 without them, and starts their load when the user continues from it', async () => {
    const { s, chunk } = setup();
    s().start(domesticDraft());
    expect(chunk.load).not.toHaveBeenCalled();
    expect(await s().continue()).toBe(true);
    expect(s().step).toBe('additional_services');
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('checks a later step with them: Continue waits until they are in', async () => {
    const { s, chunk } = setup();
    const noService = domesticDraft({
      pickupDelivery: { shipmentDate: TODAY, isPickupRequired: false, carrierProduct: null },
    });
    s().start(noService);
    await s().continue();
    const continued = s().continue();
    await chunk.settle('loaded');
    expect(await continued).toBe(false);
    expect(s().step).toBe('additional_services');
    expect(s().errors.some((e) => e.propertyPath === 'pickupDelivery.carrierProduct')).toBe(true);
  });

  it('keeps the user on the later step with the generic notice when they do not load, and loads again on the next Continue', async () => {
    const { s, chunk } = setup();
    s().start(domesticDraft());
    await s().continue();
    const continued = s().continue();
    await chunk.settle('failed');
    expect(await continued).toBe(false);
    expect(s().step).toBe('additional_services');
    expect(s().notices.at(-1)?.message).toBe('It looks like there may have been a problem.');
    const again = s().continue();
    await chunk.settle('loaded');
    expect(await again).toBe(true);
    expect(s().step).toBe('payment_status');
    expect(chunk.load).toHaveBeenCalledTimes(2);
  });

  it('opens a draft saved past step 1 at once, and counts its completed later steps once the rules are in', async () => {
    const { s, chunk } = setup();
    s().start({ ...domesticDraft(), currentStep: 'payment_status' });
    expect(s().step).toBe('payment_status');
    expect(s().steps.map((x) => x.valid)).toEqual([true, false, false, false]);
    expect(s().goTo('additional_services')).toBe(false);
    await chunk.settle('loaded');
    expect(s().steps.map((x) => x.valid)).toEqual([true, true, false, false]);
    expect(s().goTo('additional_services')).toBe(true);
  });

  it('asks for the pickup review an origin change made while the rules were loading calls for', async () => {
    const { s, chunk } = setup();
    s().start({ ...domesticDraft(), currentStep: 'payment_status' });
    s().goTo('create_shipment');
    s().setCountry('shipmentFrom', 'CA');
    await chunk.settle('loaded');
    expect(s().steps[1]?.valid).toBe(false);
    expect(s().shouldReviewPickup).toBe(true);
  });

  it('sends no booking when they do not load', async () => {
    const { s, chunk, api } = setup();
    s().start({ ...domesticDraft(), currentStep: 'review_finish' });
    await chunk.settle('failed');
    const completed = s().complete();
    await chunk.settle('failed');
    expect(await completed).toEqual({ ok: false });
    expect(api.completePrepAndPickup).not.toHaveBeenCalled();
    expect(s().notices.at(-1)?.message).toBe('It looks like there may have been a problem.');
  });
});
