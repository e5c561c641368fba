import { pickupFee } from '@shipdeck/core/pickup';
import { rateTariff, sumFees } from '@shipdeck/core/rating';
import { describe, expect, it } from 'vitest';
import { domesticRateRequest } from '../../testing/rateRequests';
import type { GatewayRate, RatingContext } from '../gateway';
import { findCurrency } from './currencyTable';
import { ratingPlan } from './ratingPlan';
import { createSandboxGateway } from './sandboxGateway';
import { loadSandboxTariffs } from './sandboxTariffs';

const gateway = createSandboxGateway();
const now = new Date(2026, 1, 27, 12); // Friday 2026-02-27
const guest: RatingContext = { rateClass: 'guest', now };
const client: RatingContext = { rateClass: 'client', now };

const toGb = (postalCode = 'SW1A 1AA') => ({
  countryCode: 'GB',
  city: 'London',
  postalCode,
  isResidential: false,
});
const products = (rates: GatewayRate[]) => rates.map((rate) => `${rate.carrier} ${rate.carrierProduct}`);
const fee = (rate: GatewayRate, id: string) => rate.fees.find((f) => f.id === id)?.amount.amount;

describe('the sandbox carrier gateway', () => {
  it('rates a domestic parcel with 12 services: 6 UPS and 6 FedEx', async () => {
    const rates = await gateway.rate(domesticRateRequest(), guest);
    expect(rates).toHaveLength(12);
    expect(products(rates).sort()).toEqual(
      [
        'FEDEX FEDEX_2_DAY',
        'FEDEX FEDEX_EXPRESS_SAVER',
        'FEDEX FEDEX_GROUND',
        'FEDEX FIRST_OVERNIGHT',
        'FEDEX PRIORITY_OVERNIGHT',
        'FEDEX STANDARD_OVERNIGHT',
        'UPS 01',
        'UPS 02',
        'UPS 03',
        'UPS 12',
        'UPS 13',
        'UPS 59',
      ].sort(),
    );
    expect(rates.find((rate) => rate.carrierProduct === '03')?.carrierService).toEqual({
      name: 'UPS Ground',
      productCode: '03',
    });
  });

  it('sorts domestic rates by retail price ascending, then delivery date descending', async () => {
    const rates = await gateway.rate(domesticRateRequest(), guest);
    for (let i = 1; i < rates.length; i++) {
      const [a, b] = [rates[i - 1]!, rates[i]!];
      expect(a.retailRate.amount <= b.retailRate.amount).toBe(true);
      if (a.retailRate.amount === b.retailRate.amount)
        expect(a.estimatedDelivery >= b.estimatedDelivery).toBe(true);
    }
  });

  it('shapes each rate as the contract Rate: amounts, display strings, savings, fees and billable weight', async () => {
    const [cheapest] = await gateway.rate(domesticRateRequest(), guest);
    expect(cheapest).toMatchObject({
      carrier: 'UPS',
      carrierProduct: '03',
      optimalRate: { currency: 'USD' },
      displayOptimalRate: `$${cheapest!.optimalRate.amount.toFixed(2)}`,
      displayRetailRate: `$${cheapest!.retailRate.amount.toFixed(2)}`,
      estimatedDelivery: '2026-03-09',
      transitDays: 5,
      latestPickupTime: '18:00',
      latestPickupScheduleByTime: '15:00',
      billableWeight: { value: 5, unit: 'lb' },
    });
    expect(cheapest!.savings).toBeCloseTo(1 - cheapest!.optimalRate.amount / cheapest!.retailRate.amount, 3);
    expect(cheapest!.savingsPercent).toBeCloseTo(cheapest!.savings * 100, 1);
  });

  it('adds the $6.10 residential fee domestically, with FedEx Home Delivery in place of FedEx Ground', async () => {
    const business = await gateway.rate(domesticRateRequest(), guest);
    const home = await gateway.rate(
      domesticRateRequest({ destination: { ...domesticRateRequest().destination, isResidential: true } }),
      guest,
    );
    expect(home).toHaveLength(12);
    expect(products(home)).toContain('FEDEX GROUND_HOME_DELIVERY');
    expect(products(home)).not.toContain('FEDEX FEDEX_GROUND');
    for (const rate of home) expect(fee(rate, 'RESIDENTIAL')).toBe(6.1);
    const air = (rates: GatewayRate[]) => rates.find((rate) => rate.carrierProduct === '13')!;
    expect(air(home).optimalRate.amount - air(business).optimalRate.amount).toBeCloseTo(6.1, 10);
  });

  it('rates an export to GB with DHL Express at the export zone of GB', async () => {
    const rates = await gateway.rate(domesticRateRequest({ destination: toGb() }), guest);
    expect(products(rates).sort()).toEqual(['DHL E', 'DHL H', 'DHL P', 'DHL Y']);
    const tariffs = loadSandboxTariffs();
    const [job] = ratingPlan(domesticRateRequest({ destination: toGb() }), guest, tariffs, 1);
    expect(job!.tariff.scope).toBe('export');
    expect(job!.shipment.zone).toBe('2');
    const expected = rateTariff(job!.tariff, job!.shipment).find((rated) => rated.service.code === 'P')!;
    const worldwide = rates.find((rate) => rate.carrierProduct === 'P')!;
    expect(worldwide.optimalRate.amount).toBe(expected.optimalCents / 100);
    expect(worldwide.carrierService.name).toBe('DHL Express Worldwide');
  });

  it('rates an import with the import map: from Japan is import zone 4, not the export zone 5', async () => {
    const fromJapan = domesticRateRequest({
      origin: { countryCode: 'JP', city: 'Tokyo', postalCode: '100-0001', isResidential: false },
      measurementSystem: 'metric',
      pieces: [{ quantity: 1, weight: 2, length: 30, width: 20, height: 10 }],
    });
    const rates = await gateway.rate(fromJapan, guest);
    const worldwide = rates.find((rate) => rate.carrierProduct === 'P')!;
    const tariff = loadSandboxTariffs().dhlImport;
    const price = (zone: string) => {
      const [job] = ratingPlan(fromJapan, guest, loadSandboxTariffs(), 1);
      return (
        rateTariff(tariff, { ...job!.shipment, zone }).find((rated) => rated.service.code === 'P')!
          .optimalCents / 100
      );
    };
    expect(worldwide.billableWeight).toEqual({ value: 2, unit: 'kg' });
    expect(worldwide.optimalRate.amount).toBe(price('4'));
    expect(worldwide.optimalRate.amount).not.toBe(price('5'));
  });

  it('gives metric input the same billable weight and price as the converted imperial input', async () => {
    const imperial = domesticRateRequest({
      destination: toGb(),
      pieces: [{ quantity: 2, weight: 11.025, length: 20, width: 16, height: 12 }],
    });
    const metric = domesticRateRequest({
      destination: toGb(),
      measurementSystem: 'metric',
      pieces: [{ quantity: 2, weight: 5, length: 50.8, width: 40.64, height: 30.48 }],
    });
    const [a, b] = await Promise.all([gateway.rate(imperial, guest), gateway.rate(metric, guest)]);
    expect(a.length).toBeGreaterThan(0);
    expect(b.map((rate) => rate.billableWeight)).toEqual(a.map((rate) => rate.billableWeight));
    expect(b.map((rate) => rate.optimalRate.amount)).toEqual(a.map((rate) => rate.optimalRate.amount));
    // 20 x 16 x 12 in / 139 = 27.6 → 28 lb per piece beats 11.025 → 12 lb.
    expect(a[0]!.billableWeight).toEqual({ value: 56, unit: 'lb' });
  });

  it('gives a document of 0.5 lb or less the DHL express envelope, the cheapest rate', async () => {
    const envelope = domesticRateRequest({
      destination: toGb(),
      isDocument: true,
      usesExpressEnvelope: true,
      pieces: [{ quantity: 1, weight: 0.4, length: 0, width: 0, height: 0, declaredValue: 400 }],
    });
    const rates = await gateway.rate(envelope, guest);
    expect(rates[0]).toMatchObject({
      carrierProduct: 'X',
      carrierService: { name: 'DHL Express Envelope', productCode: 'X' },
    });
    expect(products(rates)).toEqual(expect.arrayContaining(['DHL D', 'DHL T', 'DHL K']));
    const heavier = await gateway.rate(
      { ...envelope, pieces: [{ ...envelope.pieces[0]!, weight: 0.6 }] },
      guest,
    );
    expect(products(heavier)).not.toContain('DHL X');
  });

  it('has no express envelope for an import', async () => {
    const rates = await gateway.rate(
      domesticRateRequest({
        origin: toGb(),
        isDocument: true,
        pieces: [{ quantity: 1, weight: 0.4, length: 0, width: 0, height: 0 }],
      }),
      guest,
    );
    expect(products(rates).sort()).toEqual(['DHL D', 'DHL K', 'DHL T']);
  });

  it('leaves out services whose limits the shipment exceeds', async () => {
    expect(
      await gateway.rate(
        domesticRateRequest({ pieces: [{ quantity: 1, weight: 151, length: 10, width: 10, height: 10 }] }),
        guest,
      ),
    ).toEqual([]);
    const heavyExport = await gateway.rate(
      domesticRateRequest({
        destination: toGb(),
        pieces: [{ quantity: 1, weight: 151, length: 30, width: 20, height: 20 }],
      }),
      guest,
    );
    expect(heavyExport.length).toBeGreaterThan(0);
    for (const rate of heavyExport) expect(fee(rate, 'OVERWEIGHT')).toBe(100);
    const documentsOverFivePounds = await gateway.rate(
      domesticRateRequest({
        destination: toGb(),
        isDocument: true,
        pieces: [{ quantity: 1, weight: 5.5, length: 0, width: 0, height: 0 }],
      }),
      guest,
    );
    expect(documentsOverFivePounds).toEqual([]);
  });

  it('converts prices into the request currency, keeping total = base + fees', async () => {
    const usd = await gateway.rate(
      domesticRateRequest({ destination: { ...domesticRateRequest().destination, isResidential: true } }),
      guest,
    );
    const eur = await gateway.rate(
      domesticRateRequest({
        currency: 'EUR',
        destination: { ...domesticRateRequest().destination, isResidential: true },
      }),
      guest,
    );
    const perUsd = findCurrency('EUR')!.perUsd;
    expect(eur.map((rate) => rate.carrierProduct)).toEqual(usd.map((rate) => rate.carrierProduct));
    eur.forEach((rate, i) => {
      expect(rate.optimalRate).toMatchObject({ currency: 'EUR' });
      expect(rate.displayOptimalRate.startsWith('€')).toBe(true);
      expect(rate.optimalRate.amount).toBeCloseTo(usd[i]!.optimalRate.amount * perUsd, 1);
      expect(fee(rate, 'RESIDENTIAL')).toBe(Math.round(610 * perUsd) / 100);
    });
    for (const rate of [...usd, ...eur]) {
      expect(rate.optimalRate.amount).toBeLessThanOrEqual(rate.retailRate.amount);
      expect(rate.optimalRate.amount - sumFees(rate.fees)).toBeGreaterThan(0);
    }
  });

  it('prices insurance from the request currency: $1,000 insured abroad is $1.10 per $100 above the first $100', async () => {
    const [rate] = await gateway.rate(
      domesticRateRequest({ destination: toGb(), insuredValue: 1000 }),
      guest,
    );
    expect(fee(rate!, 'INSURANCE')).toBe(9 * 1.1);
  });

  it('shows guests modest savings and clients their account savings, visible from 20%', async () => {
    const guestRates = await gateway.rate(domesticRateRequest(), guest);
    const clientRates = await gateway.rate(domesticRateRequest(), client);
    for (const rate of guestRates) {
      expect(rate.savingsPercent).toBeGreaterThan(0);
      expect(rate.savingsPercent).toBeLessThan(20);
      expect(rate.isSavingsVisible).toBe(false);
    }
    for (const rate of clientRates) {
      expect(rate.savingsPercent).toBeGreaterThanOrEqual(20);
      expect(rate.savingsPercent).toBeLessThanOrEqual(60);
      expect(rate.isSavingsVisible).toBe(true);
    }
    const capped = await gateway.rate(domesticRateRequest(), { ...client, accountDiscount: 0.8 });
    for (const rate of capped) expect(rate.savings).toBeLessThanOrEqual(0.6);
  });

  it('adds direct signature, neutral delivery and DDP to an export of goods', async () => {
    const [rate] = await gateway.rate(
      domesticRateRequest({
        destination: toGb(),
        hasDirectSignature: true,
        hasNeutralDelivery: true,
        hasDutiesAndTaxesPaidByCarrierAccount: true,
      }),
      guest,
    );
    expect(fee(rate!, 'DIRECT_SIGNATURE')).toBe(7.15);
    expect(fee(rate!, 'NEUTRAL_DELIVERY')).toBe(6);
    expect(fee(rate!, 'DUTIES_TAXES_PAID')).toBe(20);
  });

  it('charges the domestic signature and adult signature options', async () => {
    const signature = await gateway.rate(domesticRateRequest({ domesticSignature: 2 }), guest);
    const adult = await gateway.rate(domesticRateRequest({ domesticSignature: 3 }), guest);
    for (const rate of signature) expect(fee(rate, 'SIGNATURE')).toBeGreaterThan(0);
    for (const rate of adult)
      expect(fee(rate, 'ADULT_SIGNATURE')).toBeGreaterThan(fee(signature[0]!, 'SIGNATURE')!);
  });

  it('charges a new UPS pickup $17.00 from a residence and $10.00 from a business; FedEx and DHL pickups are free', async () => {
    const fromHome = await gateway.rate(
      domesticRateRequest({
        hasNewPickupRequest: true,
        origin: { ...domesticRateRequest().origin, isResidential: true },
      }),
      guest,
    );
    const fromOffice = await gateway.rate(domesticRateRequest({ hasNewPickupRequest: true }), guest);
    for (const rate of fromHome) expect(fee(rate, 'PICKUP')).toBe(rate.carrier === 'UPS' ? 17 : undefined);
    for (const rate of fromOffice) expect(fee(rate, 'PICKUP')).toBe(rate.carrier === 'UPS' ? 10 : undefined);
    // The tariff's amounts are core's pickup fees, the ones the pickup screens quote (one rule, spec 02 §9).
    for (const rate of [...fromHome, ...fromOffice]) {
      const carrier = rate.carrier as 'UPS' | 'FEDEX';
      const expected = pickupFee(carrier, fromHome.includes(rate));
      expect(fee(rate, 'PICKUP') ?? 0).toBe(expected);
    }
    const abroad = await gateway.rate(
      domesticRateRequest({ hasNewPickupRequest: true, destination: toGb() }),
      guest,
    );
    for (const rate of abroad) expect(fee(rate, 'PICKUP')).toBeUndefined();
  });

  it('estimates delivery in business days, shipping a past date today', async () => {
    const rates = await gateway.rate(domesticRateRequest({ targetShipDate: '2026-02-01' }), guest);
    const overnight = rates.find((rate) => rate.carrierProduct === '01')!;
    // Shipped Friday 2026-02-27, next business day Monday 2026-03-02.
    expect(overnight).toMatchObject({ transitDays: 1, estimatedDelivery: '2026-03-02' });
  });

  it('answers no rates when a ZIP cannot be placed', async () => {
    expect(
      await gateway.rate(
        domesticRateRequest({
          destination: { countryCode: 'US', postalCode: '00000', isResidential: false },
        }),
        guest,
      ),
    ).toEqual([]);
  });

  it('refuses a currency the sandbox cannot price', async () => {
    await expect(gateway.rate(domesticRateRequest({ currency: 'XXX' }), guest)).rejects.toThrow(RangeError);
  });
});
