import { FEATURE_FLAG_DEFAULTS } from '@shipdeck/core/contract';
import { parseDraft } from '@shipdeck/core/shipment';
import { newOrder } from '@shipdeck/core/testing';
import { describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../seed/demoAccounts';
import { actingToken, demoEmail, signIn, useAccountsApp } from '../testing/accounts';
import { countingTrackingNumbers, domesticDraft, preparedBody, recordingRenderer } from '../testing/bookings';
import { multipartForm } from '../testing/multipart';
import { bearer, callAs } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();
const ORDERS_ON = { ...FEATURE_FLAG_DEFAULTS, ORDERS: true };

type Listed = { 'hydra:member': Array<{ orderNumber: string; id: string }>; 'hydra:totalItems': number };
const numbers = (list: Listed) => list['hydra:member'].map((order) => order.orderNumber);

describe.each(backends)('orders on $name (spec 02 §2-§7 "Orders"; issue 15)', (backend) => {
  const ctx = useAccountsApp(backend, {
    flags: ORDERS_ON,
    documents: recordingRenderer(),
    trackingNumbers: countingTrackingNumbers(),
  });
  const tokenOf = (key: string) => signIn(ctx.app, demoEmail(key)).then((s) => s.token);
  const call = callAs(() => ctx.app);

  describe.skipIf(!backend.available)('the routes', () => {
    it('saves a New Order and lists it under its tab with every tab counted, newest order date first', async () => {
      const token = await tokenOf('client2');
      const created = await call(token, 'POST', '/api/orders', newOrder('NW-1001'));
      expect(created.statusCode).toBe(201);
      const order = created.json();
      expect(created.headers.location).toBe(`/api/orders/${order.id}`);
      expect(order).toMatchObject({
        '@type': 'Order',
        status: 'awaiting_shipment',
        orderNumber: 'NW-1001',
        source: 'manual',
        shippingAddress: { city: 'San Francisco', country: 'US' },
        customerName: 'Maya Chen',
        orderDate: '2026-11-20',
        description: '2 × Stoneware mug, 1 × Small bowl',
        totalWeight: 3.3,
        totalSum: { amount: 70.6, currency: 'USD' },
        shippingPaid: { amount: 12.5, currency: 'USD' },
        service: null,
        shipCost: null,
        isCsrCreated: false,
      });
      // Not paid: it awaits payment (spec 02 §4).
      const unpaid = newOrder('NW-1002');
      await call(token, 'POST', '/api/orders', {
        ...unpaid,
        orderInformation: { ...unpaid.orderInformation, paidDate: null, oderDate: '2026-11-22' },
      });
      await call(token, 'POST', '/api/orders', {
        ...newOrder('NW-1003'),
        orderInformation: { ...newOrder('NW-1003').orderInformation, oderDate: '2026-11-24' },
      });

      const shipTab = await call(token, 'GET', '/api/orders?status=awaiting_shipment');
      expect(shipTab.statusCode).toBe(200);
      const body = shipTab.json();
      expect(numbers(body)).toEqual(['NW-1003', 'NW-1001']);
      expect(body['hydra:totalItems']).toBe(2);
      expect(body.statusCounts).toEqual({
        awaiting_payment: 1,
        on_hold: 0,
        awaiting_shipment: 2,
        processed: 0,
        cancelled: 0,
      });
      expect(numbers((await call(token, 'GET', '/api/orders?status=awaiting_payment')).json())).toEqual([
        'NW-1002',
      ]);
      // Pages of one.
      const second = (
        await call(token, 'GET', '/api/orders?status=awaiting_shipment&itemsPerPage=1&page=2')
      ).json();
      expect(numbers(second)).toEqual(['NW-1001']);
      expect(second['hydra:view']['hydra:previous']).toContain('status=awaiting_shipment');
    });

    it('searches by order number, name or city, any case, and counts the tabs under the search', async () => {
      const token = await tokenOf('client2');
      const other = newOrder('ZX-77');
      await call(token, 'POST', '/api/orders', {
        ...other,
        recipientInformation: {
          ...other.recipientInformation,
          name: 'Olu Adeyemi',
          address: { ...other.recipientInformation.address, city: 'Portland', state: 'OR', zipCode: '97201' },
        },
      });
      const found = (q: string) =>
        call(token, 'GET', `/api/orders?status=awaiting_shipment&search=${encodeURIComponent(q)}`).then((r) =>
          r.json(),
        );
      expect(numbers(await found('zx-'))).toEqual(['ZX-77']);
      expect(numbers(await found('ADEYEMI'))).toEqual(['ZX-77']);
      expect(numbers(await found('portl'))).toEqual(['ZX-77']);
      expect((await found('portl')).statusCounts.awaiting_payment).toBe(0);
      // LIKE's wildcards are text, not patterns.
      expect(numbers(await found('%'))).toEqual([]);
    });

    it("answers the spec's required fields at their paths, a taken number, and a malformed body with 400", async () => {
      const token = await tokenOf('client2');
      const blank = await call(token, 'POST', '/api/orders', {
        recipientInformation: {
          name: '',
          companyName: '',
          address: { addressLine1: '', city: '', state: '', zipCode: '', country: '' },
        },
        orderInformation: { id: '', shippingPaid: null, taxPaid: null, totalPaid: null },
        orderLineItems: [{ name: '', quantity: 0 }],
      });
      expect(blank.statusCode).toBe(422);
      const violations = Object.fromEntries(
        blank
          .json()
          .violations.map((v: { propertyPath: string; message: string }) => [v.propertyPath, v.message]),
      );
      expect(violations).toMatchObject({
        'recipientInformation.name': 'Name is required',
        'recipientInformation.companyName': 'Company is required',
        'recipientInformation.address.addressLine1': 'Address Line 1 is required',
        'recipientInformation.address.city': 'City is required',
        'recipientInformation.address.state': 'State is required',
        'recipientInformation.address.zipCode': 'Zip is required',
        'recipientInformation.address.country': 'Country is required',
        'orderInformation.id': 'Order Number is required',
        'orderInformation.shippingPaid': 'Shipping Paid is required',
        'orderInformation.taxPaid': 'Tax Paid is required',
        'orderInformation.totalPaid': 'Total Paid is required',
        'orderLineItems[0].name': 'Item Name is required',
        'orderLineItems[0].quantity': 'Quantity must be a whole number of at least 1',
      });

      await call(token, 'POST', '/api/orders', newOrder('DUP-1'));
      const again = await call(token, 'POST', '/api/orders', newOrder(' DUP-1 '));
      expect(again.statusCode).toBe(422);
      expect(again.json().violations[0]).toMatchObject({
        propertyPath: 'orderInformation.id',
        message: 'An order with this number already exists.',
      });
      const auto = newOrder('');
      const generated = await call(token, 'POST', '/api/orders', {
        ...auto,
        orderInformation: { ...auto.orderInformation, autogenerate: true },
      });
      expect(generated.statusCode).toBe(201);
      expect(generated.json().orderNumber).toMatch(/^SD-\d{8}-[0-9A-F]{6}$/);

      const unknownCountry = newOrder('XX-1');
      const refused = await call(token, 'POST', '/api/orders', {
        ...unknownCountry,
        recipientInformation: {
          ...unknownCountry.recipientInformation,
          address: { ...unknownCountry.recipientInformation.address, country: 'QQ' },
        },
      });
      expect(refused.statusCode).toBe(422);
      for (const malformed of [{ recipientInformation: 'x' }, { orderLineItems: 5 }, []]) {
        expect((await call(token, 'POST', '/api/orders', malformed)).statusCode).toBe(400);
      }
      expect((await call(token, 'GET', '/api/orders?status=shipped')).statusCode).toBe(400);
      expect((await call(token, 'DELETE', '/api/orders/not-a-uuid')).statusCode).toBe(404);
    });

    it('archives an order out of every tab and deletes one; a deleted order is not found', async () => {
      const token = await tokenOf('client2');
      const a = (await call(token, 'POST', '/api/orders', newOrder('AR-1'))).json();
      const d = (await call(token, 'POST', '/api/orders', newOrder('DE-1'))).json();
      const archived = await call(token, 'POST', `/api/orders/${a.id}/archive_actions`, {});
      expect(archived.statusCode).toBe(200);
      const list = (await call(token, 'GET', '/api/orders?status=awaiting_shipment&search=-1')).json();
      expect(numbers(list)).not.toContain('AR-1');
      expect(numbers(list)).toContain('DE-1');
      expect((await call(token, 'DELETE', `/api/orders/${d.id}`)).statusCode).toBe(204);
      const gone = await call(token, 'DELETE', `/api/orders/${d.id}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()['hydra:description']).toBe('Order not found.');
      // Its number is free again.
      expect((await call(token, 'POST', '/api/orders', newOrder('DE-1'))).statusCode).toBe(201);
    });

    it('lists the archived orders of every status with archived=true and restores one into its tab', async () => {
      const token = await tokenOf('client2');
      const unpaid = newOrder('RS-2');
      const paid = (await call(token, 'POST', '/api/orders', newOrder('RS-1'))).json();
      const waiting = (
        await call(token, 'POST', '/api/orders', {
          ...unpaid,
          orderInformation: { ...unpaid.orderInformation, paidDate: null },
        })
      ).json();
      await call(token, 'POST', '/api/orders', newOrder('RS-3'));
      for (const order of [paid, waiting]) {
        const archived = await call(token, 'POST', `/api/orders/${order.id}/archive_actions`, {});
        expect(archived.json().archivedOn).toEqual(expect.any(String));
      }
      const view = await call(token, 'GET', '/api/orders?archived=true&search=rs-');
      expect(view.statusCode).toBe(200);
      const body = view.json();
      // Newest archived first, whatever their status; the tabs' counts leave them out.
      expect(numbers(body)).toEqual(['RS-2', 'RS-1']);
      expect(body['hydra:totalItems']).toBe(2);
      expect(body.statusCounts).toMatchObject({ awaiting_payment: 0, awaiting_shipment: 1 });
      expect(body['hydra:view']['@id']).toContain('archived=true');

      const restored = await call(token, 'POST', `/api/orders/${waiting.id}/restore_actions`, {});
      expect(restored.statusCode).toBe(200);
      expect(restored.json()).toMatchObject({ id: waiting.id, status: 'awaiting_payment', archivedOn: null });
      // Restoring again answers it as it is.
      expect((await call(token, 'POST', `/api/orders/${waiting.id}/restore_actions`, {})).statusCode).toBe(
        200,
      );
      expect(
        numbers((await call(token, 'GET', '/api/orders?status=awaiting_payment&search=rs-')).json()),
      ).toEqual(['RS-2']);
      expect(numbers((await call(token, 'GET', '/api/orders?archived=true&search=rs-')).json())).toEqual([
        'RS-1',
      ]);
      expect((await call(token, 'POST', '/api/orders/nope/restore_actions', {})).statusCode).toBe(404);
    });

    it('Mark as Paid: an order entered without a paid date moves to Awaiting Shipment; on hold stays on hold', async () => {
      const token = await tokenOf('client2');
      const unpaid = newOrder('MP-1');
      const order = (
        await call(token, 'POST', '/api/orders', {
          ...unpaid,
          orderInformation: { ...unpaid.orderInformation, paidDate: null },
        })
      ).json();
      expect(order.status).toBe('awaiting_payment');
      const refused = await call(token, 'POST', `/api/orders/${order.id}/mark_paid_actions`, {
        paidDate: '2026-02-30',
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().violations).toEqual([
        expect.objectContaining({
          propertyPath: 'paidDate',
          message: 'Paid Date must be a date (yyyy-MM-dd)',
        }),
      ]);
      const paid = await call(token, 'POST', `/api/orders/${order.id}/mark_paid_actions`, {
        paidDate: '2026-11-25',
      });
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toMatchObject({ status: 'awaiting_shipment', paidDate: '2026-11-25' });
      // Paid already: answered as it is (its date kept).
      const again = await call(token, 'POST', `/api/orders/${order.id}/mark_paid_actions`, {});
      expect(again.json()).toMatchObject({ status: 'awaiting_shipment', paidDate: '2026-11-25' });
      expect(
        numbers((await call(token, 'GET', '/api/orders?status=awaiting_shipment&search=mp-')).json()),
      ).toEqual(['MP-1']);

      // Today when left out; a shop's hold is not lifted by the payment.
      const form = multipartForm({
        field: 'orders',
        fileName: 'held.csv',
        bytes:
          'Order Number,Order Date,Paid Date,Status,Name,Company,Address Line 1,City,State,Zip,Country,Shipping Paid,Tax Paid,Total Paid,Item Name,Quantity,Price\n' +
          'MP-2,2026-11-20,,On Hold,Ann Lee,Lee Co,1 Main St,Austin,TX,78701,US,5,0,25,Cup,1,20\n',
      });
      const imported = await ctx.app.inject({
        method: 'POST',
        url: '/api/import_orders',
        headers: { ...form.headers, ...bearer(token) },
        payload: form.payload,
      });
      expect(imported.statusCode).toBe(200);
      const held = (await call(token, 'GET', '/api/orders?status=on_hold&search=mp-2')).json()[
        'hydra:member'
      ][0];
      const today = new Date().toISOString().slice(0, 10);
      const heldPaid = (await call(token, 'POST', `/api/orders/${held.id}/mark_paid_actions`)).json();
      expect(heldPaid).toMatchObject({ status: 'on_hold', paidDate: today });
    });

    it('Ship Selected: makes a draft from the order, opens the same one twice, and booking it ships the order', async () => {
      const token = await tokenOf('client');
      const order = (await call(token, 'POST', '/api/orders', newOrder('SHIP-1'))).json();
      const prep = await call(token, 'POST', '/api/create_prep_request_for_order_actions', {
        orderId: order.id,
      });
      expect(prep.statusCode).toBe(200);
      const answer = prep.json();
      expect(answer).toMatchObject({
        orderId: order.id,
        ownedById: DEMO_CLIENT_ID,
        draftId: answer.draft.id,
      });
      const parsed = parseDraft(answer.draft.payload);
      if (!parsed.ok) throw new Error('the draft does not parse');
      expect(parsed.draft.name).toBe('Order SHIP-1');
      expect(parsed.draft.shipmentTo).toMatchObject({
        companyName: 'Chen Studio',
        contactName: 'Maya Chen',
        country: 'US',
        phoneNumber: '+1 415 555 0134',
        address: {
          addressLine1: '1200 Market Street',
          city: 'San Francisco',
          postalCode: '94102',
          division: 'CA',
        },
      });
      expect(parsed.draft.shipmentDetails.products?.packages[0]?.weight).toBe(3.3);
      const again = await call(token, 'POST', '/api/create_prep_request_for_order_actions', {
        orderId: order.id,
      });
      expect(again.json().draftId).toBe(answer.draftId);

      // The wizard completes the draft (a sender, box sizes and a service) and books it.
      const draft = domesticDraft();
      draft.id = answer.draftId;
      draft.shipmentTo = parsed.draft.shipmentTo;
      const { prep: body } = await preparedBody(ctx.app, token, draft, { carrier: 'UPS' });
      const booked = await call(token, 'POST', '/api/complete_prep_and_pickup_actions', {
        prep: body,
        newPickup: null,
        existingPickup: null,
        draftId: answer.draftId,
      });
      expect(booked.json()).toMatchObject({ successful: true });
      const shipped = (await call(token, 'GET', '/api/orders?status=processed&search=SHIP-1')).json();
      expect(shipped['hydra:member'][0]).toMatchObject({
        orderNumber: 'SHIP-1',
        status: 'processed',
        shipmentId: booked.json().shipmentId,
        service: expect.stringMatching(/^UPS \/ /),
        shipCost: { amount: expect.any(Number), currency: 'USD' },
      });
      const refused = await call(token, 'POST', '/api/create_prep_request_for_order_actions', {
        orderId: order.id,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()['hydra:description']).toBe('This order has already been shipped.');

      // A second order's draft comes with the sender of the last booking.
      const next = (await call(token, 'POST', '/api/orders', newOrder('SHIP-2'))).json();
      const nextDraft = (
        await call(token, 'POST', '/api/create_prep_request_for_order_actions', { orderId: next.id })
      ).json();
      const nextParsed = parseDraft(nextDraft.draft.payload);
      expect(nextParsed.ok && nextParsed.draft.shipmentFrom.companyName).toBe(draft.shipmentFrom.companyName);
    });

    it("records a CSR acting for the client as the order's writer", async () => {
      const acting = await actingToken(ctx.app, 'csr', DEMO_CLIENT_ID);
      const created = await call(acting, 'POST', '/api/orders', newOrder('CSR-1'));
      expect(created.json()).toMatchObject({ ownedById: DEMO_CLIENT_ID, isCsrCreated: true });
    });
  });
});

describe.each(backends)('orders with the ORDERS flag off, on $name', (backend) => {
  const ctx = useAccountsApp(backend);
  it.skipIf(!backend.available)('answers 404 "This feature is not available." (spec 02 §6)', async () => {
    const token = (await signIn(ctx.app, demoEmail('client'))).token;
    const answer = await callAs(() => ctx.app)(token, 'GET', '/api/orders');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()['hydra:description']).toBe('This feature is not available.');
  });
});
