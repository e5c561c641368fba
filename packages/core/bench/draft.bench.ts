/// <reference types="node" />
// A Node script (tsx), not shipped: it may use Node's globals.
/**
 * Draft rules throughput (issue 3: validate and normalise a 50-line-item international draft, goal
 * p50 under 1 ms). The draft is a US → Germany products export with 3 package rows and 50 invoice
 * lines, EEI filing "no" with an ITN, license details on some lines, references flagged, phones
 * checked against the numbering plans: every rule family of the create-shipment step runs.
 */
import { normalize, validateDraft } from '../src/shipment/index';
import { exportDraft, item, TODAY } from '../src/shipment/model/testing/fixtures';
import { createValidationContext, isValid } from '../src/validation/index';

const items = Array.from({ length: 50 }, (_, i) =>
  item({
    itemDescription: `Component ${i + 1}`,
    quantity: 1 + (i % 7),
    itemValue: 10 + i,
    weight: 0.25 + (i % 5) / 10,
    ...(i % 10 === 0
      ? {
          exportLicenseNumber: '1',
          exportLicenseExpiryDate: '2027-06-30',
          eccnValue: '5a992',
          isLicenseSymbolRequired: true,
          licenseSymbol: 'C33',
        }
      : {}),
  }),
);
const draft = exportDraft(
  {
    shipmentTo: {
      isVATIncluded: true,
      VATNumber: 'DE123456789',
      isEORINumberIncluded: true,
      EORINumber: 'DE1234567',
    },
    shipmentDetails: {
      products: {
        packages: [
          { weight: 12, length: 20, width: 16, height: 12, numberOfPackages: 2 },
          { weight: 30, length: 24, width: 18, height: 18, numberOfPackages: 1 },
          { weight: 5, length: 10, width: 8, height: 6, numberOfPackages: 4 },
        ],
        electronicExportFiling: 'no',
        isItnNumberExists: true,
        ITNNumber: 'X20260301123456',
        isShipmentReferenceNumberExists: true,
        shipmentReferenceNumber: 'PO-2026-0042',
        isInvoiceNumberExists: true,
        invoiceNumber: 'INV-77',
      },
    },
  },
  items,
);
const ctx = createValidationContext({ today: TODAY });

// The bench must measure what it claims: a valid 50-line draft that normalising leaves unchanged.
const check = validateDraft(draft, ctx);
if (draft.shipmentDetails.products.items.length !== 50 || !Object.values(check).every(isValid)) {
  throw new Error(`draft bench: expected a valid 50-line draft, got ${JSON.stringify(check)}`);
}
if (JSON.stringify(normalize(draft, { today: TODAY })) !== JSON.stringify(draft)) {
  throw new Error('draft bench: the fixture is not normalised');
}

let sink = 0;
const tasks = {
  normalize: () => {
    sink += normalize(draft, { today: TODAY }).shipmentDetails.products.items.length;
  },
  validate: () => {
    sink += Object.values(validateDraft(draft, ctx)).length;
  },
  'normalize + validate': () => {
    const next = normalize(draft, { today: TODAY });
    sink += Object.values(validateDraft(next, ctx)).length;
  },
};

function sample(task: () => void, milliseconds: number): number[] {
  const times: number[] = [];
  const end = performance.now() + milliseconds;
  while (performance.now() < end) {
    const start = performance.now();
    task();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

for (const [name, task] of Object.entries(tasks)) {
  sample(task, 500); // warm-up: let the JIT settle
  const times = sample(task, 2000);
  const p50 = quantile(times, 0.5);
  const p99 = quantile(times, 0.99);
  const goal = name === 'normalize + validate' ? `  [goal p50 < 1 ms: ${p50 < 1 ? 'met' : 'NOT met'}]` : '';
  console.log(
    `draft rules: ${name.padEnd(20)} 50-line international draft  p50 ${(p50 * 1000).toFixed(1)} µs, p99 ${(p99 * 1000).toFixed(1)} µs  (${times.length} runs)${goal}`,
  );
}
if (sink === 0) throw new Error('unreachable');
