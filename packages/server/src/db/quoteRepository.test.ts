import type { Rate } from '@shipdeck/core/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxGateway } from '../carriers/index';
import { quoteRow } from '../testing/quoteRows';
import { domesticRateRequest } from '../testing/rateRequests';
import { type TestDatabase, testBackends } from '../testing/testDatabases';
import { rowsOf } from './database';
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
    'fails the save whose row cannot be written, and only that one, even when they share a batch',
    async () => {
      const quotes = createQuoteRepository(database.handle.db);
      const owner = `guest:${crypto.randomUUID()}`;
      const duplicate = quote(owner);
      await quotes.save(duplicate);
      const results = await Promise.allSettled([
        quotes.save(quote(owner)),
        quotes.save(quote(owner, { id: duplicate.id })),
        quotes.save(quote(owner)),
      ]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect((await quotes.listByOwner({ ownerSubject: owner, limit: 10, offset: 0 })).total).toBe(3);
    },
  );

  it.skipIf(!backend.available)(
    'acknowledges a save only once its row is committed: another connection reads it at once',
    async () => {
      const quotes = createQuoteRepository(database.handle.db);
      const owner = `guest:${crypto.randomUUID()}`;
      const rows = Array.from({ length: 30 }, () => quote(owner));
      // Concurrent saves, gathered into shared transactions; each resolves after its commit.
      await Promise.all(
        rows.map(async (row) => {
          await quotes.save(row);
          const other = createQuoteRepository(database.handle.db);
          expect(await other.findByOwner(row.id, owner)).toMatchObject({ id: row.id });
        }),
      );
    },
  );

  it.skipIf(!backend.available)(
    'stores rates packed and gives every reader the rates that were answered (list, one quote, inspection)',
    async () => {
      const quotes = createQuoteRepository(database.handle.db);
      const owner = `guest:${crypto.randomUUID()}`;
      const row = quote(owner);
      const gatewayRates = await createSandboxGateway().rate(domesticRateRequest({ insuredValue: 300 }), {
        rateClass: 'guest',
        now: new Date(2026, 1, 27, 12),
      });
      const rates: Rate[] = gatewayRates.map((rate) => ({
        ...rate,
        id: crypto.randomUUID(),
        createdInId: row.id,
      }));
      await quotes.save({ ...row, rates });
      const [stored] = rowsOf<{ text: string }>(
        await database.handle.db.execute(sql`select rates::text as text from quotes where id = ${row.id}`),
      );
      expect(JSON.parse(stored?.text ?? 'null')).toMatchObject({ v: 1, q: row.id });
      const answered = JSON.stringify(rates);
      expect(JSON.stringify((await quotes.findByOwner(row.id, owner))?.rates)).toBe(answered);
      expect(JSON.stringify((await quotes.findForInspection(row.id))?.rates)).toBe(answered);
      const { rows } = await quotes.listByOwner({ ownerSubject: owner, limit: 10, offset: 0 });
      expect(JSON.stringify(rows[0]?.rates)).toBe(answered);
    },
  );

  it.skipIf(!backend.available)(
    'gives every page in newest-first order with the right total, early pages and late ones (read from the end) alike',
    async () => {
      const quotes = createQuoteRepository(database.handle.db);
      const owner = `guest:${crypto.randomUUID()}`;
      const saved = Array.from({ length: 23 }, () => quote(owner));
      for (const row of saved) await quotes.save(row);
      const newestFirst = saved.map((row) => row.id).reverse();
      for (let offset = 0; offset < 25; offset += 1) {
        const { rows, total } = await quotes.listByOwner({ ownerSubject: owner, limit: 10, offset });
        expect(total).toBe(23);
        expect(rows.map((row) => row.id)).toEqual(newestFirst.slice(offset, offset + 10));
      }
      const open = await quotes.listByOwner({ ownerSubject: owner, limit: 5, offset: 0, hasShipment: false });
      expect(open.total).toBe(23);
      expect(
        (await quotes.listByOwner({ ownerSubject: owner, limit: 5, offset: 0, hasShipment: true })).total,
      ).toBe(0);
    },
  );
});
