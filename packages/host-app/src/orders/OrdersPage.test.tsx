import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, startTestSession, testUser } from '../testing/testSession';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const order = (number: string, status: string) => ({
  '@id': `/api/orders/${number}`,
  id: `id-${number}`,
  status,
  orderNumber: number,
  source: 'import',
  shippingAddress: { city: 'Boston', country: 'US' },
  customerName: 'Ana Ruiz',
  orderDate: '2026-11-20',
  description: '2 × Stoneware mug',
  totalWeight: 1.6,
  service: status === 'processed' ? 'UPS / UPS Ground' : null,
  shipCost: status === 'processed' ? { amount: 12.4, currency: 'USD' } : null,
});
const COUNTS = { awaiting_payment: 0, on_hold: 0, awaiting_shipment: 1, processed: 0, cancelled: 0 };

/** The orders API over a fake fetch: one order awaiting shipment; records every call. */
function stubOrdersApi() {
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
        const members = tab === 'awaiting_shipment' ? [order('NW-2005', 'awaiting_shipment')] : [];
        return json({ 'hydra:member': members, 'hydra:totalItems': members.length, statusCounts: COUNTS });
      }
      if (url.pathname === '/api/order_channels') return json({ 'hydra:member': [], 'hydra:totalItems': 0 });
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
    expect(
      await screen.findByText(
        'No orders are awaiting payment. Orders paid later move to Awaiting Shipment once they are paid.',
      ),
    ).toBeTruthy();
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
});
