import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, startTestSession, testUser } from '../testing/testSession';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const party = (city: string, countryCode: string) => ({
  companyName: `${city} Co`,
  contactName: 'Dana Whitfield',
  phoneNumber: '+1 212 555 0142',
  email: null,
  countryCode,
  addressLine1: '1 Main Street',
  addressLine2: null,
  addressLine3: null,
  city,
  postalCode: '10118',
  division: null,
  isResidential: false,
});

function shipment(overrides: Record<string, unknown> = {}) {
  return {
    '@id': '/api/shipments/s-1',
    id: 's-1',
    hasError: false,
    targetShipDate: '2026-11-27',
    trackingNumber: '1234567890',
    carrier: { id: 'P', name: 'DHL Express Worldwide', productCode: 'P', carrier: 'DHL' },
    primaryStatusFlag: 1 | 2 | 4 | 32 | 64 | 256,
    primaryStatusFlagLabel: 'Awaiting drop-off',
    documents: [
      { id: 'd-label', type: 'label', fileName: 'label.pdf' },
      { id: 'd-invoice', type: 'commercial_invoice', fileName: 'invoice.pdf' },
    ],
    ownedById: 'u-1',
    shipmentFrom: party('New York', 'US'),
    shipmentTo: party('Berlin', 'DE'),
    declaredTotalValue: 1210,
    hasBatteries: false,
    hasDangerousGoods: false,
    description: 'Ceramic vases',
    shipmentReferenceNumber: null,
    isDutiable: true,
    isImport: false,
    isDomestic: false,
    isUSTerritories: false,
    createdOn: '2026-11-26T10:00:00.000Z',
    canceledOn: null,
    payment: {
      type: 'pay_now',
      amount: { amount: 123.87, currency: 'USD' },
      method: 'Visa ending in 4242',
      accountNumber: null,
      chargeStatus: 'captured',
    },
    rate: { estimatedDelivery: '2026-12-01' },
    exportFiling: 'NO EEI 30.37(a)',
    pieces: 2,
    totalWeight: { value: 22, unit: 'lb' },
    ...overrides,
  };
}

function stubApi(answers: { document?: (id: string) => Response; shipment?: Record<string, unknown> } = {}) {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/ld+json' } });
  let current = shipment(answers.shipment);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: { method?: string; body?: string }) => {
      const url = new URL(String(input));
      const method = init?.method ?? 'GET';
      sent.push({ method, path: url.pathname, body: init?.body ? JSON.parse(init.body) : undefined });
      if (url.pathname === '/api/shipments/s-1') return json(current);
      if (url.pathname.startsWith('/api/shipment_documents/'))
        return answers.document?.(url.pathname.split('/').pop() ?? '') ?? json({}, 404);
      if (url.pathname === '/api/cancel_shipment_actions') {
        current = shipment({
          primaryStatusFlag: 16384 | 256,
          primaryStatusFlagLabel: 'Canceled',
          canceledOn: '2026-11-26T11:00:00.000Z',
          payment: { ...current.payment, chargeStatus: 'refunded' },
        });
        return json({
          shipmentCanceled: true,
          pickupCanceled: false,
          refunded: { amount: 123.87, currency: 'USD' },
        });
      }
      return json({ 'hydra:description': 'Not found.' }, 404);
    }),
  );
  return sent;
}

async function open(path: string) {
  const { session } = await startTestSession({ user: testUser() });
  renderRoutes(session, path);
  return userEvent.setup();
}

describe('the shipment summary (spec 02 §2)', () => {
  it('congratulates on a new shipment and shows its tracking number, payment, parties and documents', async () => {
    stubApi();
    await open('/shipment-summary/s-1?new=1');
    expect(await screen.findByRole('heading', { name: 'Congratulations!' })).toBeTruthy();
    expect(screen.getByText('You have successfully created a new shipment!')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Go To View History' }).length).toBeGreaterThan(0);
    expect(screen.getByText('United States to Germany')).toBeTruthy();
    expect(screen.getByTestId('tracking-number').textContent).toBe('1234567890');
    expect(screen.getByText('NO EEI 30.37(a)')).toBeTruthy();
    expect(screen.getByText(/Paid now: Visa ending in 4242 · \$123\.87/)).toBeTruthy();
    const documents = screen.getByRole('region', { name: '1. Print your documents' });
    const boxes = within(documents).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.checked)).toEqual([true, true]);
    expect(within(documents).getByText('Shipping label')).toBeTruthy();
    expect(within(documents).getByText('Commercial invoice')).toBeTruthy();
  });

  it('tells an awaiting drop-off shipment to go to a drop-off location, and an in-transit one only that it had no pickup', async () => {
    stubApi();
    await open('/shipment-summary/s-1');
    expect(
      await screen.findByText('No pickup is scheduled: hand the package to DHL at a drop-off location.'),
    ).toBeTruthy();
    cleanup();
    stubApi({
      shipment: { primaryStatusFlag: 1 | 2 | 4 | 32 | 64 | 512, primaryStatusFlagLabel: 'In transit' },
    });
    await open('/shipment-summary/s-1');
    expect(await screen.findByText('No pickup was scheduled for this shipment.')).toBeTruthy();
    expect(screen.queryByText(/drop-off location/)).toBeNull();
  });

  it('says "Paid now" and the amount when the payment method it was paid with is no longer stored', async () => {
    const paid = shipment().payment;
    stubApi({ shipment: { payment: { ...paid, method: null } } });
    await open('/shipment-summary/s-1');
    expect(await screen.findByText('Paid now · $123.87')).toBeTruthy();
  });

  it('is "Shipment Overview" when opened again, and says when it is not found', async () => {
    stubApi();
    await open('/shipment-summary/s-1');
    expect(await screen.findByRole('heading', { name: 'Shipment Overview' })).toBeTruthy();
    cleanup();
    await open('/shipment-summary/other');
    expect(await screen.findByText('Shipment not found.')).toBeTruthy();
  });

  it('opens the Document Problem modal when the carrier has not generated the label after the retries', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout'] });
    try {
      stubApi({
        document: () =>
          new Response(JSON.stringify({ 'hydra:description': 'Not yet.' }), {
            status: 418,
            headers: { 'content-type': 'application/ld+json' },
          }),
      });
      const user = await open('/shipment-summary/s-1');
      await screen.findByRole('heading', { name: 'Shipment Overview' });
      const documents = screen.getByRole('region', { name: '1. Print your documents' });
      await user.click(within(documents).getByRole('checkbox', { name: 'Commercial invoice' }));
      vi.stubGlobal(
        'open',
        vi.fn(() => null),
      );
      const downloading = user.click(within(documents).getByRole('button', { name: 'Download' }));
      await vi.advanceTimersByTimeAsync(5_000);
      await downloading;
      const dialog = await screen.findByRole('dialog', { name: 'Document Problem' });
      expect(dialog.textContent).toContain('The carrier is still generating this document.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('cancels after the confirmation and shows the shipment as canceled and refunded', async () => {
    const sent = stubApi();
    const user = await open('/shipment-summary/s-1');
    await screen.findByRole('heading', { name: 'Shipment Overview' });
    await user.click(screen.getByRole('button', { name: 'Cancel Shipment' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this shipment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel This Shipment' }));
    expect(await screen.findByText('You have successfully canceled Shipment')).toBeTruthy();
    expect(sent.find((r) => r.path === '/api/cancel_shipment_actions')?.body).toEqual({
      shipmentId: 's-1',
      cancelRelatedPickup: false,
    });
    expect(await screen.findByText(/This shipment was canceled on/)).toBeTruthy();
    expect(screen.getByText(/Refunded/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Shipment' })).toBeNull();
  });
});
