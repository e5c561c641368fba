import type { TariffData } from './tariffSchema';

/**
 * Small tariffs with round numbers for the engine's tests (the sandbox's real tariff files live with
 * the server's carrier gateway). Not exported from the package.
 */

/** UPS/FedEx-like: lb/in, divisor 166, 1 lb steps, zones 2, 5 and 44 (AK/HI). */
export const domesticFixture = {
  id: 'test-domestic',
  carrier: 'UPS',
  scope: 'domestic',
  currency: 'USD',
  effective: '2026-01-01',
  units: { weight: 'lb', length: 'in' },
  billableWeight: {
    dimDivisor: 166,
    dimMinVolume: 0,
    roundDimensions: 'nearest',
    parcelStep: 1,
    documentStep: 1,
  },
  zones: {
    codes: ['2', '5', '44', '46'],
    byDistance: [
      { maxMiles: 150, zone: '2' },
      { maxMiles: null, zone: '5' },
    ],
    remoteStates: { AK: { metro: '44', other: '46', metroZip3: ['995'] } },
  },
  priceClasses: { guestDiscount: 0.1, accountDiscount: 0.35 },
  fuel: { id: 'FUEL', description: 'Fuel Surcharge', percent: 10 },
  surcharges: [
    { kind: 'residential', id: 'RESIDENTIAL', description: 'Residential Delivery', amount: 6.1 },
    { kind: 'remoteArea', id: 'REMOTE_AREA', description: 'Extremely Rural', perUnit: 0.5, minimum: 50 },
    {
      kind: 'largePackage',
      id: 'LARGE_PACKAGE',
      description: 'Large Package',
      amount: 100,
      lengthPlusGirthOver: 118,
      minimumBillableWeight: 90,
      exclusiveGroup: 'size',
    },
    {
      kind: 'overMaximum',
      id: 'OVER_MAXIMUM',
      description: 'Over Maximum Limits',
      amount: 875,
      weightOver: 150,
      lengthOver: 108,
      lengthPlusGirthOver: 157,
      exclusiveGroup: 'size',
    },
    {
      kind: 'insurance',
      id: 'INSURANCE',
      description: 'Declared Value',
      documents: { amount: 5, coverage: 500 },
      parcels: { includedCoverage: 100, per: 100, ratePer: 1.15, minimum: 3.45 },
    },
    {
      kind: 'signature',
      signature: { id: 'SIGNATURE', description: 'Signature Required', amount: 5 },
      adultSignature: { id: 'ADULT_SIGNATURE', description: 'Adult Signature Required', amount: 7 },
    },
    {
      kind: 'pickup',
      id: 'PICKUP',
      description: 'On-Call Pickup',
      residentialAmount: 17,
      commercialAmount: 10,
    },
  ],
  services: [
    {
      code: 'GND',
      name: 'Ground',
      shipment: 'parcel',
      residential: 'excluded',
      rates: {
        rows: [
          { upTo: 1, prices: [10, 12, null, null] },
          { upTo: 2, prices: [11, 14, null, null] },
          { upTo: 3, prices: [12, 16, null, null] },
          { upTo: 4, prices: [13, 18, null, null] },
          { upTo: 5, prices: [14, 20, null, null] },
        ],
        above: [{ from: 5, perUnit: [1, 2, null, null] }],
      },
      transitDays: [1, 4, null, null],
      latestPickupTime: '18:00',
      latestPickupScheduleByTime: '15:00',
    },
    {
      code: 'HOME',
      name: 'Home Delivery',
      shipment: 'parcel',
      residential: 'only',
      rates: { sameAs: 'GND', add: [1, 1, null, null] },
      transitDays: [1, 4, null, null],
      latestPickupTime: '18:00',
      latestPickupScheduleByTime: '15:00',
    },
    {
      code: 'AIR',
      name: 'Next Day Air',
      shipment: 'parcel',
      rates: {
        rows: [
          { upTo: 1, prices: [30, 40, 60, 80] },
          { upTo: 2, prices: [32, 44, 66, 88] },
          { upTo: 3, prices: [34, 48, 72, 96] },
          { upTo: 4, prices: [36, 52, 78, 104] },
          { upTo: 5, prices: [38, 56, 84, 112] },
        ],
        above: [
          { from: 5, perUnit: [2, 4, 6, 8] },
          { from: 100, perUnit: [1, 2, 3, 4] },
        ],
      },
      transitDays: [1, 1, 2, 3],
      latestPickupTime: '19:00',
      latestPickupScheduleByTime: '16:00',
      fuelPercent: 20,
    },
  ],
} satisfies TariffData;

/** DHL-like export: lb/in, divisor 139, 1 lb parcel steps, 0.5 lb documents, an express envelope. */
export const exportFixture = {
  id: 'test-export',
  carrier: 'DHL',
  scope: 'export',
  currency: 'USD',
  effective: '2026-01-01',
  units: { weight: 'lb', length: 'in' },
  billableWeight: {
    dimDivisor: 139,
    dimMinVolume: 0,
    roundDimensions: 'none',
    parcelStep: 1,
    documentStep: 0.5,
  },
  zones: { codes: ['1', '2'], byCountry: { CA: '1', MX: '1', GB: '2', de: '2' } },
  priceClasses: { guestDiscount: 0.15, accountDiscount: 0.4 },
  surcharges: [
    { kind: 'residential', id: 'RESIDENTIAL', description: 'Residential Delivery', amount: 6.55 },
    { kind: 'remoteArea', id: 'REMOTE_AREA', description: 'Remote Area Delivery', perUnit: 0.5, minimum: 50 },
    {
      kind: 'overweight',
      id: 'OVERWEIGHT',
      description: 'Overweight Piece',
      amount: 100,
      over: 150,
      exclusiveGroup: 'handling',
    },
    {
      kind: 'oversized',
      id: 'OVERSIZED',
      description: 'Oversize Piece',
      amount: 30,
      longestSideOver: 40,
      exclusiveGroup: 'handling',
    },
    {
      kind: 'nonConveyable',
      id: 'NON_CONVEYABLE',
      description: 'Non-Conveyable Piece',
      amount: 30,
      minWeight: 56,
      maxWeight: 150,
      exclusiveGroup: 'handling',
    },
    {
      kind: 'insurance',
      id: 'INSURANCE',
      description: 'Shipment Insurance',
      documents: { amount: 5, coverage: 500 },
      parcels: { includedCoverage: 100, per: 100, ratePer: 1, minimum: 0 },
    },
    { kind: 'directSignature', id: 'DIRECT_SIGNATURE', description: 'Direct Signature', amount: 7.15 },
    { kind: 'neutralDelivery', id: 'NEUTRAL_DELIVERY', description: 'Neutral Delivery Service', amount: 6 },
    {
      kind: 'dutiesPaidByShipper',
      id: 'DUTIES_TAXES_PAID',
      description: 'Duties & Taxes Paid (DDP)',
      amount: 20,
    },
  ],
  services: [
    {
      code: 'P',
      name: 'Express Worldwide',
      shipment: 'parcel',
      rates: {
        rows: [
          { upTo: 1, prices: [50, 60] },
          { upTo: 2, prices: [55, 66] },
          { upTo: 3, prices: [60, 72] },
        ],
        above: [
          { from: 3, perUnit: [5, 6] },
          { from: 150, perUnit: [4, 5] },
        ],
      },
      transitDays: [1, 2],
      latestPickupTime: '19:00',
      latestPickupScheduleByTime: '17:30',
    },
    {
      code: 'Y',
      name: 'Express 12:00',
      shipment: 'parcel',
      rates: { sameAs: 'P', add: [20, null] },
      transitDays: [1, null],
      latestPickupTime: '19:00',
      latestPickupScheduleByTime: '17:30',
    },
    {
      code: 'X',
      name: 'Express Envelope',
      shipment: 'envelope',
      maxWeight: 0.5,
      rates: { rows: [{ upTo: 0.5, prices: [30, 35] }] },
      transitDays: [1, 2],
      latestPickupTime: '19:00',
      latestPickupScheduleByTime: '17:30',
    },
    {
      code: 'D',
      name: 'Express Worldwide (Documents)',
      shipment: 'documents',
      rates: {
        rows: [
          { upTo: 0.5, prices: [40, 45] },
          { upTo: 1, prices: [42, 48] },
          { upTo: 1.5, prices: [44, 51] },
          { upTo: 2, prices: [46, 54] },
        ],
      },
      transitDays: [1, 2],
      latestPickupTime: '19:00',
      latestPickupScheduleByTime: '17:30',
    },
  ],
} satisfies TariffData;

/** DHL-like import: kg/cm, divisor 5000, 0.5 kg steps. */
export const importFixture = {
  id: 'test-import',
  carrier: 'DHL',
  scope: 'import',
  currency: 'USD',
  effective: '2026-01-01',
  units: { weight: 'kg', length: 'cm' },
  billableWeight: {
    dimDivisor: 5000,
    dimMinVolume: 0,
    roundDimensions: 'none',
    parcelStep: 0.5,
    documentStep: 0.5,
  },
  zones: { codes: ['1'], byCountry: { GB: '1' } },
  priceClasses: { guestDiscount: 0.15, accountDiscount: 0.4 },
  fuel: { id: 'FUEL', description: 'Fuel Surcharge', percent: 25 },
  surcharges: [
    {
      kind: 'overweight',
      id: 'OVERWEIGHT',
      description: 'Overweight Piece',
      amount: 100,
      over: 70,
      exclusiveGroup: 'handling',
    },
    {
      kind: 'oversized',
      id: 'OVERSIZED',
      description: 'Oversize Piece',
      amount: 30,
      longestSideOver: 100,
      exclusiveGroup: 'handling',
    },
    {
      kind: 'nonConveyable',
      id: 'NON_CONVEYABLE',
      description: 'Non-Conveyable Piece',
      amount: 30,
      minWeight: 25,
      maxWeight: 70,
      exclusiveGroup: 'handling',
    },
  ],
  services: [
    {
      code: 'P',
      name: 'Express Worldwide',
      shipment: 'parcel',
      rates: {
        rows: [
          { upTo: 0.5, prices: [40] },
          { upTo: 1, prices: [44] },
        ],
        above: [{ from: 1, perUnit: [6] }],
      },
      transitDays: [2],
      latestPickupTime: '19:00',
      latestPickupScheduleByTime: '17:30',
    },
  ],
} satisfies TariffData;
