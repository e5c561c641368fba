import { describe, expect, it } from 'vitest';
import { createValidationContext, type ValidationContext } from '../../validation/context';
import type { Draft } from '../model/draftSchema';
import type { PartyInput } from '../model/partySchema';
import { domesticDraft, exportDraft, TODAY } from '../model/testing/fixtures';
import { validateStep } from './validateStep';

const ctx = createValidationContext({ today: TODAY });
const errorAt = (d: Draft, path: string, c: ValidationContext = ctx) =>
  validateStep(d, 'create_shipment', c).find((e) => e.propertyPath === path)?.message ?? null;

const withFrom = (over: PartyInput, base = exportDraft) => base({ shipmentFrom: over });

describe('party fields (spec 01 §5, spec 03 §5)', () => {
  it.each<[string, PartyInput, string, string]>([
    ['company name is required', { companyName: '' }, 'shipmentFrom.companyName', 'Company Name is required'],
    [
      'company name needs 2 characters',
      { companyName: 'A' },
      'shipmentFrom.companyName',
      'Company Name must be at least 2 characters',
    ],
    [
      'international company name 60 at most',
      { companyName: 'x'.repeat(61) },
      'shipmentFrom.companyName',
      'Maximum field length of 60 for "Company Name" was exceeded',
    ],
    ['contact name is required', { contactName: '' }, 'shipmentFrom.contactName', 'Contact Name is required'],
    [
      'contact name needs 3 characters',
      { contactName: 'Jo' },
      'shipmentFrom.contactName',
      'Contact Name must be at least 3 characters',
    ],
    [
      'international contact name 35 at most',
      { contactName: 'x'.repeat(36) },
      'shipmentFrom.contactName',
      'Maximum field length of 35 for "Contact Name" was exceeded',
    ],
    ['country is required', { country: '' }, 'shipmentFrom.country', 'Country is required'],
    ['phone is required', { phoneNumber: '' }, 'shipmentFrom.phoneNumber', 'Phone Number is required'],
    [
      'phone 25 at most',
      { phoneNumber: '2'.repeat(26) },
      'shipmentFrom.phoneNumber',
      'Maximum field length of 25 for "Phone Number" was exceeded',
    ],
    ['phone must be valid', { phoneNumber: '555' }, 'shipmentFrom.phoneNumber', 'Phone Number is not valid'],
    [
      'extension 5 at most',
      { phoneNumberExtension: '123456' },
      'shipmentFrom.phoneNumberExtension',
      'Maximum field length of 5 for "Extension" was exceeded',
    ],
    ['e-mail must be valid', { email: 'jane@acme' }, 'shipmentFrom.email', 'Email does not seem to be valid'],
    [
      'e-mail 60 at most',
      { email: `${'j'.repeat(55)}@acme.example` },
      'shipmentFrom.email',
      'Maximum field length of 60 for "Email" was exceeded',
    ],
    [
      'address line 1 is required',
      { address: { addressLine1: '' } },
      'shipmentFrom.address.addressLine1',
      'Address Line 1 is required',
    ],
    [
      'address line 1 needs 2 characters',
      { address: { addressLine1: 'A' } },
      'shipmentFrom.address.addressLine1',
      'Address Line 1 must be at least 2 characters',
    ],
    [
      'international address line 45 at most',
      { address: { addressLine2: 'x'.repeat(46) } },
      'shipmentFrom.address.addressLine2',
      'Maximum field length of 45 for "Address Line 2" was exceeded',
    ],
    [
      'residential is a required Yes/No',
      { isResidential: null },
      'shipmentFrom.isResidential',
      'Please answer Yes or No',
    ],
    [
      'city 35 at most',
      { address: { city: 'x'.repeat(36) } },
      'shipmentFrom.address.city',
      'Maximum field length of 35 for "City" was exceeded',
    ],
    ['US city is required', { address: { city: '' } }, 'shipmentFrom.address.city', 'City is required'],
    [
      'US division is a required choice from the state list',
      { address: { division: 'Narnia' } },
      'shipmentFrom.address.division',
      'State is required',
    ],
    [
      'US postal code formats',
      { address: { postalCode: '1234' } },
      'shipmentFrom.address.postalCode',
      'U.S. postal code should follow one of these formats: 99999 or 99999-9999.',
    ],
    [
      'US zip is required',
      { address: { postalCode: '' } },
      'shipmentFrom.address.postalCode',
      'Zip is required',
    ],
  ])('%s', (_rule, over, path, message) => {
    expect(errorAt(withFrom(over), path)).toBe(message);
  });

  it.each<[string, PartyInput, string, string]>([
    [
      'domestic company name 27 at most',
      { companyName: 'x'.repeat(28) },
      'shipmentFrom.companyName',
      'Maximum field length of 27 for "Company Name" was exceeded',
    ],
    [
      'domestic contact name 22 at most',
      { contactName: 'x'.repeat(23) },
      'shipmentFrom.contactName',
      'Maximum field length of 22 for "Contact Name" was exceeded',
    ],
    [
      'domestic address line 35 at most',
      { address: { addressLine1: 'x'.repeat(36) } },
      'shipmentFrom.address.addressLine1',
      'Maximum field length of 35 for "Address Line 1" was exceeded',
    ],
    [
      'all three lines together 73 at most',
      {
        address: { addressLine1: 'x'.repeat(30), addressLine2: 'y'.repeat(30), addressLine3: 'z'.repeat(20) },
      },
      'shipmentFrom.address',
      'The total number of characters in the three address lines is 7 characters too long.',
    ],
  ])('%s', (_rule, over, path, message) => {
    expect(errorAt(withFrom(over, domesticDraft), path)).toBe(message);
  });

  it('requires each alternative tax id once its toggle is on, 20 characters at most', () => {
    const on = exportDraft({ shipmentTo: { isTaxIdIncluded: true, taxId: '' } });
    expect(errorAt(on, 'shipmentTo.taxId')).toBe('TAX ID is required');
    const long = exportDraft({ shipmentTo: { isEORINumberIncluded: true, EORINumber: 'E'.repeat(21) } });
    expect(errorAt(long, 'shipmentTo.EORINumber')).toBe('Maximum field length of 20 for "EORI" was exceeded');
  });

  it('requires city, postal code and division as the country option says', () => {
    const c = createValidationContext({
      countryElements: (code) => (code === 'DE' ? ['city', 'postalCode', 'province'] : undefined),
    });
    const d = exportDraft({ shipmentTo: { address: { city: '', postalCode: '', division: '' } } });
    expect(errorAt(d, 'shipmentTo.address.city', c)).toBe('City is required');
    expect(errorAt(d, 'shipmentTo.address.postalCode', c)).toBe('Postal Code is required');
    expect(errorAt(d, 'shipmentTo.address.division', c)).toBe('Province is required');
    // Without country data nothing is required abroad.
    expect(errorAt(d, 'shipmentTo.address.city')).toBeNull();
  });

  it('limits postal code (12), suburb (35) and division (35) everywhere', () => {
    const d = exportDraft({
      shipmentTo: {
        address: { postalCode: '1'.repeat(13), suburb: 's'.repeat(36), division: 'd'.repeat(36) },
      },
    });
    expect(errorAt(d, 'shipmentTo.address.postalCode')).toBe(
      'Maximum field length of 12 for "Postal Code" was exceeded',
    );
    expect(errorAt(d, 'shipmentTo.address.suburb')).toBe(
      'Maximum field length of 35 for "Suburb" was exceeded',
    );
    expect(errorAt(d, 'shipmentTo.address.division')).toBe(
      'Maximum field length of 35 for "State" was exceeded',
    );
  });
});
