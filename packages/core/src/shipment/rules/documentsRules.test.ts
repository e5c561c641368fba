import { describe, expect, it } from 'vitest';
import { createValidationContext } from '../../validation/context';
import type { DraftInput } from '../model/draftSchema';
import { documentsDraft, TODAY } from '../model/testing/fixtures';
import { validateStep } from './validateStep';

const ctx = createValidationContext({ today: TODAY });
const errors = (over: DraftInput) => validateStep(documentsDraft(over), 'create_shipment', ctx);
const errorAt = (over: DraftInput, path: string) => errors(over).find((e) => e.propertyPath === path);
const D = 'shipmentDetails.documents';
const docs = (
  documents: NonNullable<NonNullable<DraftInput['shipmentDetails']>['documents']>,
): DraftInput => ({
  shipmentDetails: { documents },
});

describe('documents (spec 01 §5)', () => {
  it('passes a complete documents shipment', () => {
    expect(errors({})).toEqual([]);
  });

  it.each<[string, DraftInput, string, string]>([
    [
      'the weight-above-half-pound question must be answered',
      docs({ isDocumentWeightAboveHalfPound: null }),
      `${D}.isDocumentWeightAboveHalfPound`,
      'Please answer Yes or No',
    ],
    [
      'above half a pound asks for the exact weight',
      docs({ isDocumentWeightAboveHalfPound: true }),
      `${D}.documentWeight`,
      'Please fill in exact weight of your shipment!',
    ],
    [
      'the exact weight is at least 0.22',
      docs({ isDocumentWeightAboveHalfPound: true, documentWeight: 0.2 }),
      `${D}.documentWeight`,
      'Weight value should be at least 0.22',
    ],
    [
      'documents over 5 lbs must ship as a product',
      docs({ isDocumentWeightAboveHalfPound: true, documentWeight: 5.5 }),
      `${D}.documentWeight`,
      'If your documents weighs more than 5.0 lbs, it has to be shipped as a product!',
    ],
    [
      'it must be just documents',
      docs({ isItJustDocument: false }),
      `${D}.isItJustDocument`,
      'If your shipment contains more than just document(s), you should ship it as a product',
    ],
    [
      'the just-documents question must be answered',
      docs({ isItJustDocument: null }),
      `${D}.isItJustDocument`,
      'Please answer Yes or No',
    ],
    [
      'number of packages is required',
      docs({ numberOfPackages: null }),
      `${D}.numberOfPackages`,
      'Number of Packages is required',
    ],
    [
      'type of packaging is required',
      docs({ typeOfPackaging: null }),
      `${D}.typeOfPackaging`,
      'Type of Packaging is required',
    ],
    [
      'general description is required',
      docs({ generalDescription: '' }),
      `${D}.generalDescription`,
      'General Description is required',
    ],
    [
      'general description 35 at most',
      docs({ generalDescription: 'x'.repeat(36) }),
      `${D}.generalDescription`,
      'Maximum field length of 35 for "General Description" was exceeded',
    ],
    [
      'insuring needs a declared value',
      { additionalServices: { doYouNeedInsurance: true, insuranceValue: 400 } },
      `${D}.declaredShipmentValue`,
      'You must declare a shipment value if you insure the shipment.',
    ],
    [
      'the insurance question must be answered',
      { additionalServices: { doYouNeedInsurance: null } },
      'additionalServices.doYouNeedInsurance',
      'Please answer Yes or No',
    ],
    [
      'dangerous goods are blocked',
      docs({ isShipmentContainsDangerousGoods: true }),
      `${D}.isShipmentContainsDangerousGoods`,
      'Shipping Dangerous Goods is not yet supported in this tool; contact customer service to let us create your label for you.',
    ],
  ])('%s', (_rule, over, path, message) => {
    expect(errorAt(over, path)?.message).toBe(message);
  });

  it('warns, without blocking, when the declared value is below the insurance value', () => {
    const e = errorAt(
      {
        additionalServices: { doYouNeedInsurance: true, insuranceValue: 400 },
        ...docs({ declaredShipmentValue: 100 }),
      },
      `${D}.declaredShipmentValue`,
    );
    expect(e?.severity).toBe('warning');
  });

  it('disables package count, packaging, description and declared value while "Ship As Product" is offered', () => {
    const e = errors(
      docs({
        isItJustDocument: false,
        numberOfPackages: null,
        typeOfPackaging: null,
        generalDescription: '',
      }),
    );
    expect(e.map((x) => x.propertyPath)).toEqual([`${D}.isItJustDocument`]);
  });
});
