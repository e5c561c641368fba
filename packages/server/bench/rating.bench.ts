/// <reference types="node" />
// A Node script (tsx), not shipped: it may use Node's globals.
/**
 * Rating engine throughput (issue 2: at least 100,000 12-rate quotes per second on one core).
 * A quote is a domestic parcel shipment rated by the sandbox's UPS and FedEx tariffs: 6 + 6
 * services, with residential delivery, an extremely rural destination, a large package, declared
 * values, adult signature and fuel exercised, as a guest. The tariffs are the sandbox's real data
 * files, so the bench lives in the server package (dependencies point one way: core <- server).
 */
import { compileTariff, rateTariff, type ShipmentToRate } from '@shipdeck/core/rating';
import fedexDomestic from '../src/carriers/sandbox/data/fedex-domestic.json';
import upsDomestic from '../src/carriers/sandbox/data/ups-domestic.json';

const tariffs = [compileTariff(upsDomestic), compileTariff(fedexDomestic)];

const shipment: ShipmentToRate = {
  zone: '5',
  kind: 'parcel',
  pieces: [
    { quantity: 2, weight: 12.4, length: 14, width: 12, height: 10, declaredValue: 250 },
    // 50 + 2 x (20 + 15) = 120 in length plus girth: a large package, billed at least 90 lb.
    { quantity: 1, weight: 31, length: 50, width: 20, height: 15, declaredValue: 600 },
  ],
  residential: true,
  remoteArea: true,
  insuredValue: 0,
  directSignature: false,
  neutralDelivery: false,
  dutiesPaidByShipper: false,
  signature: 3,
  pickup: 'residential',
  shipDate: '2026-03-06',
  priceClass: { kind: 'guest' },
};

function quote(): number {
  let rates = 0;
  for (const tariff of tariffs) rates += rateTariff(tariff, shipment).length;
  return rates;
}

// The bench must measure what it claims: 12 rates, every exercised surcharge present.
const sample = tariffs.flatMap((tariff) => rateTariff(tariff, shipment));
const feeIds = new Set(sample.flatMap((rate) => rate.fees.map((fee) => fee.id)));
const expectedFees = [
  'RESIDENTIAL',
  'REMOTE_AREA',
  'LARGE_PACKAGE',
  'INSURANCE',
  'ADULT_SIGNATURE',
  'PICKUP',
  'FUEL',
];
if (sample.length !== 12 || expectedFees.some((id) => !feeIds.has(id))) {
  throw new Error(
    `rating bench: expected 12 rates with ${expectedFees.join(', ')}; got ${sample.length} with ${[...feeIds].join(', ')}`,
  );
}

const BATCH = 100;
let sink = 0;
function runFor(milliseconds: number): number[] {
  const perQuote: number[] = [];
  const end = performance.now() + milliseconds;
  while (performance.now() < end) {
    const start = performance.now();
    for (let i = 0; i < BATCH; i++) sink += quote();
    perQuote.push((performance.now() - start) / BATCH);
  }
  return perQuote;
}

runFor(1000); // warm-up: let the JIT settle
const samples = runFor(3000);
const totalMs = samples.reduce((sum, ms) => sum + ms * BATCH, 0);
const quotesPerSecond = Math.round((samples.length * BATCH * 1000) / totalMs);
const sorted = [...samples].sort((a, b) => a - b);
const micros = (q: number) =>
  (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 1000).toFixed(2);
if (sink === 0) throw new Error('unreachable');

console.log(
  `rating engine: 12-rate quote  ${quotesPerSecond.toLocaleString('en-US')} quotes/s (p50 ${micros(0.5)} µs, p99 ${micros(0.99)} µs)` +
    `  [goal ≥ 100,000 quotes/s: ${quotesPerSecond >= 100_000 ? 'met' : 'NOT met'}]`,
);
