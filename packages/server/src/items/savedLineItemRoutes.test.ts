import { randomUUID } from 'node:crypto';
import type { SavedLineItemBodyInput } from '@shipdeck/core/contract';
import { savedItem } from '@shipdeck/core/testing';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/database';
import { DEMO_CLIENT_ID } from '../seed/demoAccounts';
import { actingToken, demoEmail, quickAccess, signIn, useAccountsApp } from '../testing/accounts';
import { callAs, guestToken } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();

/** The fixture item, its code as digits (the API formats it). */
const mug = (over: Partial<SavedLineItemBodyInput> = {}): SavedLineItemBodyInput => ({
  ...savedItem(),
  commodityCode: { code: '6912004400' },
  ...over,
});

describe.each(backends)('saved line items on $name (spec 03 §7 "Saved line items")', (backend) => {
  const ctx = useAccountsApp(backend);
  const tokenOf = (key: string) => signIn(ctx.app, demoEmail(key)).then((s) => s.token);
  const call = callAs(() => ctx.app);

  describe.skipIf(!backend.available)('the routes', () => {
    it('saves an item with its code formatted, reads it in the list, changes it and deletes it', async () => {
      const token = await tokenOf('client');
      const created = await call(token, 'POST', '/api/saved_line_items', mug());
      expect(created.statusCode).toBe(201);
      const item = created.json();
      expect(created.headers.location).toBe(`/api/saved_line_items/${item.id}`);
      expect(item).toMatchObject({
        '@type': 'SavedLineItem',
        nickname: 'Stoneware mug',
        commodityCode: { code: '6912.00.4400' },
        countryOfOrigin: { code: 'US' },
        value: { amount: 18, currency: { code: 'USD' } },
        license: { number: null, expiry: null, symbol: null },
        quantity: { amount: 4, unit: 'PCS' },
        weight: { value: 0.8, unit: 'pound' },
        eccn: null,
        ownedById: DEMO_CLIENT_ID,
        createdById: DEMO_CLIENT_ID,
        isCsrCreated: false,
      });
      expect(item.warnings).toBeUndefined();

      // Acknowledged after the write: the list has it.
      const list = (await call(token, 'GET', '/api/saved_line_items?nickname=mug')).json();
      expect(list['hydra:member'].map((m: { id: string }) => m.id)).toEqual([item.id]);

      const changed = await call(
        token,
        'PUT',
        `/api/saved_line_items/${item.id}`,
        mug({ nickname: 'Mug, blue glaze', quantity: { amount: 6.7, unit: 'PCS' } }),
      );
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ nickname: 'Mug, blue glaze', quantity: { amount: 6 } });

      expect((await call(token, 'DELETE', `/api/saved_line_items/${item.id}`)).statusCode).toBe(204);
      const again = await call(token, 'DELETE', `/api/saved_line_items/${item.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()['hydra:description']).toBe('Item not found.');
    });

    it("answers the spec's rules at their fields, and a malformed body with 400, never 500", async () => {
      const token = await tokenOf('client');
      const refused = await call(
        token,
        'POST',
        '/api/saved_line_items',
        mug({
          nickname: '',
          commodityCode: { code: '6912.00' },
          quantity: { amount: null, unit: 'PCS' },
          countryOfOrigin: { code: 'XX' },
        }),
      );
      expect(refused.statusCode).toBe(422);
      const at = Object.fromEntries(
        refused
          .json()
          .violations.map((v: { propertyPath: string; message: string }) => [v.propertyPath, v.message]),
      );
      expect(at).toEqual({
        nickname: 'Name is required',
        'commodityCode.code': 'Correct format is "XXXX.XX.XXXX"',
        'quantity.amount': 'Quantity is required',
        'countryOfOrigin.code': 'Country of Manufacture is not valid. Please choose a country from the list.',
      });
      for (const payload of [
        {},
        { ...mug(), weight: { value: 1, unit: 'stone' } },
        { ...mug(), value: 5 },
        [],
      ]) {
        expect((await call(token, 'POST', '/api/saved_line_items', payload)).statusCode).toBe(400);
      }
      expect((await call(token, 'PUT', '/api/saved_line_items/not-an-id', mug())).statusCode).toBe(404);
    });

    it('saves a code the Harmonized System does not know, with the non-blocking warning', async () => {
      const token = await tokenOf('client');
      const created = await call(
        token,
        'POST',
        '/api/saved_line_items',
        mug({ nickname: 'Returned goods', commodityCode: { code: '9801.10.0000' } }),
      );
      expect(created.statusCode).toBe(201);
      expect(created.json().warnings).toEqual([
        {
          propertyPath: 'commodityCode.code',
          message: 'Please double check that this code is valid. You can still continue.',
          severity: 'warning',
        },
      ]);
    });

    it('lists 11 a page by name A to Z, every page reachable, and searches part of the name in any case', async () => {
      const token = await tokenOf('whitelisted');
      const names = Array.from({ length: 13 }, (_, i) => `Item ${String.fromCharCode(109 - i)}`);
      for (const nickname of names) await call(token, 'POST', '/api/saved_line_items', mug({ nickname }));
      await call(token, 'POST', '/api/saved_line_items', mug({ nickname: '100% cotton_tee' }));
      const first = (await call(token, 'GET', '/api/saved_line_items')).json();
      expect(first['hydra:totalItems']).toBe(14);
      expect(first['hydra:member']).toHaveLength(11);
      expect(first['hydra:member'].slice(0, 3).map((m: { nickname: string }) => m.nickname)).toEqual([
        '100% cotton_tee',
        'Item a',
        'Item b',
      ]);
      expect(first['hydra:view']['hydra:next']).toContain('page=2');
      const second = (await call(token, 'GET', '/api/saved_line_items?page=2')).json();
      expect(second['hydra:member'].map((m: { nickname: string }) => m.nickname)).toEqual([
        'Item k',
        'Item l',
        'Item m',
      ]);
      const found = (await call(token, 'GET', '/api/saved_line_items?nickname=ITEM%20C')).json();
      expect(found['hydra:member'].map((m: { nickname: string }) => m.nickname)).toEqual(['Item c']);
      // LIKE's wildcards are searched for as they are.
      const percent = (await call(token, 'GET', '/api/saved_line_items?nickname=0%25%20c')).json();
      expect(percent['hydra:totalItems']).toBe(1);
      expect((await call(token, 'GET', '/api/saved_line_items?nickname=_')).json()['hydra:totalItems']).toBe(
        1,
      );
    });

    it("keeps each account's items its own: another account's item reads, changes and deletes as not found", async () => {
      const mine = (await call(await tokenOf('client'), 'POST', '/api/saved_line_items', mug())).json();
      const other = await tokenOf('client2');
      expect((await call(other, 'GET', '/api/saved_line_items')).json()['hydra:member']).toEqual([]);
      expect((await call(other, 'PUT', `/api/saved_line_items/${mine.id}`, mug())).statusCode).toBe(404);
      expect((await call(other, 'DELETE', `/api/saved_line_items/${mine.id}`)).statusCode).toBe(404);
      expect((await call(other, 'DELETE', `/api/saved_line_items/${randomUUID()}`)).statusCode).toBe(404);
      // ownedBy naming another account is refused, never obeyed.
      const claimed = await call(other, 'POST', '/api/saved_line_items', {
        ...mug(),
        ownedBy: `/users/${DEMO_CLIENT_ID}`,
      });
      expect(claimed.statusCode).toBe(403);
    });

    it("lets a CSR acting for a client save the client's item, marked CSR-created and audited", async () => {
      const csr = await actingToken(ctx.app, 'csr', DEMO_CLIENT_ID);
      const created = await call(csr, 'POST', '/api/saved_line_items', {
        ...mug({ nickname: 'For the client' }),
        ownedBy: `/users/${DEMO_CLIENT_ID}`,
        createdBy: `/users/${DEMO_CLIENT_ID}`,
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ ownedById: DEMO_CLIENT_ID, isCsrCreated: true });
      const clientList = (
        await call(await tokenOf('client'), 'GET', '/api/saved_line_items?nickname=for%20the')
      ).json();
      expect(clientList['hydra:member'][0]).toMatchObject({ id: created.json().id, isCsrCreated: true });
      const rows = rowsOf<{ details: unknown }>(
        await ctx.database.handle.db.execute(
          sql`select details from audit_log where subject_id = ${DEMO_CLIENT_ID} and action = 'writeForClient'`,
        ),
      );
      expect(JSON.stringify(rows)).toContain('/api/saved_line_items');
    });

    it('asks a guest to sign in and quick access for its password', async () => {
      const guest = await call(await guestToken(ctx.app), 'GET', '/api/saved_line_items');
      expect(guest.statusCode).toBe(403);
      const quick = await call(await quickAccess(ctx.app, '812345606'), 'GET', '/api/saved_line_items');
      expect(quick.statusCode).toBe(403);
      expect(quick.json().errorCode).toBe('PasswordRequired');
    });
  });
});
