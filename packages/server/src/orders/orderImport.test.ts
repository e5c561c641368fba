import { FEATURE_FLAG_DEFAULTS } from '@shipdeck/core/contract';
import { newOrder } from '@shipdeck/core/testing';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { demoEmail, signIn, useAccountsApp } from '../testing/accounts';
import { multipartForm } from '../testing/multipart';
import { bearer, callAs } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();

const HEADER =
  'Order Number,Order Date,Paid Date,Name,Company,Address Line 1,City,State,Zip,Country,Shipping Paid,Tax Paid,Total Paid,Item Name,Quantity,Price,Weight (lbs)';
const row = (number: string, paid: string, zip = '78701') =>
  `${number},2026-11-20,${paid},Ann Lee,Lee Co,1 Main St,Austin,TX,${zip},US,5,0,25,Cup,1,20,1`;

describe.each(backends)('importing orders and the order webhook on $name (issue 15)', (backend) => {
  const ctx = useAccountsApp(backend, { flags: { ...FEATURE_FLAG_DEFAULTS, ORDERS: true } });
  const call = callAs(() => ctx.app);
  const upload = (token: string, fileName: string, bytes: Uint8Array | string) => {
    const form = multipartForm({ field: 'orders', fileName, bytes });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/import_orders',
      headers: { ...form.headers, ...bearer(token) },
      payload: form.payload,
    });
  };
  const tab = async (token: string, status: string) =>
    (await call(token, 'GET', `/api/orders?status=${status}&itemsPerPage=100`))
      .json()
      ['hydra:member'].map((o: { orderNumber: string }) => o.orderNumber)
      .sort();

  describe.skipIf(!backend.available)('the import', () => {
    it('refuses a file with one bad row, imports nothing of it, and takes it once corrected', async () => {
      const token = (await signIn(ctx.app, demoEmail('client2'))).token;
      const bad = [HEADER, row('IM-1', '2026-11-20'), row('IM-2', ''), row('IM-3', '2026-11-20', '')].join(
        '\n',
      );
      const refused = await upload(token, 'orders.csv', bad);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        errorCode: 'InvalidImportRows',
        'hydra:description':
          '1 rows of the file have errors: nothing was imported. Correct them and import the file again.',
        violations: [{ propertyPath: 'rows[4]', message: 'Zip is required' }],
      });
      expect(await tab(token, 'awaiting_shipment')).toEqual([]);

      const good = [HEADER, row('IM-1', '2026-11-20'), row('IM-2', ''), row('IM-3', '2026-11-20')].join('\n');
      const imported = await upload(token, 'orders.csv', good);
      expect(imported.statusCode).toBe(200);
      expect(imported.json()).toMatchObject({ platform: 'shipdeck', imported: 3, updated: 0 });
      expect(await tab(token, 'awaiting_shipment')).toEqual(['IM-1', 'IM-3']);
      expect(await tab(token, 'awaiting_payment')).toEqual(['IM-2']);

      // The same export later: IM-2 was paid meanwhile, so it moves to Awaiting Shipment (spec 02 §4).
      const later = [HEADER, row('IM-2', '2026-11-22')].join('\n');
      expect((await upload(token, 'orders.csv', later)).json()).toMatchObject({ imported: 0, updated: 1 });
      expect(await tab(token, 'awaiting_shipment')).toEqual(['IM-1', 'IM-2', 'IM-3']);
    }, 120_000);

    it('reads an .xlsx file, and refuses a file that is not one with a reason at the field', async () => {
      const token = (await signIn(ctx.app, demoEmail('client2'))).token;
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Orders');
      sheet.addRow(HEADER.split(','));
      sheet.addRow(row('XL-1', '2026-11-20').split(','));
      const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
      const imported = await upload(token, 'orders.xlsx', bytes);
      expect(imported.statusCode).toBe(200);
      expect(imported.json().orders).toMatchObject([{ orderNumber: 'XL-1', status: 'awaiting_shipment' }]);

      const renamed = await upload(token, 'orders.xlsx', 'Order Number\nA');
      expect(renamed.statusCode).toBe(422);
      expect(renamed.json().violations[0].propertyPath).toBe('orders');
      const noHeader = await upload(token, 'orders.csv', 'a,b,c\n1,2,3');
      expect(noHeader.json()['hydra:description']).toBe(
        'The file has no header row naming an order number and a street address.',
      );
    }, 120_000);
  });

  describe.skipIf(!backend.available)('a partner connected as a selling channel', () => {
    it("writes a connected shop's orders with its secret key, and nobody else's", async () => {
      const admin = (await signIn(ctx.app, demoEmail('admin'))).token;
      const keyOf = async (name: string) =>
        (
          await call(admin, 'POST', '/api/partner_keys', { name, origins: ['https://shop.example.com'] })
        ).json() as { publishableKey: string; secretKey: string };
      const partner = await keyOf('Storefront partner');
      const stranger = await keyOf('Another partner');
      const client = (await signIn(ctx.app, demoEmail('client'))).token;

      const unknown = await call(client, 'POST', '/api/order_channels', {
        publishableKey: 'pk_live_nothing',
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()['hydra:description']).toBe('No partner has this key.');
      const connected = await call(client, 'POST', '/api/order_channels', {
        publishableKey: partner.publishableKey,
      });
      expect(connected.statusCode).toBe(201);
      const channel = connected.json();
      expect(channel).toMatchObject({
        partnerName: 'Storefront partner',
        publishableKey: partner.publishableKey,
      });
      const again = await call(client, 'POST', '/api/order_channels', {
        publishableKey: partner.publishableKey,
      });
      expect(again.json().id).toBe(channel.id);
      expect((await call(client, 'GET', '/api/order_channels')).json()['hydra:member']).toHaveLength(1);

      const send = (secretKey: string, payload: unknown) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/order_webhook_actions',
          headers: { authorization: `Bearer ${secretKey}` },
          payload: payload as object,
        });
      const unpaid = newOrder('WH-1');
      const order = { ...unpaid, orderInformation: { ...unpaid.orderInformation, paidDate: null } };
      const created = await send(partner.secretKey, { channelId: channel.id, order });
      expect(created.statusCode).toBe(200);
      expect(created.json()).toMatchObject({ created: true, status: 'awaiting_payment' });
      // Paid later: the same order sent again moves to Awaiting Shipment.
      const paid = await send(partner.secretKey, { channelId: channel.id, order: newOrder('WH-1') });
      expect(paid.json()).toMatchObject({
        created: false,
        status: 'awaiting_shipment',
        orderId: created.json().orderId,
      });
      const held = await send(partner.secretKey, {
        channelId: channel.id,
        status: 'on_hold',
        order: newOrder('WH-1'),
      });
      expect(held.json().status).toBe('on_hold');

      // Another partner's key, a token of ours, or no key: refused.
      expect((await send(stranger.secretKey, { channelId: channel.id, order })).statusCode).toBe(404);
      expect((await send(client, { channelId: channel.id, order })).statusCode).toBe(401);
      const refused = await send(partner.secretKey, {
        channelId: channel.id,
        order: { ...order, recipientInformation: { ...order.recipientInformation, name: '' } },
      });
      expect(refused.statusCode).toBe(422);

      // Disconnected: the partner writes no more.
      expect((await call(client, 'DELETE', `/api/order_channels/${channel.id}`)).statusCode).toBe(204);
      expect((await send(partner.secretKey, { channelId: channel.id, order })).statusCode).toBe(404);
    });
  });
});
