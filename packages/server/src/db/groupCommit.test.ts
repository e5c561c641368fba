import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupCommit } from './groupCommit';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('group commit', () => {
  it('writes rows arriving in the same turn together, and rows arriving during a write after it', async () => {
    const writes: number[][] = [];
    const insert = groupCommit<number>(async (rows) => {
      writes.push(rows);
      await tick();
    });
    const first = [insert(1), insert(2)];
    // Nothing is written before the turn ends: the second row joins the first's INSERT.
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    const rest = [insert(3), insert(4), insert(5)];
    await Promise.all([...first, ...rest]);
    expect(writes).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });

  it('writes a lone row at the end of its turn, without waiting for a timer', async () => {
    const writes: number[][] = [];
    const insert = groupCommit<number>(async (rows) => {
      writes.push(rows);
    });
    const written = insert(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([[1]]);
    await written;
  });

  it('resolves each caller only once its row is written', async () => {
    const written = new Set<number>();
    const insert = groupCommit<number>(async (rows) => {
      await tick();
      for (const row of rows) written.add(row);
    });
    await Promise.all(
      [1, 2, 3].map(async (row) => {
        await insert(row);
        expect(written.has(row)).toBe(true);
      }),
    );
  });

  it('fails only the row that cannot be written, not the rows batched with it', async () => {
    const insert = groupCommit<number>(async (rows) => {
      await tick();
      if (rows.includes(13)) throw new Error('bad row');
    });
    const results = await Promise.allSettled([insert(1), insert(2), insert(13), insert(4)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
  });

  it('writes every row exactly once, in order, whatever the arrival pattern', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 40 }),
        fc.integer({ min: 1, max: 5 }),
        async (gaps, maxBatch) => {
          const written: number[] = [];
          const insert = groupCommit<number>(async (rows) => {
            expect(rows.length).toBeLessThanOrEqual(maxBatch);
            await tick();
            written.push(...rows);
          }, maxBatch);
          const pending: Promise<void>[] = [];
          for (const [i, gap] of gaps.entries()) {
            pending.push(insert(i));
            for (let g = 0; g < gap; g++) await Promise.resolve();
          }
          await Promise.all(pending);
          expect(written).toEqual(gaps.map((_, i) => i));
        },
      ),
      { numRuns: 50 },
    );
  });
});
