import { describe, expect, it } from 'vitest';
import { createMessages } from '../../messages/index';
import { createValidationContext } from '../../validation/context';
import { firstBlockingError, isValid, messagesByPath } from '../../validation/fieldErrors';
import { createEmptyDraft } from '../model/emptyDraft';
import { documentsDraft, domesticDraft, exportDraft, TODAY } from '../model/testing/fixtures';
import { validateRateRequest } from './rateRequestRules';
import { validateDraft, validateStep } from './validateStep';

const ctx = createValidationContext({ today: TODAY });

describe('validation per step (spec 01 §4, §5)', () => {
  it('passes complete export, domestic and documents drafts on every step', () => {
    for (const d of [exportDraft(), domesticDraft(), documentsDraft()]) {
      const result = validateDraft(d, ctx);
      expect(Object.values(result).flat()).toEqual([]);
    }
  });

  it('lists errors in screen order so the view can scroll to the first', () => {
    const errors = validateStep(createEmptyDraft(), 'create_shipment', ctx);
    expect(firstBlockingError(errors)?.propertyPath).toBe('shipmentFrom.country');
    expect(errors.map((e) => e.propertyPath).slice(0, 4)).toEqual([
      'shipmentFrom.country',
      'shipmentFrom.companyName',
      'shipmentFrom.contactName',
      'shipmentFrom.address.addressLine1',
    ]);
  });

  it('keys each error by its field path, one message per field', () => {
    const byPath = messagesByPath(validateStep(createEmptyDraft(), 'create_shipment', ctx));
    expect(byPath['shipmentTo.companyName']).toBe('Company Name is required');
    expect(byPath['shipmentDetails.products.packages.0.weight']).toBe('Weight is required');
  });

  it('blocks a destination of Cuba with the spec message', () => {
    const errors = validateStep(exportDraft({ shipmentTo: { country: 'CU' } }), 'create_shipment', ctx);
    expect(errors[0]).toEqual({
      propertyPath: 'shipmentTo.country',
      message:
        'Shipments to Cuba are currently unavailable. Please contact customer service for more information.',
      severity: 'error',
    });
  });

  it('warns, without blocking, for a US territory end', () => {
    const errors = validateStep(exportDraft({ shipmentTo: { country: 'VI' } }), 'create_shipment', ctx);
    expect(errors[0]?.severity).toBe('warning');
    expect(isValid(errors)).toBe(true);
  });

  it('refuses the same non-US country at both ends', () => {
    const d = exportDraft({ shipmentFrom: { country: 'DE', address: { division: '' } } });
    expect(validateStep(d, 'create_shipment', ctx)[0]?.message).toBe(
      'DHL does not service shipments within other countries. Please contact Customer Service to ship between two addresses in the same country outside the U.S.',
    );
  });

  it('speaks the host catalogue', () => {
    const t = createMessages({ 'field.required': '{label} est obligatoire', 'draft.label.country': 'Pays' });
    const errors = validateStep(createEmptyDraft(), 'create_shipment', createValidationContext({ t }));
    expect(errors[0]?.message).toBe('Pays est obligatoire');
  });

  it.each<[string, () => ReturnType<typeof exportDraft>, string, string]>([
    [
      'a shipment date is required',
      () => exportDraft({ pickupDelivery: { shipmentDate: null } }),
      'pickupDelivery.shipmentDate',
      'Shipment Date is required',
    ],
    [
      'the pickup question must be answered',
      () => exportDraft({ pickupDelivery: { isPickupRequired: null } }),
      'pickupDelivery.isPickupRequired',
      'Please answer Yes or No',
    ],
    [
      'a delivery service must be selected',
      () => exportDraft({ pickupDelivery: { carrierProduct: null } }),
      'pickupDelivery.carrierProduct',
      'Delivery Service is required',
    ],
  ])('additional services: %s', (_rule, draft, path, message) => {
    expect(validateStep(draft(), 'additional_services', ctx)).toEqual([
      { propertyPath: path, message, severity: 'error' },
    ]);
  });

  it('additional services: an import with a date needs no pickup answer', () => {
    const d = exportDraft({
      shipmentFrom: { country: 'DE', address: { division: '' } },
      shipmentTo: { country: 'US' },
    });
    expect(validateStep(d, 'additional_services', ctx)).toEqual([]);
  });
});

describe('rate request (spec 01 §5)', () => {
  it('needs countries, and for domestic shipments US-formatted postal codes', () => {
    expect(validateRateRequest(createEmptyDraft(), ctx).map((e) => e.propertyPath)).toEqual([
      'shipmentFrom.country',
      'shipmentTo.country',
      'shipmentDetails.products.packages.0.weight',
      'shipmentDetails.products.packages.0.length',
      'shipmentDetails.products.packages.0.width',
      'shipmentDetails.products.packages.0.height',
    ]);
    const d = domesticDraft({ shipmentTo: { address: { postalCode: '9004' } } });
    expect(validateRateRequest(d, ctx)).toEqual([
      {
        propertyPath: 'shipmentTo.address.postalCode',
        message: 'U.S. postal code should follow one of these formats: 99999 or 99999-9999.',
        severity: 'error',
      },
    ]);
  });

  it('limits postal codes to 12 characters', () => {
    const d = exportDraft({ shipmentTo: { address: { postalCode: '1234567890123' } } });
    expect(validateRateRequest(d, ctx)[0]?.message).toBe(
      'Maximum field length of 12 for "Postal Code" was exceeded',
    );
  });

  it('passes complete drafts', () => {
    for (const d of [exportDraft(), domesticDraft(), documentsDraft()])
      expect(validateRateRequest(d, ctx)).toEqual([]);
  });
});
