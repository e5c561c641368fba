import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRow } from '../testing/quoteRows';
import { type TestDatabase, testBackends } from '../testing/testDatabases';
import { createQuoteRepository } from './quoteRepository';
import type { NewQuoteRow } from './schema';

const backends = await testBackends();
let sequence = 0;

function quote(ownerSubject: string, overrides: Partial<NewQuoteRow> = {}): NewQuoteRow {
  sequence += 1;
  return quoteRow(ownerSubject, sequence, { destinationIsResidential: true, ...overrides });
}

describe.each(backends)('stored quotes on $name', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    if (backend.available) database = await backend.create();
  });
  afterAll(async () => database?.dispose());

  it.skipIf(!backend.available)('reads a quote the moment it is saved (read-your-writes)', async () => {
    const quotes = createQuoteRepository(database.handle.db);
    const owner = `guest:${crypto.randomUUID()}`;
    const saved = Array.from({ length: 25 }, () => quote(owner));
    await Promise.all(saved.map((row) => quotes.save(row)));
    const { rows, total } = await quotes.listByOwner({ ownerSubject: owner, limit: 100, offset: 0 });
    expect(total).toBe(25);
    expect(rows.map((row) => row.id)).toEqual(saved.map((row) => row.id).reverse());
    expect(await quotes.findByOwner(saved[0]?.id as string, owner)).toMatchObject({ id: saved[0]?.id });
    expect(await quotes.findByOwner(saved[0]?.id as string, 'guest:someone-else')).toBeUndefined();
  });

  it.skipIf(!backend.available)(
    'reports a write that fails to the app, without failing the others',
    async () => {
      const errors: unknown[] = [];
      const quotes = createQuoteRepository(database.handle.db, {
        onWriteError: (error) => errors.push(error),
      });
      const owner = `guest:${crypto.randomUUID()}`;
      const duplicate = quote(owner);
      await quotes.save(duplicate);
      await quotes.save(quote(owner, { id: duplicate.id }));
      await quotes.save(quote(owner));
      await quotes.flush();
      expect(errors).toHaveLength(1);
      expect((await quotes.listByOwner({ ownerSubject: owner, limit: 10, offset: 0 })).total).toBe(2);
    },
  );

  it.skipIf(!backend.available)(
    'makes a caller wait for its own write when the queue is full (backpressure)',
    async () => {
      const quotes = createQuoteRepository(database.handle.db, { maxQueued: 0 });
      const owner = `guest:${crypto.randomUUID()}`;
      const row = quote(owner);
      await quotes.save(row);
      // No flush: the row is already written because save waited for it.
      const other = createQuoteRepository(database.handle.db);
      expect(await other.findByOwner(row.id, owner)).toMatchObject({ id: row.id });
    },
  );
});
