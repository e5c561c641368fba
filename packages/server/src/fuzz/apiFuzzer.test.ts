import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../seed/demoAccounts';
import { demoEmail, quickAccess, signIn, useAccountsApp } from '../testing/accounts';
import { recordingGateway } from '../testing/fakeGateway';
import { guestToken } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';
import { fuzzApi } from './apiFuzzer';

const [pglite] = await testBackends();
const quick = DEMO_ACCOUNTS.find((account) => account.key === 'quick')?.row.dhlImportNumber as string;

describe('the API under 10,000 malformed requests (issue 7)', () => {
  const ctx = useAccountsApp(pglite as never, { gateway: recordingGateway() });
  const tokens: Array<string | undefined> = [undefined];
  beforeAll(async () => {
    tokens.push(await guestToken(ctx.app));
    tokens.push(await quickAccess(ctx.app, quick));
    for (const key of ['client', 'csr', 'admin', 'superadmin'])
      tokens.push((await signIn(ctx.app, demoEmail(key))).token);
  });

  it('never answers 5xx, never shows a stack trace or SQL, and its memory does not keep growing', async () => {
    const report = await fuzzApi(ctx.app, { total: 10_000, tokens });
    expect(report.sent).toBeGreaterThanOrEqual(10_000);
    expect(report.findings).toEqual([]);
    expect(report.serverErrors).toBe(0);
    // After the first batches warm caches, the heap after a full GC stays flat (a leak grows per batch).
    const settled = report.heapMb.slice(2);
    console.info(
      `fuzz: ${report.sent} requests, statuses ${JSON.stringify(report.byStatus)}, heap MB after GC per batch: ${report.heapMb.join(' ')}`,
    );
    expect(Math.max(...settled) - Math.min(...settled)).toBeLessThan(32);
  }, 240_000);
});
