import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, startTestSession, testUser } from '../testing/testSession';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const order = (number: string, status: string, paidDate: string | null = '2026-11-20') => ({
  '@id': `/api/orders/${number}`,
  id: `id-${number}`,
  status,
  orderNumber: number,
  source: 'import',
  shippingAddress: { city: 'Boston', country: 'US' },
  customerName: 'Ana Ruiz',
  orderDate: '2026-11-20',
  paidDate,
  description: '2 × Stoneware mug',
  totalWeight: 1.6,
  service: status === 'processed' ? 'UPS / UPS Ground' : null,
  shipCost: status === 'processed' ? { amount: 12.4, currency: 'USD' } : null,
});
const COUNTS = { awaiting_payment: 1, on_hold: 0, awaiting_shipment: 1, processed: 0, cancelled: 0 };

/**
 * The orders API over a fake fetch: one order awaiting shipment, one awaiting payment entered without a
 * paid date, one archived; an import is refused unless `importAnswer` is given. Records every call.
 */
function stubOrdersApi(importAnswer?: unknown) {
  const sent: Array<{ method: string; path: string; query: string; body: unknown }> = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/ld+json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: { method?: string; body?: unknown }) => {
      const url = new URL(String(input));
      const method = init?.method ?? 'GET';
      sent.push({
        method,
        path: url.pathname,
        query: url.search,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      if (method === 'GET' && url.pathname === '/api/orders') {
        const tab = url.searchParams.get('status');
        const members =
          url.searchParams.get('archived') === 'true'
            ? [{ ...order('AR-7', 'awaiting_shipment'), archivedOn: '2026-11-21T10:00:00.000Z' }]
            : tab === 'awaiting_shipment'
              ? [order('NW-2005', 'awaiting_shipment')]
              : tab === 'awaiting_payment'
                ? [order('NW-2009', 'awaiting_payment', null)]
                : [];
        return json({ 'hydra:member': members, 'hydra:totalItems': members.length, statusCounts: COUNTS });
      }
      if (url.pathname === '/api/order_channels') return json({ 'hydra:member': [], 'hydra:totalItems': 0 });
      if (url.pathname === '/api/import_orders' && importAnswer) return json(importAnswer);
      if (url.pathname.endsWith('/restore_actions'))
        return json({ ...order('AR-7', 'awaiting_shipment'), archivedOn: null });
      if (url.pathname.endsWith('/mark_paid_actions'))
        return json(order('NW-2009', 'awaiting_shipment', '2026-11-26'));
      if (url.pathname === '/api/import_orders')
        return json(
          {
            'hydra:description':
              '1 rows of the file have errors: nothing was imported. Correct them and import the file again.',
            errorCode: 'InvalidImportRows',
            violations: [{ propertyPath: 'rows[4]', message: 'Zip is required' }],
          },
          422,
        );
      if (url.pathname === '/api/create_prep_request_for_order_actions')
        return json({ orderId: 'id-NW-2005', ownedById: 'u-1', draftId: 'd-1', draft: { id: 'd-1' } });
      return new Response(null, { status: 404 });
    }),
  );
  return sent;
}

async function open() {
  const { session } = await startTestSession({ user: testUser(), flags: { ORDERS: true } });
  renderRoutes(session, '/orders');
  return userEvent.setup();
}

describe('the Orders screen (spec 02 §2; issue 15)', () => {
  it("shows each tab's count, an empty tab's text, and a tab's orders in the table's columns", async () => {
    stubOrdersApi();
    const user = await open();
    await user.click(await screen.findByRole('tab', { name: /Cancelled/ }));
    expect(await screen.findByText('No cancelled orders.')).toBeTruthy();
    const tab = screen.getByRole('tab', { name: /Awaiting Shipment/ });
    expect(tab.textContent).toContain('1');
    await user.click(tab);
    const row = (await screen.findByRole('checkbox', { name: 'Select order NW-2005' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Boston, US')).toBeTruthy();
    expect(within(row).getByText('1.6 lbs')).toBeTruthy();
    for (const column of [
      'Destination',
      'Name',
      'Order Date',
      'Order Content',
      'Total Weight',
      'Carrier / Service',
      'Ship. Cost',
      'Order ID',
    ])
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
  });

  it('Ship Selected is enabled with one order ticked and asks for a draft made from it', async () => {
    const sent = stubOrdersApi();
    const user = await open();
    await user.click(await screen.findByRole('tab', { name: /Awaiting Shipment/ }));
    const ship = screen.getByRole('button', { name: 'Ship Selected' }) as HTMLButtonElement;
    expect(ship.disabled).toBe(true);
    await user.click(await screen.findByRole('checkbox', { name: 'Select order NW-2005' }));
    expect(ship.disabled).toBe(false);
    await user.click(ship);
    await vi.waitFor(() =>
      expect(sent.find((s) => s.path === '/api/create_prep_request_for_order_actions')?.body).toEqual({
        orderId: 'id-NW-2005',
      }),
    );
  });

  it("lists an import's rows in error, nothing imported", async () => {
    stubOrdersApi();
    const user = await open();
    await user.click(
      (await screen.findAllByRole('button', { name: 'connect a selling channel' }))[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Connect a selling channel' });
    const file = new File(['Order Number\n'], 'orders.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByLabelText('Choose a .csv or .xlsx file'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Row 4: Zip is required')).toBeTruthy();
  });

  it('Mark as Paid: offered for an order without a paid date; the notice says it moved to Awaiting Shipment', async () => {
    const sent = stubOrdersApi();
    const user = await open();
    const row = (await screen.findByRole('checkbox', { name: 'Select order NW-2009' })).closest(
      'tr',
    ) as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Mark as Paid NW-2009' }));
    expect(await screen.findByText('The order is paid: it is under Awaiting Shipment.')).toBeTruthy();
    expect(sent.filter((s) => s.path === '/api/orders/id-NW-2009/mark_paid_actions')).toEqual([
      expect.objectContaining({ method: 'POST', body: {} }),
    ]);
    // A paid order has no Mark as Paid.
    await user.click(screen.getByRole('tab', { name: /Awaiting Shipment/ }));
    const paidRow = (await screen.findByRole('checkbox', { name: 'Select order NW-2005' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(paidRow).queryByRole('button', { name: /Mark as Paid/ })).toBeNull();
  });

  it('shows the archived orders and restores one, then goes back to the tabs', async () => {
    const sent = stubOrdersApi();
    const user = await open();
    await user.click(await screen.findByRole('button', { name: 'Show archived orders' }));
    const archived = await screen.findByRole('region', { name: 'Archived orders' });
    const row = (await within(archived).findByRole('button', { name: 'Restore AR-7' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Boston, US')).toBeTruthy();
    expect(within(row).queryByRole('checkbox')).toBeNull();
    expect(within(row).queryByRole('button', { name: /^Archive/ })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Restore AR-7' }));
    expect(await screen.findByText('The order has been restored.')).toBeTruthy();
    expect(sent.some((s) => s.method === 'POST' && s.path === '/api/orders/id-AR-7/restore_actions')).toBe(
      true,
    );
    expect(sent.filter((s) => s.query.includes('archived=true')).length).toBeGreaterThanOrEqual(2);
    await user.click(screen.getByRole('button', { name: 'Back to the tabs' }));
    expect(await screen.findByRole('tab', { name: /Awaiting Payment/ })).toBeTruthy();
  });

  it("after an import goes to the tab most of the file's orders landed in and says where they are", async () => {
    const sent = stubOrdersApi({
      platform: 'shipdeck',
      imported: 3,
      updated: 0,
      orders: [
        { id: 'a', orderNumber: 'F-1', status: 'awaiting_shipment' },
        { id: 'b', orderNumber: 'F-2', status: 'awaiting_shipment' },
        { id: 'c', orderNumber: 'F-3', status: 'on_hold' },
      ],
    });
    const user = await open();
    expect((await screen.findByRole('tab', { selected: true })).textContent).toContain('Awaiting Payment');
    await user.click(screen.getByRole('button', { name: 'connect a selling channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a selling channel' });
    const file = new File(['Order Number\n'], 'orders.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByLabelText('Choose a .csv or .xlsx file'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText('3 orders imported, 0 updated: 1 under On Hold, 2 under Awaiting Shipment.'),
    ).toBeTruthy();
    await vi.waitFor(() =>
      expect(screen.getByRole('tab', { selected: true }).textContent).toContain('Awaiting Shipment'),
    );
    expect(await screen.findByRole('checkbox', { name: 'Select order NW-2005' })).toBeTruthy();
    expect(sent.at(-1)?.query).toContain('status=awaiting_shipment');
  });
});
