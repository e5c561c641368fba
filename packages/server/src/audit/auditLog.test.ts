import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog as auditLogTable } from '../db/accountSchema';
import { type TestDatabase, testBackends } from '../testing/testDatabases';
import { createAuditLog } from './auditLog';

const backends = await testBackends();
const CSR = '00000000-0000-4000-8000-000000000007';
const CLIENT = '00000000-0000-4000-8000-000000000001';

describe.each(backends)('the audit log on $name', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    if (backend.available) database = await backend.create();
  });
  afterAll(async () => database?.dispose());

  it.skipIf(!backend.available)('lists a user’s entries newest first, as actor or subject', async () => {
    let clock = Date.parse('2025-07-01T08:00:00Z');
    const log = createAuditLog(database.handle.db, () => {
      clock += 1000;
      return new Date(clock);
    });
    await log.record({ actorId: CSR, subjectId: CLIENT, action: 'signIntoProfile' });
    await log.record({
      actorId: CSR,
      subjectId: CLIENT,
      action: 'writeForClient',
      details: { route: '/api/x' },
    });
    const entries = await log.listFor(CLIENT, 10);
    expect(entries.map((entry) => entry.action)).toEqual(['writeForClient', 'signIntoProfile']);
    expect((await log.listFor(CSR, 10)).length).toBe(2);
  });

  it.skipIf(!backend.available)('refuses to change or delete an entry (append-only)', async () => {
    const db = database.handle.db;
    await expect(
      db.update(auditLogTable).set({ action: 'nothing' }).where(eq(auditLogTable.actorId, CSR)),
    ).rejects.toThrow();
    await expect(db.delete(auditLogTable).where(eq(auditLogTable.actorId, CSR))).rejects.toThrow();
    expect((await db.select().from(auditLogTable)).length).toBe(2);
  });
});
