import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../api/index';
import { domesticDraft } from '../model/testing/fixtures';
import { createPrepareWizardStore } from './createPrepareWizardStore';
import type { PrepareWizardApi, Timers } from './ports';

// A build that loads the phone checks on demand (the prepare embed, issue 11): nothing until asked.
const engine = vi.hoisted(() => ({ loaded: null as unknown, loads: 0 }));
vi.mock('#phoneEngine', async () => {
  const exact = await import('../../validation/phoneEngine');
  return {
    phoneEngine: () => engine.loaded,
    loadPhoneEngine: () => {
      engine.loads++;
      return new Promise<void>((resolve) =>
        setTimeout(() => {
          engine.loaded = exact;
          resolve();
        }, 5),
      );
    },
  };
});

const idleTimers: Timers = { setTimeout: () => 0, clearTimeout: () => undefined };
const api = {
  rateShipment: vi.fn(() => new Promise(() => undefined)),
  createDraft: vi.fn(async () => ({ id: 'draft-1' })),
  updateDraft: vi.fn(async () => ({})),
  completePrepAndPickup: vi.fn(),
} as unknown as PrepareWizardApi;

describe('the prepare wizard where the phone checks load on demand (issue 11)', () => {
  it('waits for them before it submits a step: a number of the right form that is not a US number is refused', async () => {
    const store = createPrepareWizardStore({ api, storage: createMemoryStorage(), timers: idleTimers });
    const draft = domesticDraft();
    // Ten digits (the form check passes) but no US area code starts with 1.
    draft.shipmentFrom.phoneNumber = '1235550100';
    store.getState().start(draft);
    expect(await store.getState().continue()).toBe(false);
    expect(engine.loads).toBeGreaterThan(0);
    expect(store.getState().errors.some((e) => e.propertyPath === 'shipmentFrom.phoneNumber')).toBe(true);
    expect(store.getState().step).toBe('create_shipment');
  });
});
