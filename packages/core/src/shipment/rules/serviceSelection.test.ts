import { describe, expect, it } from 'vitest';
import { domesticDraft, exportDraft } from '../model/testing/fixtures';
import { serviceSelectionBlocker } from './serviceSelection';

describe('step 2: when a delivery service may be selected (spec 01 §2)', () => {
  it('waits for the shipment date first, then for the pickup answer', () => {
    const draft = domesticDraft();
    draft.pickupDelivery.shipmentDate = null;
    draft.pickupDelivery.isPickupRequired = null;
    expect(serviceSelectionBlocker(draft)).toBe('shipmentDate');
    draft.pickupDelivery.shipmentDate = '2026-12-01';
    expect(serviceSelectionBlocker(draft)).toBe('pickupAnswer');
    draft.pickupDelivery.isPickupRequired = false;
    expect(serviceSelectionBlocker(draft)).toBeNull();
  });

  it('lets an import with a date select without the pickup answer', () => {
    const draft = exportDraft();
    draft.shipmentFrom.country = 'DE';
    draft.shipmentTo.country = 'US';
    draft.pickupDelivery.shipmentDate = '2026-12-01';
    draft.pickupDelivery.isPickupRequired = null;
    expect(serviceSelectionBlocker(draft)).toBeNull();
  });
});
