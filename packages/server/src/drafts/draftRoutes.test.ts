import { randomUUID } from 'node:crypto';
import { FEATURE_FLAG_DEFAULTS } from '@shipdeck/core/contract';
import { createEmptyDraft, parseDraft, toStoredDraftJson } from '@shipdeck/core/shipment';
import { documentsDraft, domesticDraft, exportDraft } from '@shipdeck/core/testing';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/database';
import { shipmentDrafts } from '../db/schema';
import { DEMO_CLIENT_ID } from '../seed/demoAccounts';
import { actingToken, demoEmail, signIn, useAccountsApp } from '../testing/accounts';
import { callAs, guestToken } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();

const body = (payload: string, over: Record<string, unknown> = {}) => ({
  name: 'Boxes to Berlin',
  payload,
  step: 'create_shipment',
  updatedOn: null,
  completedOn: null,
  shipmentId: null,
  ...over,
});

describe.each(backends)('shipment drafts on $name (spec 01 §7)', (backend) => {
  const ctx = useAccountsApp(backend);
  const client = () => signIn(ctx.app, demoEmail('client')).then((s) => s.token);
  const call = callAs(() => ctx.app);

  describe.skipIf(!backend.available)('the routes', () => {
    it('stores a draft, answers it, saves it again with its step, and deletes it', async () => {
      const token = await client();
      const created = await call(
        token,
        'POST',
        '/api/shipment_drafts',
        body(toStoredDraftJson(exportDraft())),
      );
      expect(created.statusCode).toBe(201);
      const { id } = created.json();
      expect(created.headers.location).toBe(`/api/shipment_drafts/${id}`);
      // Acknowledged after the write: it is there to read.
      const read = await call(token, 'GET', `/api/shipment_drafts/${id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({
        id,
        name: 'Boxes to Berlin',
        step: 'create_shipment',
        ownedById: DEMO_CLIENT_ID,
      });
      const stored = parseDraft(read.json().payload);
      expect(stored.ok && stored.draft.shipmentTo.country).toBe('DE');
      expect(stored.ok && stored.draft.id).toBe(id);

      const updated = await call(
        token,
        'PUT',
        `/api/shipment_drafts/${id}`,
        body(toStoredDraftJson(exportDraft({ name: 'Renamed' })), {
          name: 'Renamed',
          step: 'payment_status',
        }),
      );
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ name: 'Renamed', step: 'payment_status' });

      expect((await call(token, 'DELETE', `/api/shipment_drafts/${id}`)).statusCode).toBe(204);
      const gone = await call(token, 'GET', `/api/shipment_drafts/${id}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()['hydra:description']).toBe('Draft not found');
    });

    it("says Draft not found for another client's draft, an unknown id and an id that is not one", async () => {
      const token = await client();
      const mine = (
        await call(token, 'POST', '/api/shipment_drafts', body(toStoredDraftJson(domesticDraft())))
      ).json();
      const other = (await signIn(ctx.app, demoEmail('client2'))).token;
      for (const url of [
        `/api/shipment_drafts/${mine.id}`,
        `/api/shipment_drafts/${randomUUID()}`,
        '/api/shipment_drafts/not-a-draft',
      ]) {
        const response = await call(other, 'GET', url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()['hydra:description']).toBe('Draft not found');
      }
      expect(
        (
          await call(
            other,
            'PUT',
            `/api/shipment_drafts/${mine.id}`,
            body(toStoredDraftJson(createEmptyDraft())),
          )
        ).statusCode,
      ).toBe(404);
      expect((await call(other, 'DELETE', `/api/shipment_drafts/${mine.id}`)).statusCode).toBe(404);
      // And it is still the owner's, unchanged.
      expect((await call(token, 'GET', `/api/shipment_drafts/${mine.id}`)).json().name).toBe(
        'Boxes to Berlin',
      );
    });

    it('refuses a payload that is not a draft at its field, and a malformed body with 400, never 500', async () => {
      const token = await client();
      const notADraft = await call(token, 'POST', '/api/shipment_drafts', body('{"version":"9.9"}'));
      expect(notADraft.statusCode).toBe(422);
      expect(notADraft.json().violations).toContainEqual(
        expect.objectContaining({
          propertyPath: 'payload',
          message: 'The draft could not be read. Save it again from the prepare screen.',
        }),
      );
      const badStep = await call(
        token,
        'POST',
        '/api/shipment_drafts',
        body(toStoredDraftJson(createEmptyDraft()), { step: 'teleport' }),
      );
      expect(badStep.statusCode).toBe(422);
      expect(badStep.json().violations).toContainEqual(expect.objectContaining({ propertyPath: 'step' }));
      for (const payload of [{}, { name: 5 }, { payload: null }, []]) {
        expect((await call(token, 'POST', '/api/shipment_drafts', payload)).statusCode).toBe(400);
      }
    });

    it('migrates a stored older version when read, and leaves an unreadable stored draft out of the list', async () => {
      const token = await client();
      const { db } = ctx.database.handle;
      const ownerSubject = `user:${DEMO_CLIENT_ID}`;
      const old = randomUUID();
      const broken = randomUUID();
      const stamp = new Date(Date.now() + 60_000);
      await db.insert(shipmentDrafts).values([
        {
          id: old,
          ownerSubject,
          name: 'From 2024',
          payload: JSON.stringify({
            version: '0.3',
            shipmentFrom: { country: 'US', address: { state: 'NY', city: 'New York' } },
            shipmentTo: { country: 'DE', address: {} },
          }),
          step: 'create_shipment',
          updatedOn: stamp,
        },
        {
          id: broken,
          ownerSubject,
          name: 'Broken',
          payload: '{not json',
          step: 'create_shipment',
          updatedOn: stamp,
        },
      ]);
      const read = await call(token, 'GET', `/api/shipment_drafts/${old}`);
      const parsed = parseDraft(read.json().payload);
      expect(parsed.ok && parsed.draft.version).toBe('0.5');
      expect(parsed.ok && parsed.draft.shipmentFrom.address.division).toBe('NY');

      const list = await call(token, 'GET', '/api/shipment_drafts?exists[completedOn]=false');
      expect(list.statusCode).toBe(200);
      const ids = list.json()['hydra:member'].map((d: { id: string }) => d.id);
      expect(ids).toContain(old);
      expect(ids).not.toContain(broken);
      expect((await call(token, 'GET', `/api/shipment_drafts/${broken}`)).statusCode).toBe(404);
      await db.execute(sql`delete from shipment_drafts where id = ${broken}`);
    });

    it('answers a draft it wrote as stored, reads a hand-edited one through parseDraft again, and keeps the kept totals right', async () => {
      const token = await client();
      const { db } = ctx.database.handle;
      const totals = async () => {
        const read = async (query: string) =>
          (await call(token, 'GET', `/api/shipment_drafts?itemsPerPage=1${query}`)).json()[
            'hydra:totalItems'
          ];
        const counted = await db.execute(
          sql`select count(*) filter (where completed_on is null) as open, count(*) as all from shipment_drafts where owner_subject = ${`user:${DEMO_CLIENT_ID}`}`,
        );
        const row = rowsOf<{ open: string | number; all: string | number }>(counted)[0];
        return {
          open: await read('&exists[completedOn]=false'),
          completed: await read('&exists[completedOn]=true'),
          all: await read(''),
          counted: {
            open: Number(row?.open),
            completed: Number(row?.all) - Number(row?.open),
            all: Number(row?.all),
          },
        };
      };
      const before = await totals();
      expect([before.open, before.completed, before.all]).toEqual([
        before.counted.open,
        before.counted.completed,
        before.counted.all,
      ]);
      const created = (
        await call(
          token,
          'POST',
          '/api/shipment_drafts',
          body(toStoredDraftJson(domesticDraft()), { name: 'Kept' }),
        )
      ).json();
      const listed = async () =>
        (await call(token, 'GET', '/api/shipment_drafts?exists[completedOn]=false&itemsPerPage=100'))
          .json()
          ['hydra:member'].find((d: { id: string }) => d.id === created.id);
      // As stored, and what reading it through parseDraft answers (the GET by id reads it the same way).
      expect((await listed()).payload).toBe(created.payload);
      const parsed = parseDraft(created.payload);
      expect(parsed.ok && toStoredDraftJson({ ...parsed.draft, id: created.id })).toBe(created.payload);
      expect((await totals()).open).toBe(before.open + 1);
      const mark = await db.execute(
        sql`select payload_checked from shipment_drafts where id = ${created.id}`,
      );
      expect(rowsOf<{ payload_checked: string | null }>(mark)[0]?.payload_checked).toMatch(
        /^0\.5:[0-9a-f]{32}$/,
      );

      // A hand edit after the write no longer matches its marker: read (and migrated) again, or left out.
      const edited = { ...JSON.parse(created.payload), name: '  Edited by hand  ' };
      await db.execute(
        sql`update shipment_drafts set payload = ${JSON.stringify(edited)} where id = ${created.id}`,
      );
      expect(JSON.parse((await listed()).payload).name).toBe('Edited by hand');
      await db.execute(sql`update shipment_drafts set payload = '{not json' where id = ${created.id}`);
      expect(await listed()).toBeUndefined();

      // Completing it moves it from the open count to the completed one; deleting it takes it out.
      await call(
        token,
        'PUT',
        `/api/shipment_drafts/${created.id}`,
        body(toStoredDraftJson(domesticDraft()), {
          completedOn: new Date().toISOString(),
          shipmentId: 'S-9',
        }),
      );
      const completed = await totals();
      expect([completed.open, completed.completed, completed.all]).toEqual([
        before.open,
        before.completed + 1,
        before.all + 1,
      ]);
      expect((await call(token, 'DELETE', `/api/shipment_drafts/${created.id}`)).statusCode).toBe(204);
      const after = await totals();
      expect([after.open, after.completed, after.all]).toEqual([before.open, before.completed, before.all]);
      expect([after.open, after.completed, after.all]).toEqual([
        after.counted.open,
        after.counted.completed,
        after.counted.all,
      ]);
    });

    it('lists the unfinished drafts newest first, 10 a page, with the total and hydra links', async () => {
      const token = (await signIn(ctx.app, demoEmail('whitelisted'))).token;
      for (let i = 0; i < 12; i++) {
        await call(
          token,
          'POST',
          '/api/shipment_drafts',
          body(toStoredDraftJson(createEmptyDraft()), { name: `Draft ${i}` }),
        );
      }
      await call(
        token,
        'POST',
        '/api/shipment_drafts',
        body(toStoredDraftJson(createEmptyDraft()), {
          name: 'Done',
          completedOn: new Date().toISOString(),
          shipmentId: 'S-1',
        }),
      );
      const first = (await call(token, 'GET', '/api/shipment_drafts?exists[completedOn]=false')).json();
      expect(first['hydra:totalItems']).toBe(12);
      expect(first['hydra:member']).toHaveLength(10);
      expect(first['hydra:member'][0].name).toBe('Draft 11');
      expect(first['hydra:view']['hydra:next']).toContain('page=2');
      const second = (
        await call(token, 'GET', '/api/shipment_drafts?exists[completedOn]=false&page=2')
      ).json();
      expect(second['hydra:member'].map((d: { name: string }) => d.name)).toEqual(['Draft 1', 'Draft 0']);
      const all = (await call(token, 'GET', '/api/shipment_drafts?itemsPerPage=100')).json();
      expect(all['hydra:totalItems']).toBe(13);
    });

    it("lets a CSR acting for a client save the client's draft, recorded as the writer and audited", async () => {
      const csr = await actingToken(ctx.app, 'csr', DEMO_CLIENT_ID);
      const created = await call(
        csr,
        'POST',
        '/api/shipment_drafts',
        body(toStoredDraftJson(domesticDraft()), { name: 'For the client' }),
      );
      expect(created.statusCode).toBe(201);
      expect(created.json().ownedById).toBe(DEMO_CLIENT_ID);
      // The client sees it as theirs.
      expect(
        (await call(await client(), 'GET', `/api/shipment_drafts/${created.json().id}`)).statusCode,
      ).toBe(200);
      const rows = await ctx.database.handle.db.execute(
        sql`select action from audit_log where subject_id = ${DEMO_CLIENT_ID} and action = 'writeForClient'`,
      );
      expect(JSON.stringify(rows)).toContain('writeForClient');
    });

    it('asks a guest to sign in and keeps drafts from a suspended account unchanged', async () => {
      const guest = await guestToken(ctx.app);
      expect((await call(guest, 'GET', '/api/shipment_drafts')).statusCode).toBe(403);
      const suspended = (await signIn(ctx.app, demoEmail('suspended'))).token;
      const refused = await call(
        suspended,
        'POST',
        '/api/shipment_drafts',
        body(toStoredDraftJson(createEmptyDraft())),
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorCode).toBe('AccountSuspended');
    });
  });
});

/** A domestic draft whose shipper said it holds documents only (spec 01 §2 domestic details). */
const domesticDocuments = () =>
  toStoredDraftJson({
    ...domesticDraft(),
    isDocumentsShipment: true,
    shipmentDetails: documentsDraft().shipmentDetails,
  });

describe.each(backends)(
  'a domestic documents draft on $name (spec 01 §2 "exclusively Documents")',
  (backend) => {
    for (const on of [true, false]) {
      describe.skipIf(!backend.available)(`with DOMESTIC_DOCUMENTS ${on ? 'on' : 'off'}`, () => {
        const ctx = useAccountsApp(backend, { flags: { ...FEATURE_FLAG_DEFAULTS, DOMESTIC_DOCUMENTS: on } });
        const call = callAs(() => ctx.app);

        it(on ? 'is answered as documents' : 'is answered as a products draft (spec 01 §4)', async () => {
          const token = (await signIn(ctx.app, demoEmail('client'))).token;
          const created = await call(token, 'POST', '/api/shipment_drafts', body(domesticDocuments()));
          expect(created.statusCode).toBe(201);
          const read = await call(token, 'GET', `/api/shipment_drafts/${created.json().id}`);
          const stored = parseDraft(read.json().payload, { allowDomesticDocuments: true });
          expect(stored.ok && stored.draft.isDomestic).toBe(true);
          expect(stored.ok && stored.draft.isDocumentsShipment).toBe(on);
        });
      });
    }
  },
);
