import { parseDraft, SHIPMENT_STATUS } from '@shipdeck/core/shipment';
import { and, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/accountSchema';
import { rowsOf } from '../db/database';
import { shipmentOwnerCounts, shipments } from '../db/schema';
import { DEMO_CLIENT_ID } from '../seed/demoAccounts';
import { actingToken, demoEmail, signIn, useAccountsApp } from '../testing/accounts';
import {
  countingTrackingNumbers,
  domesticDraft,
  exportDraft,
  preparedBody,
  recordingRenderer,
} from '../testing/bookings';
import { cloneShipments } from '../testing/shipmentRows';
import { bearer } from '../testing/testApp';
import { type TestDatabase, testBackends } from '../testing/testDatabases';
import { createShipmentRepository, shipmentListQuery, shipmentPageQuery } from './shipmentRepository';

const backends = await testBackends();
const CSR_ID = '00000000-0000-4000-8000-000000000007';
const CLIENT2_ID = '00000000-0000-4000-8000-000000000002';

/** The plan's lines, with seq and bitmap scans priced out so the planner shows which index it can use. */
async function plan(database: TestDatabase, query: SQLWrapper): Promise<string> {
  return database.handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const result = await tx.execute(sql`explain ${query}`);
    return rowsOf<Record<string, string>>(result)
      .map((row) => Object.values(row)[0] as string)
      .join('\n');
  });
}

describe.each(backends)('view history on $name (issue 14; spec 02 §2, §4)', (backend) => {
  const ctx = useAccountsApp(backend, {
    documents: recordingRenderer(),
    trackingNumbers: countingTrackingNumbers(),
  });
  const db = () => ctx.database.handle.db;
  const token = (key: string) => signIn(ctx.app, demoEmail(key)).then((s) => s.token);
  const post = (t: string, url: string, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(t), payload: payload as object });
  const get = (t: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(t) });
  const listed = async (t: string, query = '') =>
    (await get(t, `/api/shipments${query}`)).json() as {
      'hydra:member': Array<{ id: string; archivedOn: string | null; createdById: string | null }>;
      'hydra:totalItems': number;
    };
  const ids = (page: { 'hydra:member': Array<{ id: string }> }) => page['hydra:member'].map((s) => s.id);
  const book = async (t: string, draft = domesticDraft(), carrier: 'FEDEX' | 'DHL' = 'FEDEX') => {
    const { prep } = await preparedBody(ctx.app, t, draft, { carrier });
    const answer = await post(t, '/api/prepare_shipment_actions', prep);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().shipmentId as string;
  };
  const setFlag = (id: string, flag: number) =>
    db().update(shipments).set({ primaryStatusFlag: flag }).where(eq(shipments.id, id));

  let client = '';
  let booked: string[] = [];
  beforeAll(async () => {
    if (!backend.available) return;
    client = await token('client');
    booked = [await book(client), await book(client), await book(client)];
  });

  describe.skipIf(!backend.available)('archive and restore', () => {
    it('archives several at once: they leave the list and its total, show in the archived view, and come back', async () => {
      const before = await listed(client);
      expect(ids(before).slice(0, 3).sort()).toEqual([...booked].sort());
      const total = before['hydra:totalItems'];

      const archived = await post(client, '/api/archive_shipment_actions', {
        shipmentIds: booked.slice(0, 2),
      });
      expect(archived.statusCode, archived.body).toBe(200);
      expect(archived.json()).toMatchObject({ archived: true, '@type': 'ArchiveShipmentsAction' });
      expect([...archived.json().shipmentIds].sort()).toEqual(booked.slice(0, 2).sort());

      const after = await listed(client);
      expect(after['hydra:totalItems']).toBe(total - 2);
      expect(ids(after)).not.toContain(booked[0]);
      expect(ids(after)).toContain(booked[2]);
      const view = await listed(client, '?archived=true');
      expect(view['hydra:totalItems']).toBe(2);
      expect(ids(view).sort()).toEqual(booked.slice(0, 2).sort());
      expect(view['hydra:member'][0]?.archivedOn).toEqual(expect.any(String));
      // Still the owner's: the summary opens it.
      expect((await get(client, `/api/shipments/${booked[0]}`)).statusCode).toBe(200);

      const restored = await post(client, '/api/archive_shipment_actions', {
        shipmentIds: [booked[0]],
        archived: false,
      });
      expect(restored.json()).toMatchObject({ archived: false, shipmentIds: [booked[0]] });
      expect((await listed(client))['hydra:totalItems']).toBe(total - 1);
      expect(ids(await listed(client, '?archived=true'))).toEqual([booked[1]]);
      await post(client, '/api/archive_shipment_actions', { shipmentIds: [booked[1]], archived: false });
      expect((await listed(client))['hydra:totalItems']).toBe(total);
    });

    it("changes nothing when one id is not the caller's: another client's, unknown or not an id (404)", async () => {
      const other = await token('client2');
      const mixed = await post(other, '/api/archive_shipment_actions', { shipmentIds: [booked[0]] });
      expect(mixed.statusCode).toBe(404);
      const own = await post(client, '/api/archive_shipment_actions', {
        shipmentIds: [booked[0], '00000000-0000-4000-8000-00000000dead'],
      });
      expect(own.statusCode).toBe(404);
      const junk = await post(client, '/api/archive_shipment_actions', { shipmentIds: [booked[0], 'x'] });
      expect(junk.statusCode).toBe(404);
      // An empty selection is not a request.
      expect((await post(client, '/api/archive_shipment_actions', { shipmentIds: [] })).statusCode).toBe(400);
      expect(ids(await listed(client, '?archived=true'))).toEqual([]);
    });

    it('keeps the kept totals equal to a count of the rows after every kind of change', async () => {
      const counted = async () => {
        const [kept] = await db()
          .select()
          .from(shipmentOwnerCounts)
          .where(eq(shipmentOwnerCounts.ownerId, DEMO_CLIENT_ID));
        const rows = await db().select().from(shipments).where(eq(shipments.ownerId, DEMO_CLIENT_ID));
        return {
          kept: { listed: kept?.listed, archived: kept?.archived },
          real: {
            listed: rows.filter((r) => !r.archivedOn && !r.deletedOn).length,
            archived: rows.filter((r) => r.archivedOn && !r.deletedOn).length,
          },
        };
      };
      const [template] = booked;
      const extra = await cloneShipments(db(), template as string, 5);
      await db()
        .update(shipments)
        .set({ archivedOn: new Date() })
        .where(inArray(shipments.id, extra.slice(0, 3)));
      await db()
        .update(shipments)
        .set({ deletedOn: new Date() })
        .where(inArray(shipments.id, extra.slice(2, 4)));
      // A status change (tracking) moves no count.
      await db()
        .update(shipments)
        .set({ primaryStatusFlag: SHIPMENT_STATUS.IN_TRANSIT })
        .where(eq(shipments.id, extra[4] as string));
      let state = await counted();
      expect(state.kept).toEqual(state.real);
      await db().delete(shipments).where(inArray(shipments.id, extra));
      state = await counted();
      expect(state.kept).toEqual(state.real);
    });
  });

  describe.skipIf(!backend.available)('delete', () => {
    it('refuses shipments that are not delivered, and deletes delivered ones: gone from the lists, kept for the audit', async () => {
      const [a, b] = [await book(client), await book(client)] as [string, string];
      const refused = await post(client, '/api/delete_shipment_actions', { shipmentIds: [a] });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()['hydra:description']).toBe('Only delivered shipments can be deleted.');
      const delivered = SHIPMENT_STATUS.CREATED | SHIPMENT_STATUS.IN_TRANSIT | SHIPMENT_STATUS.DELIVERED;
      await setFlag(a, delivered);
      // All or none: b is not delivered.
      expect((await post(client, '/api/delete_shipment_actions', { shipmentIds: [a, b] })).statusCode).toBe(
        422,
      );
      await setFlag(b, delivered);
      await post(client, '/api/archive_shipment_actions', { shipmentIds: [b] });
      const total = (await listed(client))['hydra:totalItems'];
      const deleted = await post(client, '/api/delete_shipment_actions', { shipmentIds: [a, b] });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect([...deleted.json().shipmentIds].sort()).toEqual([a, b].sort());
      expect((await listed(client))['hydra:totalItems']).toBe(total - 1);
      expect(ids(await listed(client))).not.toContain(a);
      expect(ids(await listed(client, '?archived=true'))).not.toContain(b);
      expect((await get(client, `/api/shipments/${a}`)).statusCode).toBe(404);
      // Deleting again, or archiving a deleted one, finds nothing.
      expect((await post(client, '/api/delete_shipment_actions', { shipmentIds: [a] })).statusCode).toBe(404);
      expect((await post(client, '/api/archive_shipment_actions', { shipmentIds: [a] })).statusCode).toBe(
        404,
      );
      // The rows stay, with who deleted them, and the audit log says so.
      const rows = await db()
        .select()
        .from(shipments)
        .where(inArray(shipments.id, [a, b]));
      expect(rows.map((r) => r.deletedBy)).toEqual([DEMO_CLIENT_ID, DEMO_CLIENT_ID]);
      const entries = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectId, DEMO_CLIENT_ID), eq(auditLog.action, 'shipmentsDeleted')));
      expect(entries).toHaveLength(1);
      const details = entries[0]?.details as { shipmentIds: string[] };
      expect([...details.shipmentIds].sort()).toEqual([a, b].sort());
    });
  });

  describe.skipIf(!backend.available)('duplicate', () => {
    it('makes a new draft from a shipment: its parties and packages, the External invoice type reset (spec 01 §4)', async () => {
      const id = await book(client, exportDraft(), 'DHL');
      // A shipment booked with External (an older booking): the copy asks for the type again.
      const [row] = await db().select().from(shipments).where(eq(shipments.id, id));
      const prep = row?.request as NonNullable<typeof row>['request'];
      await db()
        .update(shipments)
        .set({ request: { ...prep, international: { ...prep.international!, invoiceType: 'external' } } })
        .where(eq(shipments.id, id));
      const answer = await post(client, '/api/duplicate_shipment_actions', { shipmentId: id });
      expect(answer.statusCode, answer.body).toBe(201);
      const draft = answer.json();
      expect(answer.headers.location).toBe(`/api/shipment_drafts/${draft.id}`);
      expect(draft).toMatchObject({
        step: 'create_shipment',
        completedOn: null,
        shipmentId: null,
        ownedById: DEMO_CLIENT_ID,
      });
      expect(draft.name).toMatch(/^Copy of shipment /);
      const parsed = parseDraft(draft.payload);
      if (!parsed.ok) throw new Error(parsed.reason);
      expect(parsed.draft.externalSourceReference).toBe(id);
      expect(parsed.draft.shipmentTo.country).toBe('DE');
      expect(parsed.draft.shipmentDetails.products.invoiceType).toBeNull();
      expect(parsed.draft.shipmentDetails.products.items[0]?.itemDescription).toBe('Laptop computer');
      // The drafts section lists it.
      const drafts = await get(client, '/api/shipment_drafts?exists[completedOn]=false');
      expect(drafts.json()['hydra:member'].map((d: { id: string }) => d.id)).toContain(draft.id);
      // Another client's shipment is not found.
      const other = await post(await token('client2'), '/api/duplicate_shipment_actions', { shipmentId: id });
      expect(other.statusCode).toBe(404);
    });

    it('duplicates a draft; a CSR-written draft is logged when duplicated; inactive and suspended accounts may not', async () => {
      const acting = await actingToken(ctx.app, 'csr', DEMO_CLIENT_ID);
      const source = await post(acting, '/api/shipment_drafts', {
        name: 'Written by CSR',
        payload: JSON.stringify(exportDraft()),
        step: 'review_finish',
        updatedOn: null,
        completedOn: null,
        shipmentId: null,
      });
      expect(source.statusCode).toBe(201);
      const copy = await post(client, '/api/duplicate_draft_actions', { draftId: source.json().id });
      expect(copy.statusCode, copy.body).toBe(201);
      expect(copy.json()).toMatchObject({ name: 'Copy of Written by CSR', step: 'create_shipment' });
      expect(copy.json().id).not.toBe(source.json().id);
      const entries = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectId, DEMO_CLIENT_ID), eq(auditLog.action, 'draftDuplicated')));
      expect(entries.map((e) => (e.details as { draftId: string }).draftId)).toContain(source.json().id);
      // Someone else's draft, or no draft: not found.
      const stranger = await post(await token('client2'), '/api/duplicate_draft_actions', {
        draftId: source.json().id,
      });
      expect(stranger.statusCode).toBe(404);
      for (const key of ['inactive', 'suspended']) {
        const blocked = await post(await token(key), '/api/duplicate_draft_actions', {
          draftId: source.json().id,
        });
        expect(blocked.statusCode).toBe(403);
        expect(blocked.json().errorCode).toBe(key === 'inactive' ? 'AccountInactive' : 'AccountSuspended');
      }
    });
  });

  describe.skipIf(!backend.available)("a CSR's personal account (spec 02 §2)", () => {
    it('lists what CSRs booked and what this CSR booked, and those that need attention; nobody else may ask', async () => {
      const acting = await actingToken(ctx.app, 'csr', DEMO_CLIENT_ID);
      const byCsr = await book(acting);
      const csr = await token('csr');
      const mineAnswer = await get(csr, '/api/shipments?creator=me');
      expect(mineAnswer.statusCode, mineAnswer.body).toBe(200);
      const mine = mineAnswer.json();
      expect(ids(mine)).toContain(byCsr);
      expect(ids(mine)).not.toContain(booked[0]);
      const creators = mine['hydra:member'].map((s: { createdById: string | null }) => s.createdById);
      expect(new Set(creators)).toEqual(new Set([CSR_ID]));
      const csrs = await listed(csr, '?creator=csrs');
      expect(ids(csrs)).toContain(byCsr);
      expect(ids(csrs)).not.toContain(booked[0]);
      // A staff booking for another client is among "Created By CSRs", not among another CSR's "Created By Me".
      const [other] = await cloneShipments(db(), byCsr, 1, {
        ownerId: CLIENT2_ID,
        createdBy: '00000000-0000-4000-8000-000000000008',
        from: new Date(),
      });
      const withOther = await get(csr, '/api/shipments?creator=csrs');
      expect(withOther.statusCode, withOther.body).toBe(200);
      expect(ids(withOther.json())).toContain(other);
      expect(ids(await listed(csr, '?creator=me'))).not.toContain(other);
      // Each row says whose it is, by the account's name and company (read with the page).
      const ownerOf = (page: { 'hydra:member': Array<{ id: string; owner?: unknown }> }, id: string) =>
        page['hydra:member'].find((m) => m.id === id)?.owner;
      expect(ownerOf(withOther.json(), other ?? '')).toEqual({
        name: 'Client2 Demo',
        companyName: 'Client2 Imports LLC',
      });
      expect(ownerOf(withOther.json(), byCsr)).toEqual({
        name: 'Client Demo',
        companyName: 'Client Imports LLC',
      });
      expect(ownerOf(await listed(csr, '?creator=me'), byCsr)).toEqual({
        name: 'Client Demo',
        companyName: 'Client Imports LLC',
      });
      // The owner's own list does not carry it (its members are the shipment's own read).
      expect(ownerOf(await listed(client, ''), byCsr)).toBeUndefined();

      expect(ids(await listed(csr, '?creator=csrs&needsAttention=true'))).not.toContain(byCsr);
      await setFlag(byCsr, SHIPMENT_STATUS.CREATED | SHIPMENT_STATUS.ERROR);
      const attention = await listed(csr, '?creator=me&needsAttention=true');
      expect(ids(attention)).toEqual([byCsr]);
      expect(attention['hydra:totalItems']).toBe(1);
      expect(ids(await listed(csr, '?needsAttention=true'))).toEqual([byCsr]);
      await setFlag(
        byCsr,
        SHIPMENT_STATUS.CREATED | SHIPMENT_STATUS.ERROR | SHIPMENT_STATUS.ALL_ERRORS_RESOLVED,
      );
      expect(ids(await listed(csr, '?creator=me&needsAttention=true'))).toEqual([]);

      // A client, or a CSR acting for one, reads its owner's list only.
      expect((await get(client, '/api/shipments?creator=csrs')).statusCode).toBe(403);
      expect((await get(acting, '/api/shipments?creator=me')).statusCode).toBe(403);
      expect((await get(client, '/api/shipments?creator=nobody')).statusCode).toBe(400);
    });
  });

  describe.skipIf(!backend.available)(
    'every list reads one page through its index, in its order (migration 0023)',
    () => {
      beforeAll(async () => {
        await cloneShipments(db(), booked[0] as string, 600, { createdBy: CSR_ID });
        await cloneShipments(db(), booked[0] as string, 300, { ownerId: CLIENT2_ID, createdBy: CLIENT2_ID });
        // Some need attention: booked by staff, and (more of them) by clients themselves.
        const error = SHIPMENT_STATUS.CREATED | SHIPMENT_STATUS.ERROR;
        await cloneShipments(db(), booked[0] as string, 30, { createdBy: CSR_ID, primaryStatusFlag: error });
        await cloneShipments(db(), booked[0] as string, 300, {
          ownerId: CLIENT2_ID,
          createdBy: CLIENT2_ID,
          primaryStatusFlag: error,
        });
        await db().execute(sql`analyze shipments`);
      });
      it.each([
        [{ kind: 'owner', ownerId: DEMO_CLIENT_ID, archived: false }, 'shipments_owner_listed_idx'],
        [{ kind: 'owner', ownerId: DEMO_CLIENT_ID, archived: true }, 'shipments_owner_archived_idx'],
        [{ kind: 'staff', needsAttention: false }, 'shipments_staff_created_idx'],
        [{ kind: 'creator', creatorId: CSR_ID, needsAttention: false }, 'shipments_creator_idx'],
        [{ kind: 'staff', needsAttention: true }, 'shipments_staff_attention_idx'],
        [{ kind: 'creator', creatorId: CSR_ID, needsAttention: true }, 'shipments_creator_attention_idx'],
      ] as const)('%o reads %s without a sort', async (scope, index) => {
        for (const offset of [0, 20]) {
          const text = await plan(ctx.database, shipmentPageQuery(db(), scope, 10, offset));
          expect(text, text).toMatch(new RegExp(`Index Scan using ${index}`));
          expect(text, text).not.toMatch(/\bSort\b/);
        }
      });

      it('answers a page with its documents, charge, method and total in one statement through the same index', async () => {
        for (const [scope, index] of [
          [{ kind: 'owner', ownerId: DEMO_CLIENT_ID, archived: false }, 'shipments_owner_listed_idx'],
          [{ kind: 'staff', needsAttention: true }, 'shipments_staff_attention_idx'],
        ] as const) {
          const text = await plan(ctx.database, shipmentListQuery(db(), scope, 10, 20));
          expect(text, text).toMatch(new RegExp(`Index Scan using ${index}`));
          expect(text, text).toMatch(/shipment_documents_shipment_idx/);
          // The owner's name and company: joined by the users' primary key, in the same statement.
          expect(text, text).toMatch(/users_pkey/);
          // No count over the rows: the total is the kept one.
          expect(text, text).not.toMatch(/Aggregate[\s\S]*on shipments\b/);
        }
        // Each member is what the shipment's own read answers (its documents, charge and method included).
        const client = await token('client');
        const page = (await get(client, '/api/shipments?page=1&itemsPerPage=100')).json();
        for (const id of booked) {
          const member = page['hydra:member'].find((m: { id: string }) => m.id === id);
          const {
            pickup: _pickup,
            '@context': _context,
            ...one
          } = (await get(client, `/api/shipments/${id}`)).json();
          expect(member.documents.length).toBeGreaterThan(0);
          expect(member).toEqual(one);
        }
      });

      it("keeps a CSR's totals (list_counts) as shipments are booked, flagged, archived and deleted", async () => {
        const counted = async () => {
          const result = await db().execute(sql`
            select
              count(*) filter (where created_by <> owner_id) as staff,
              count(*) filter (where created_by <> owner_id and needs_attention) as staff_attention,
              count(*) filter (where created_by = ${CSR_ID}) as creator,
              count(*) filter (where created_by = ${CSR_ID} and needs_attention) as creator_attention
            from shipments where archived_on is null and deleted_on is null`);
          const row = rowsOf<Record<string, string | number>>(result)[0] ?? {};
          return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
        };
        const kept = async () => {
          const totals = await Promise.all(
            (
              [
                { kind: 'staff', needsAttention: false },
                { kind: 'staff', needsAttention: true },
                { kind: 'creator', creatorId: CSR_ID, needsAttention: false },
                { kind: 'creator', creatorId: CSR_ID, needsAttention: true },
              ] as const
            ).map((scope) =>
              createShipmentRepository(db())
                .list(scope, 1, 0)
                .then((page) => page.total),
            ),
          );
          const [staff, staff_attention, creator, creator_attention] = totals;
          return { staff, staff_attention, creator, creator_attention };
        };
        expect(await kept()).toEqual(await counted());
        const some = await cloneShipments(db(), booked[0] as string, 5, { createdBy: CSR_ID });
        const error = SHIPMENT_STATUS.CREATED | SHIPMENT_STATUS.ERROR;
        await db().update(shipments).set({ primaryStatusFlag: error }).where(inArray(shipments.id, some));
        const withErrors = await counted();
        expect(await kept()).toEqual(withErrors);
        await db()
          .update(shipments)
          .set({ primaryStatusFlag: error | SHIPMENT_STATUS.ALL_ERRORS_RESOLVED })
          .where(eq(shipments.id, some[0] as string));
        await db()
          .update(shipments)
          .set({ archivedOn: new Date() })
          .where(eq(shipments.id, some[1] as string));
        await db()
          .update(shipments)
          .set({ deletedOn: new Date() })
          .where(eq(shipments.id, some[2] as string));
        await db()
          .delete(shipments)
          .where(eq(shipments.id, some[3] as string));
        const after = await counted();
        expect(after.creator_attention).toBe(Number(withErrors.creator_attention) - 4);
        expect(await kept()).toEqual(after);
        await db()
          .update(shipments)
          .set({ archivedOn: null })
          .where(eq(shipments.id, some[1] as string));
        expect(await kept()).toEqual(await counted());
      });
    },
  );
});
