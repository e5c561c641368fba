import { describe, expect, it } from 'vitest';
import type { CarrierCode } from '../../contract/rate';
import { createValidationContext } from '../../validation/context';
import { createFieldErrorList } from '../../validation/fieldErrors';
import { domesticDraft, TODAY } from '../model/testing/fixtures';
import { validateAdditionalServices } from './additionalServicesRules';

// Monday 2 March 2026, 9:30 AM in New York (the fixture's sender).
const NOW = new Date('2026-03-02T14:30:00Z');

function errorsOf(
  pickup: Record<string, unknown> | null,
  carrier: CarrierCode,
  extra: { pickupId?: string | null; carrierProduct?: string } = {},
) {
  const draft = domesticDraft({
    pickupDelivery: {
      shipmentDate: TODAY,
      isPickupRequired: true,
      carrierProduct: extra.carrierProduct ?? '03',
      pickupId: extra.pickupId ?? null,
      ...(pickup ? { pickup: { date: TODAY, notes: '', numOfPackages: 1, ...pickup } } : {}),
    },
  });
  const out = createFieldErrorList();
  validateAdditionalServices(draft, createValidationContext({ now: NOW, carrier }), out);
  return Object.fromEntries(out.list.map((e) => [e.propertyPath, e.message]));
}

describe("step 2's new pickup (spec 01 §2 pickup settings, spec 02 §5, §9)", () => {
  it('accepts a window the carrier allows, at a location', () => {
    const errors = errorsOf({ startTime: 720, endTime: 900, location: 'Front desk' }, 'UPS');
    expect(Object.keys(errors).filter((p) => p.startsWith('pickupDelivery.pickup'))).toEqual([]);
  });

  it('asks for the location and keeps the carrier minimum window', () => {
    const errors = errorsOf({ startTime: 720, endTime: 780, location: '' }, 'UPS');
    expect(errors['pickupDelivery.pickup.location']).toBe('Location is required');
    expect(errors['pickupDelivery.pickup.endTime']).toBe('UPS needs a pickup window of at least 3 hours.');
  });

  it('never lets FedEx Ground be picked up the same day', () => {
    const errors = errorsOf({ startTime: 720, endTime: 900, location: 'Dock' }, 'FEDEX', {
      carrierProduct: 'FEDEX_GROUND',
    });
    expect(errors['pickupDelivery.pickup.date']).toBe(
      'FedEx does not allow same day pickups for ground services. Please choose a different day for pickup or switch to an express service.',
    );
  });

  it('checks nothing of a pickup when an existing pickup is chosen', () => {
    const errors = errorsOf(null, 'UPS', { pickupId: 'pk-1' });
    expect(Object.keys(errors).filter((p) => p.startsWith('pickupDelivery.pickup'))).toEqual([]);
  });
});
