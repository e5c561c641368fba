import type { Database } from './database';
import { seedRuns } from './schema';

/** One step of demo data, applied once per database and remembered in seed_runs by its name. */
export interface SeedStep {
  /** Never rename a step: the name is how a database knows it has it. */
  name: string;
  run(db: Database): Promise<void>;
}

/**
 * Applies the steps a database does not have yet, each in its own transaction together with its
 * seed_runs row. Several servers starting at once on one PostgreSQL are safe: the second insert
 * of a name waits for the first transaction and then does nothing. Returns the names applied.
 */
export async function runSeeds(db: Database, steps: readonly SeedStep[]): Promise<string[]> {
  const applied: string[] = [];
  for (const step of steps) {
    await db.transaction(async (tx) => {
      const claimed = await tx.insert(seedRuns).values({ name: step.name }).onConflictDoNothing().returning();
      if (claimed.length === 0) return;
      await step.run(tx);
      applied.push(step.name);
    });
  }
  return applied;
}
