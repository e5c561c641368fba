import { describe, expect, it } from 'vitest';
import type { PickupOrigin } from '../contract/pickups';
import { messages } from '../messages/index';
import type { LocalClock } from './localClock';
import {
  canConfirmStandalonePickup,
  checkPickupWindow,
  type PickupFormFields,
  type StandalonePickupForm,
  validatePickupForm,
  validateStandalonePickup,
} from './pickupRules';
import { pickupTimeRules } from './pickupTimeRules';

// Monday 2 March 2026, 9:00 AM at the pickup address.
const clock: LocalClock = { date: '2026-03-02', minutes: 540 };
const TUESDAY = '2026-03-03';
const ctxFor = (carrier: 'DHL' | 'UPS' | 'FEDEX', product: string, at: LocalClock = clock) => ({
  t: messages,
  clock: at,
  rules: pickupTimeRules(carrier, product, carrier === 'DHL' ? { pickupWindowEarliestTime: 840 } : null),
});
const at = (errors: { propertyPath: string; message: string }[]) =>
  Object.fromEntries(errors.map((e) => [e.propertyPath, e.message]));

const pickup = (over: Partial<PickupFormFields> = {}): PickupFormFields => ({
  date: TUESDAY,
  startTime: 660,
  endTime: 840,
  location: 'Front desk',
  notes: '',
  numOfPackages: 2,
  ...over,
});

const origin = (over: Partial<PickupOrigin> = {}): PickupOrigin => ({
  companyName: 'Northwind Ceramics',
  contactName: 'Dana Whitfield',
  country: 'US',
  phoneNumber: '+1 212 555 0142',
  phoneNumberExtension: '',
  email: 'dana@example.com',
  isResidential: false,
  ...over,
  address: {
    addressLine1: '350 Fifth Avenue',
    addressLine2: '',
    addressLine3: '',
    city: 'New York',
    postalCode: '10118',
    division: 'NY',
    suburb: '',
    ...over.address,
  },
});

const standalone = (
  carrier: 'DHL' | 'UPS' | 'FEDEX' | null,
  over: { origin?: Partial<PickupOrigin>; pickup?: Partial<StandalonePickupForm['pickup']> } = {},
): StandalonePickupForm => ({
  origin: origin(over.origin),
  pickup: {
    ...pickup(carrier === 'DHL' ? { startTime: 840, endTime: 960 } : {}),
    carrier,
    carrierProduct: carrier === 'DHL' ? 'P' : '03',
    ...over.pickup,
  },
});

describe('the pickup window rules (spec 02 §5)', () => {
  it('accepts a UPS window of three hours on a weekday within the next five days', () => {
    expect(checkPickupWindow(pickup(), ctxFor('UPS', '03'))).toEqual([]);
  });

  it('refuses a window shorter than the carrier minimum: DHL 1.5 hours, UPS and FedEx 3 hours', () => {
    expect(at(checkPickupWindow(pickup({ startTime: 660, endTime: 780 }), ctxFor('UPS', '03')))).toEqual({
      endTime: 'UPS needs a pickup window of at least 3 hours.',
    });
    expect(at(checkPickupWindow(pickup({ startTime: 840, endTime: 900 }), ctxFor('DHL', 'P')))).toEqual({
      endTime: 'DHL needs a pickup window of at least 1 hour 30 minutes.',
    });
    expect(
      at(checkPickupWindow(pickup({ startTime: 600, endTime: 720 }), ctxFor('FEDEX', 'FEDEX_2_DAY'))),
    ).toEqual({ endTime: 'FedEx needs a pickup window of at least 3 hours.' });
  });

  it("refuses a start before the carrier's earliest time and an end after its latest", () => {
    expect(at(checkPickupWindow(pickup({ startTime: 450, endTime: 660 }), ctxFor('UPS', '03')))).toEqual({
      startTime: 'UPS picks up from 8:00 AM at the earliest.',
    });
    expect(at(checkPickupWindow(pickup({ startTime: 720, endTime: 900 }), ctxFor('DHL', 'P')))).toEqual({
      startTime: 'DHL picks up from 2:00 PM at the earliest.',
    });
    expect(at(checkPickupWindow(pickup({ startTime: 1020, endTime: 1200 }), ctxFor('DHL', 'P')))).toEqual({
      endTime: 'DHL picks up until 7:00 PM at the latest.',
    });
  });

  it('keeps times in 15-minute steps and the end after the start', () => {
    expect(at(checkPickupWindow(pickup({ startTime: 605, endTime: 840 }), ctxFor('UPS', '03')))).toEqual({
      startTime: 'Pickup times go in 15-minute steps.',
    });
    expect(at(checkPickupWindow(pickup({ startTime: 840, endTime: 660 }), ctxFor('UPS', '03')))).toEqual({
      endTime: 'The pickup window must end after it starts.',
    });
  });

  it('starts a same-day pickup no earlier than now', () => {
    const noon = { date: '2026-03-02', minutes: 12 * 60 + 20 };
    expect(
      at(
        checkPickupWindow(
          pickup({ date: '2026-03-02', startTime: 660, endTime: 900 }),
          ctxFor('UPS', '03', noon),
        ),
      ),
    ).toEqual({ startTime: 'That time has passed. The earliest pickup today is 12:30 PM.' });
    // The slot that has begun still counts (the form was filled a few minutes ago).
    expect(
      checkPickupWindow(
        pickup({ date: '2026-03-02', startTime: 735, endTime: 915 }),
        ctxFor('UPS', '03', noon),
      ),
    ).toEqual([]);
  });

  it('refuses a start after the cut-off for UPS and DHL, and ignores it for FedEx', () => {
    const capability = { cutOffTime: 900 };
    const upsCtx = { ...ctxFor('UPS', '03'), rules: pickupTimeRules('UPS', '03', capability) };
    expect(at(checkPickupWindow(pickup({ startTime: 915, endTime: 1095 }), upsCtx))).toEqual({
      startTime: 'UPS needs the packages ready by 3:00 PM to pick them up that day.',
    });
    const fedexCtx = {
      ...ctxFor('FEDEX', 'FEDEX_2_DAY'),
      rules: pickupTimeRules('FEDEX', 'FEDEX_2_DAY', capability),
    };
    expect(checkPickupWindow(pickup({ startTime: 915, endTime: 1095 }), fedexCtx)).toEqual([]);
  });

  it('says why a day cannot be chosen, with the spec message for FedEx ground the same day', () => {
    const fedexGround = ctxFor('FEDEX', 'FEDEX_GROUND');
    expect(
      at(checkPickupWindow(pickup({ date: '2026-03-02', startTime: 600, endTime: 780 }), fedexGround)),
    ).toEqual({
      date: 'FedEx does not allow same day pickups for ground services. Please choose a different day for pickup or switch to an express service.',
    });
    expect(at(checkPickupWindow(pickup({ date: '2026-03-07' }), ctxFor('UPS', '03')))).toEqual({
      date: 'Pickups cannot be scheduled on weekends. Please choose a weekday.',
    });
    expect(at(checkPickupWindow(pickup({ date: '2026-03-10' }), ctxFor('UPS', '03')))).toEqual({
      date: 'Pickups can be scheduled up to 5 days ahead.',
    });
    expect(at(checkPickupWindow(pickup({ date: '' }), ctxFor('UPS', '03')))).toEqual({
      date: 'Pickup Date is required',
    });
    const late = { ...ctxFor('UPS', '03', { date: '2026-03-02', minutes: 15 * 60 + 30 }) };
    late.rules = pickupTimeRules('UPS', '03', { bookByTime: 900 });
    expect(
      at(checkPickupWindow(pickup({ date: '2026-03-02', startTime: 945, endTime: 1125 }), late)),
    ).toEqual({
      date: 'Pickups for today had to be booked by 3:00 PM. Please choose another day.',
    });
  });
});

describe('the pickup form (spec 02 §5 "Pickup save")', () => {
  it('requires a location', () => {
    expect(at(validatePickupForm(pickup({ location: ' ' }), 'UPS', ctxFor('UPS', '03')))).toEqual({
      location: 'Location is required',
    });
  });

  it('requires at least one package for UPS, and counts one for the other carriers', () => {
    expect(at(validatePickupForm(pickup({ numOfPackages: null }), 'UPS', ctxFor('UPS', '03')))).toEqual({
      numOfPackages: 'Number of Packages is required',
    });
    expect(at(validatePickupForm(pickup({ numOfPackages: 0 }), 'UPS', ctxFor('UPS', '03')))).toEqual({
      numOfPackages: 'Number of Packages value should be at least 1',
    });
    expect(at(validatePickupForm(pickup({ numOfPackages: 1000 }), 'UPS', ctxFor('UPS', '03')))).toEqual({
      numOfPackages: 'Number of Packages may be at most 999',
    });
    expect(
      validatePickupForm(
        pickup({ numOfPackages: null, startTime: 840, endTime: 960 }),
        'DHL',
        ctxFor('DHL', 'P'),
      ),
    ).toEqual([]);
  });

  it('keeps notes to 80 characters for DHL and 57 for UPS and FedEx', () => {
    const notes = 'n'.repeat(58);
    expect(at(validatePickupForm(pickup({ notes }), 'UPS', ctxFor('UPS', '03')))).toEqual({
      notes: 'Maximum field length of 57 for "Notes" was exceeded',
    });
    expect(at(validatePickupForm(pickup({ notes }), 'FEDEX', ctxFor('FEDEX', 'FEDEX_2_DAY')))).toEqual({
      notes: 'Maximum field length of 57 for "Notes" was exceeded',
    });
    const dhl = pickup({ notes, startTime: 840, endTime: 960 });
    expect(validatePickupForm(dhl, 'DHL', ctxFor('DHL', 'P'))).toEqual([]);
    expect(at(validatePickupForm({ ...dhl, notes: 'n'.repeat(81) }, 'DHL', ctxFor('DHL', 'P')))).toEqual({
      notes: 'Maximum field length of 80 for "Notes" was exceeded',
    });
  });
});

describe('the standalone pickup (spec 02 §5 "Standalone pickup")', () => {
  it('accepts a complete DHL and UPS pickup', () => {
    expect(validateStandalonePickup(standalone('UPS'), ctxFor('UPS', '03'))).toEqual([]);
    expect(validateStandalonePickup(standalone('DHL'), ctxFor('DHL', 'P'))).toEqual([]);
  });

  it("checks the sending-from fields with the spec's rules, in screen order", () => {
    const form = standalone('UPS', {
      origin: {
        companyName: 'N',
        contactName: '',
        email: 'not an e-mail',
        phoneNumber: '',
        phoneNumberExtension: '123456',
        address: { addressLine1: '' } as PickupOrigin['address'],
      },
    });
    expect(
      validateStandalonePickup(form, ctxFor('UPS', '03')).map((e) => [e.propertyPath, e.message]),
    ).toEqual([
      ['origin.companyName', 'Company Name must be at least 2 characters'],
      ['origin.contactName', 'Contact Name is required'],
      ['origin.address.addressLine1', 'Address Line 1 is required'],
      ['origin.phoneNumber', 'Phone Number is required'],
      ['origin.phoneNumberExtension', 'Maximum field length of 5 for "Extension" was exceeded'],
      ['origin.email', 'Email does not seem to be valid'],
    ]);
    expect(
      at(validateStandalonePickup(standalone('UPS', { origin: { email: '' } }), ctxFor('UPS', '03'))),
    ).toEqual({ 'origin.email': 'Email is required' });
  });

  it('holds DHL to 60/35/45 and UPS and FedEx to 27/22/35 with 73 for the three lines', () => {
    const long = {
      companyName: 'C'.repeat(28),
      contactName: 'D'.repeat(23),
      address: { addressLine1: 'A'.repeat(36) } as PickupOrigin['address'],
    };
    expect(at(validateStandalonePickup(standalone('UPS', { origin: long }), ctxFor('UPS', '03')))).toEqual({
      'origin.companyName': 'Maximum field length of 27 for "Company Name" was exceeded',
      'origin.contactName': 'Maximum field length of 22 for "Contact Name" was exceeded',
      'origin.address.addressLine1': 'Maximum field length of 35 for "Address Line 1" was exceeded',
    });
    expect(validateStandalonePickup(standalone('DHL', { origin: long }), ctxFor('DHL', 'P'))).toEqual([]);
    const dhlTooLong = {
      companyName: 'C'.repeat(61),
      contactName: 'D'.repeat(36),
      address: { addressLine1: 'A'.repeat(46) } as PickupOrigin['address'],
    };
    expect(
      at(validateStandalonePickup(standalone('DHL', { origin: dhlTooLong }), ctxFor('DHL', 'P'))),
    ).toEqual({
      'origin.companyName': 'Maximum field length of 60 for "Company Name" was exceeded',
      'origin.contactName': 'Maximum field length of 35 for "Contact Name" was exceeded',
      'origin.address.addressLine1': 'Maximum field length of 45 for "Address Line 1" was exceeded',
    });
    const lines = {
      address: { addressLine1: 'A'.repeat(30), addressLine2: 'B'.repeat(30), addressLine3: 'C'.repeat(20) },
    } as Partial<PickupOrigin>;
    expect(at(validateStandalonePickup(standalone('UPS', { origin: lines }), ctxFor('UPS', '03')))).toEqual({
      'origin.address': 'The total number of characters in the three address lines is 7 characters too long.',
    });
    expect(validateStandalonePickup(standalone('DHL', { origin: lines }), ctxFor('DHL', 'P'))).toEqual([]);
  });

  it('sends an origin outside the US to customer service', () => {
    const form = standalone('DHL', {
      origin: { country: 'DE', address: { city: 'Berlin', postalCode: '10115' } as PickupOrigin['address'] },
    });
    expect(at(validateStandalonePickup(form, ctxFor('DHL', 'P')))['origin.country']).toBe(
      'Please contact our Customer Service team for assistance.',
    );
  });

  it('asks for the pickup carrier', () => {
    expect(at(validateStandalonePickup(standalone(null), ctxFor('UPS', '03')))).toEqual({
      'pickup.carrier': 'Pickup Carrier is required',
    });
  });

  it('enables Confirm only when company, contact, email, phone, address line 1, location, carrier and packages are there', () => {
    expect(canConfirmStandalonePickup(standalone('UPS'))).toBe(true);
    for (const missing of [
      standalone('UPS', { origin: { companyName: '' } }),
      standalone('UPS', { origin: { contactName: '' } }),
      standalone('UPS', { origin: { email: '' } }),
      standalone('UPS', { origin: { phoneNumber: '' } }),
      standalone('UPS', { origin: { address: { addressLine1: '' } as PickupOrigin['address'] } }),
      standalone('UPS', { pickup: { location: '' } }),
      standalone(null),
      standalone('UPS', { pickup: { numOfPackages: null } }),
      standalone('UPS', { pickup: { numOfPackages: 0 } }),
    ]) {
      expect(canConfirmStandalonePickup(missing)).toBe(false);
    }
    // DHL counts one package without asking.
    expect(canConfirmStandalonePickup(standalone('DHL', { pickup: { numOfPackages: null } }))).toBe(true);
  });
});
