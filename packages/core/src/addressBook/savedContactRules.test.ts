import { describe, expect, it } from 'vitest';
import { type SavedAddressBodyInput, savedAddressBody } from '../contract/addresses';
import { createValidationContext } from '../validation/context';
import { normalizeSavedAddressBody } from './savedAddress';
import { validateSavedAddressBody } from './savedContactRules';

const ctx = createValidationContext({
  countryElements: (code) => (code === 'DE' ? ['city', 'postalCode'] : undefined),
});

const contact = (over: Partial<SavedAddressBodyInput> = {}) =>
  savedAddressBody.parse({
    companyName: 'Northwind Ceramics',
    contactName: 'Dana Whitfield',
    address: {
      addressLine1: '350 Fifth Avenue',
      locality: 'New York',
      administrativeArea: 'NY',
      postalCode: '10118',
      countryCode: 'US',
    },
    contact: { email: 'dana@example.com', phone: { number: '+1 212 555 0142' } },
    isResidential: false,
    ...over,
  });

const errorAt = (body: ReturnType<typeof contact>, path: string) =>
  validateSavedAddressBody(body, ctx).find((v) => v.propertyPath === path)?.message;

describe('saved contacts (spec 03 §5, the party rules of spec 01 §5)', () => {
  it('accepts a complete US contact', () => {
    expect(validateSavedAddressBody(contact(), ctx)).toEqual([]);
  });

  it.each([
    ['companyName', { companyName: '' }, 'Company Name is required'],
    ['contactName', { contactName: 'Jo' }, 'Contact Name must be at least 3 characters'],
    [
      'address.countryCode',
      { address: { addressLine1: '1 Main St', countryCode: '' } },
      'Country is required',
    ],
    ['contact.email', { contact: { email: '', phone: { number: '+1 212 555 0142' } } }, 'Email is required'],
    [
      'contact.email',
      { contact: { email: 'dana@', phone: { number: '+1 212 555 0142' } } },
      'Email does not seem to be valid',
    ],
    [
      'contact.phone.number',
      { contact: { email: 'dana@example.com', phone: { number: '' } } },
      'Phone Number is required',
    ],
    [
      'contact.phone.number',
      { contact: { email: 'dana@example.com', phone: { number: '555' } } },
      'Phone Number is not valid',
    ],
    ['isResidential', { isResidential: null }, 'Please answer Yes or No'],
    [
      'address.postalCode',
      {
        address: {
          addressLine1: '350 Fifth Avenue',
          locality: 'New York',
          administrativeArea: 'NY',
          postalCode: '1011',
          countryCode: 'US',
        },
      },
      'U.S. postal code should follow one of these formats: 99999 or 99999-9999.',
    ],
    [
      'address.administrativeArea',
      {
        address: {
          addressLine1: '350 Fifth Avenue',
          locality: 'New York',
          administrativeArea: 'Atlantis',
          postalCode: '10118',
          countryCode: 'US',
        },
      },
      'State is required',
    ],
    [
      'address.locality',
      { address: { addressLine1: 'Unter den Linden 1', postalCode: '10117', countryCode: 'DE' } },
      'City is required',
    ],
    [
      'companyName',
      { companyName: 'x'.repeat(61) },
      'Maximum field length of 60 for "Company Name" was exceeded',
    ],
  ])('answers %s with the spec message', (path, over, message) => {
    expect(errorAt(contact(over as Partial<SavedAddressBodyInput>), path)).toBe(message);
  });

  it('checks a VAT number once given (its toggle is on)', () => {
    expect(errorAt(contact({ vatNumber: 'x'.repeat(21) }), 'vatNumber')).toBe(
      'Maximum field length of 20 for "VAT" was exceeded',
    );
  });

  it('normalises US state names and nine-digit zips, and trims every field', () => {
    const body = normalizeSavedAddressBody(
      contact({
        companyName: '  Northwind Ceramics ',
        address: {
          addressLine1: ' 350 Fifth Avenue ',
          locality: 'New York',
          administrativeArea: 'new york',
          postalCode: '101180001',
          countryCode: 'us',
        },
      }),
    );
    expect(body.companyName).toBe('Northwind Ceramics');
    expect(body.address).toMatchObject({
      addressLine1: '350 Fifth Avenue',
      administrativeArea: 'NY',
      postalCode: '10118-0001',
      countryCode: 'US',
    });
    expect(body.contact.name).toBe('Dana Whitfield');
  });
});
