import type { SavedAddressAddress } from '@shipdeck/core/contract';
import { describe, expect, it } from 'vitest';
import { formatPostalCode, validateAddress } from './addressValidation';

const NOT_LOCATED =
  'We are unable to locate that address. If you are not sure whether it is valid, we suggest you to double check it before proceeding.';

const address = (over: Partial<SavedAddressAddress>): SavedAddressAddress => ({
  addressLine1: '350 Fifth Avenue',
  addressLine2: '',
  addressLine3: '',
  postalCode: '10118',
  locality: 'New York',
  dependentLocality: '',
  administrativeArea: 'NY',
  countryCode: 'US',
  ...over,
});
const mismatchesOf = (over: Partial<SavedAddressAddress>) =>
  Object.fromEntries(validateAddress(address(over)).mismatches.map((m) => [m.propertyPath, m.message]));

describe('the address check (spec 03 §5: "an address that the server cannot locate gives a non-blocking warning")', () => {
  it('finds a good US address valid, writes its state as the code and tells what the ZIP data knows', () => {
    const checked = validateAddress(address({ administrativeArea: 'new york', postalCode: '101180001' }));
    expect(checked).toMatchObject({
      valid: true,
      message: null,
      mismatches: [],
      address: { administrativeArea: 'NY', postalCode: '10118-0001', countryCode: 'US' },
      suggestion: { postalCode: '10118', locality: 'New York', administrativeArea: 'NY' },
    });
  });

  it("warns with the spec's notice when the ZIP is in another state, and says which", () => {
    const checked = validateAddress(address({ administrativeArea: 'CA', locality: 'New York' }));
    expect(checked.valid).toBe(false);
    expect(checked.message).toBe(NOT_LOCATED);
    expect(checked.mismatches).toEqual([
      {
        propertyPath: 'address.administrativeArea',
        message: 'ZIP code 10118 is in New York, not California.',
        severity: 'warning',
      },
    ]);
  });

  it("warns when the city is not the ZIP's, but takes a city its sectional center delivers", () => {
    expect(mismatchesOf({ locality: 'Los Angeles' })).toEqual({
      'address.locality': 'ZIP code 10118 is in New York, NY, not Los Angeles.',
    });
    // 02134's ZIP names Allston; Boston's ZIPs share its center (021).
    expect(mismatchesOf({ postalCode: '02134', locality: 'boston', administrativeArea: 'MA' })).toEqual({});
    expect(
      mismatchesOf({ postalCode: '02134', locality: 'Allston', administrativeArea: 'Massachusetts' }),
    ).toEqual({});
    expect(mismatchesOf({ postalCode: '63101', locality: 'St. Louis', administrativeArea: 'MO' })).toEqual(
      {},
    );
  });

  it('warns about a ZIP nobody uses, a malformed one, and a territory ZIP given as the USA', () => {
    expect(mismatchesOf({ postalCode: '00000' })).toEqual({
      'address.postalCode': 'ZIP code 00000 is not a ZIP code in use.',
    });
    expect(mismatchesOf({ postalCode: '1011' })).toEqual({
      'address.postalCode': 'U.S. postal code should follow one of these formats: 99999 or 99999-9999.',
    });
    expect(
      mismatchesOf({ postalCode: '00901', locality: 'San Juan', administrativeArea: 'NY' })[
        'address.countryCode'
      ],
    ).toBe('ZIP code 00901 is in Puerto Rico, not United States.');
    expect(
      mismatchesOf({
        countryCode: 'PR',
        postalCode: '00901',
        locality: 'San Juan',
        administrativeArea: '',
      }),
    ).toEqual({});
  });

  it("asks for the country's required elements, a street line always", () => {
    expect(mismatchesOf({ addressLine1: ' ', locality: '', administrativeArea: '', postalCode: '' })).toEqual(
      {
        'address.addressLine1': 'Address Line 1 is required',
        'address.locality': 'City is required',
        'address.administrativeArea': 'State is required',
        'address.postalCode': 'Zip is required',
      },
    );
    expect(mismatchesOf({ administrativeArea: 'Narnia' })).toEqual({
      'address.administrativeArea': '"Narnia" is not a state of United States.',
    });
  });

  it('checks a postal code against its country and writes it as the country does', () => {
    const london = { countryCode: 'GB', locality: 'London', administrativeArea: '' };
    expect(validateAddress(address({ ...london, postalCode: 'sw1a1aa' }))).toMatchObject({
      valid: true,
      address: { postalCode: 'SW1A 1AA' },
      suggestion: null,
    });
    expect(mismatchesOf({ ...london, postalCode: '12345' })).toEqual({
      'address.postalCode':
        'The postal code does not look like a postal code of United Kingdom (for example EC1Y 8SY).',
    });
    const berlin = { countryCode: 'DE', locality: 'Berlin', administrativeArea: '' };
    expect(mismatchesOf({ ...berlin, postalCode: '10117' })).toEqual({});
    expect(mismatchesOf({ ...berlin, postalCode: '1011' })).toEqual({
      'address.postalCode':
        'The postal code does not look like a postal code of Germany (for example 26133).',
    });
    expect(formatPostalCode('NL', '1234ab')).toBe('1234 AB');
    expect(formatPostalCode('JP', '1540023')).toBe('154-0023');
    expect(formatPostalCode('PL', '00950')).toBe('00-950');
    expect(formatPostalCode('CA', 'k1a0b1')).toBe('K1A 0B1');
  });

  it("checks a province among the country's and its postal code against the province's", () => {
    const ottawa = {
      countryCode: 'CA',
      locality: 'Ottawa',
      administrativeArea: 'Ontario',
      postalCode: 'K1A 0B1',
    };
    expect(mismatchesOf(ottawa)).toEqual({});
    expect(mismatchesOf({ ...ottawa, administrativeArea: 'on' })).toEqual({});
    expect(mismatchesOf({ ...ottawa, postalCode: 'V8X 3X4' })).toEqual({
      'address.postalCode': 'Postal code V8X 3X4 is not in Ontario.',
    });
    expect(mismatchesOf({ ...ottawa, administrativeArea: 'Narnia' })).toEqual({
      'address.administrativeArea': '"Narnia" is not a province of Canada.',
    });
    expect(mismatchesOf({ ...ottawa, administrativeArea: 'Québec', postalCode: 'H3Z 2Y7' })).toEqual({});
  });

  it('takes an address without postal code where the country has none, and refuses an unknown country', () => {
    expect(
      mismatchesOf({ countryCode: 'HK', postalCode: '', locality: '', administrativeArea: 'Kowloon' }),
    ).toEqual({});
    expect(mismatchesOf({ countryCode: 'XX' })).toEqual({
      'address.countryCode': 'Country is not valid. Please choose a country from the list.',
    });
  });
});
