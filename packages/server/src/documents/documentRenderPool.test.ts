import { afterAll, describe, expect, it } from 'vitest';
import { DocumentInputError } from './documentInput';
import { createDocumentRenderPool } from './documentRenderPool';
import { renderShipmentDocuments } from './renderDocuments';
import { domesticInput, exportInput } from './testing/documentFixtures';
import { barcodesOn, readPdf } from './testing/readPdf';

const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

describe('rendering off the HTTP thread (issue 12: generating documents never blocks the HTTP thread)', () => {
  const renderer = createDocumentRenderPool({ threads: 2 });
  afterAll(() => renderer.close());

  it('starts no thread until the first document is asked for', () => {
    expect(createDocumentRenderPool({ threads: 2 }).stats()).toMatchObject({
      mode: 'pool',
      threads: 0,
      completed: 0,
    });
  });

  it('draws on the pool’s threads the same documents a render on this thread draws', async () => {
    const input = exportInput();
    const [pooled, local] = await Promise.all([
      renderer.renderDocuments(input),
      renderShipmentDocuments(input),
    ]);
    expect(pooled.map((d) => [d.type, d.fileName])).toEqual(local.map((d) => [d.type, d.fileName]));
    pooled.forEach((document, i) => {
      expect(same(document.bytes, local[i]!.bytes)).toBe(true);
    });
    expect(renderer.stats().mode).toBe('pool');
    expect(renderer.stats().threads).toBeGreaterThanOrEqual(1);
    expect(renderer.stats().completed).toBeGreaterThanOrEqual(1);
  });

  it('spreads concurrent shipments over the threads, each getting its own documents', async () => {
    const inputs = [1, 2, 3, 4, 5, 6].map((seed) => domesticInput(seed % 2 ? 'UPS' : 'FEDEX', {}, seed + 10));
    const results = await Promise.all(inputs.map((input) => renderer.renderDocuments(input)));
    for (const [i, [label]] of results.entries()) {
      const [page] = await readPdf(label!.bytes);
      expect(barcodesOn(page!, 'code128')).toContain(inputs[i]!.trackingNumber);
    }
    expect(renderer.stats().threads).toBe(2);
  });

  it('merges the documents into one download on a thread too', async () => {
    const documents = await renderer.renderDocuments(exportInput());
    const merged = await renderer.downloadAll(documents);
    expect((await readPdf(merged.bytes)).length).toBe(4);
  });

  it('answers an input it cannot draw with the same DocumentInputError as this thread', async () => {
    const input = { ...exportInput(), trackingNumber: '1234567890' };
    await expect(renderer.renderDocuments(input)).rejects.toBeInstanceOf(DocumentInputError);
    await expect(renderer.renderDocuments(input)).rejects.toThrow(
      /"1234567890" is not a valid DHL tracking number/,
    );
    // The thread survives and draws the next shipment.
    expect(await renderer.renderDocuments(exportInput())).toHaveLength(4);
  });

  it('refuses work once closed', async () => {
    const closing = createDocumentRenderPool({ threads: 1 });
    await closing.close();
    await expect(closing.renderDocuments(exportInput())).rejects.toThrow(/closed/);
  });
});

describe('the in-thread renderer (threads: 0), for tests and tools', () => {
  it('has the same API and draws on the calling thread', async () => {
    const inline = createDocumentRenderPool({ threads: 0 });
    const documents = await inline.renderDocuments(domesticInput('UPS'));
    expect(documents.map((d) => d.type)).toEqual(['label']);
    expect(inline.stats()).toEqual({ mode: 'inline', threads: 0, completed: 1, queued: 0 });
    await expect(
      inline.renderDocuments({ ...domesticInput('UPS'), trackingNumber: 'x' }),
    ).rejects.toBeInstanceOf(DocumentInputError);
    await inline.close();
  });
});
