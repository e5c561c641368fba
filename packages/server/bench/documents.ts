/// <reference types="node" />
/**
 * Documents (issue 12): what one shipment's documents cost to draw, and how many document sets two
 * cores draw while the HTTP thread stays free.
 * - latency: a full set (DHL export: label, commercial invoice, certificate of origin, return label),
 *   one at a time, on this thread and through the pool (p50, p99);
 * - size: the label PDF of one box, per carrier;
 * - throughput: full sets through a pool of 2 threads, 8 in flight, with this thread's event-loop
 *   delay meanwhile (the HTTP thread's view: it must stay small).
 * The pool is the built one (dist/documents.js, as `pnpm start` runs it) when the server is built,
 * else the sources (threads then compile TypeScript as they start).
 */
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { documentsInput, domesticInput, exportInput } from '../src/documents/testing/documentFixtures';
import type * as Documents from '../src/documents/tools';

const built = fileURLToPath(new URL('../dist/documents.js', import.meta.url));
const fromDist = existsSync(built);
const documents = (await import(fromDist ? built : '../src/documents/tools')) as typeof Documents;
const { createDocumentRenderPool, renderShipmentDocuments } = documents;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function latency(render: (input: Documents.ShipmentDocumentInput) => Promise<unknown>, runs: number) {
  const inputs = Array.from({ length: 20 }, (_, i) => exportInput({}, undefined, 100 + i));
  for (let i = 0; i < 20; i++) await render(inputs[i % inputs.length]!); // warm up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const at = performance.now();
    await render(inputs[i % inputs.length]!);
    times.push(performance.now() - at);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

console.log(
  `documents (issue 12) — ${fromDist ? 'built server (dist)' : 'sources'}, ${availableParallelism()} cores, load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);

const set = await renderShipmentDocuments(exportInput());
console.log(
  `  a full set: ${set.map((d) => `${d.type} ${(d.bytes.length / 1024).toFixed(1)} KB`).join(', ')}`,
);

const cpuBefore = process.cpuUsage();
const inThread = await latency(renderShipmentDocuments, 200);
const cpu = process.cpuUsage(cpuBefore);
// CPU time does not grow when other processes share the cores: the figure to compare runs by.
const cpuPerSet = (cpu.user + cpu.system) / 1000 / 220;
console.log(
  `  full set on this thread: p50 ${ms(inThread.p50)}, p99 ${ms(inThread.p99)} (200 sets, one at a time); CPU ${ms(cpuPerSet)} a set, so 2 idle cores draw about ${Math.round(2000 / cpuPerSet)} sets/s`,
);

const pool = createDocumentRenderPool({ threads: 2 });
const pooled = await latency((input) => pool.renderDocuments(input), 200);
console.log(
  `  full set through the pool: p50 ${ms(pooled.p50)}, p99 ${ms(pooled.p99)} (200 sets, one at a time)`,
);

for (const [carrier, input] of [
  [
    'UPS',
    domesticInput('UPS', {
      shipmentDetails: {
        products: { packages: [{ weight: 10, length: 12, width: 12, height: 12, numberOfPackages: 1 }] },
      },
    }),
  ],
  [
    'FedEx',
    domesticInput('FEDEX', {
      shipmentDetails: {
        products: { packages: [{ weight: 10, length: 12, width: 12, height: 12, numberOfPackages: 1 }] },
      },
    }),
  ],
  ['DHL Express', exportInput()],
  ['DHL Express documents', documentsInput()],
] as const) {
  const [label] = await renderShipmentDocuments(input);
  console.log(`  ${carrier} label, one box: ${(label!.bytes.length / 1024).toFixed(1)} KB`);
}

// Throughput: 8 sets in flight on 2 threads for 10 s or 2,000 sets, whichever ends first.
const delay = monitorEventLoopDelay({ resolution: 10 });
const inputs = Array.from({ length: 50 }, (_, i) => exportInput({}, undefined, 1000 + i));
let done = 0;
let next = 0;
const started = performance.now();
const deadline = started + 10_000;
const idleBefore = performance.eventLoopUtilization();
delay.enable();
await Promise.all(
  Array.from({ length: 8 }, async () => {
    while (performance.now() < deadline && next < 2000) {
      next++;
      await pool.renderDocuments(inputs[next % inputs.length]!);
      done++;
    }
  }),
);
delay.disable();
const busy = performance.eventLoopUtilization(idleBefore).utilization;
const seconds = (performance.now() - started) / 1000;
console.log(
  `  throughput on 2 threads: ${(done / seconds).toFixed(1)} full sets/s (${done} sets in ${seconds.toFixed(1)} s, 8 in flight); this thread meanwhile: busy ${(busy * 100).toFixed(1)}% of the time, event-loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms`,
);
await pool.close();
