import type { TrackingResource } from '@shipdeck/core/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, startTestSession, testUser } from '../testing/testSession';

const OURS = '1Z999AA10123456784';
const answer = (number: string): TrackingResource =>
  number === OURS
    ? {
        '@id': `/api/tracking/${number}`,
        '@type': 'Tracking',
        trackingNumber: number,
        view: 'owner',
        carrier: 'UPS',
        carrierName: 'UPS',
        trackingUrl: `https://www.ups.com/track?loc=en_US&tracknum=${number}`,
        checkDigitValid: true,
        status: { state: 'in_transit', label: 'In transit', tone: 'info' },
        shipDate: '2030-03-04',
        deliveredOn: null,
        origin: { city: 'New York', division: 'NY', countryCode: 'US' },
        destination: { city: 'Chicago', division: 'IL', countryCode: 'US' },
        events: [
          {
            seq: 2,
            code: 'picked_up',
            label: 'Picked up',
            occurredOn: '2030-03-04T21:30:00Z',
            city: 'New York',
            division: 'NY',
            countryCode: 'US',
            facility: null,
            detail: 'Collected by the driver at the shipper',
          },
        ],
        shipment: null,
      }
    : {
        '@id': `/api/tracking/${number}`,
        '@type': 'Tracking',
        trackingNumber: number,
        view: 'carrier',
        carrier: number.length === 10 ? 'DHL' : null,
        carrierName: number.length === 10 ? 'DHL Express' : null,
        trackingUrl:
          number.length === 10
            ? `https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=${number}`
            : null,
        checkDigitValid: number.length === 10 ? true : null,
        status: null,
        shipDate: null,
        deliveredOn: null,
        origin: null,
        destination: null,
        events: [],
        shipment: null,
      };

vi.stubGlobal(
  'fetch',
  vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    const match = /\/api\/tracking\/([^/?]+)/.exec(url);
    if (match) {
      return new Response(JSON.stringify(answer(decodeURIComponent(match[1] ?? ''))), {
        status: 200,
        headers: { 'content-type': 'application/ld+json' },
      });
    }
    return new Promise<Response>(() => {});
  }),
);
afterEach(cleanup);

const LAZY = { timeout: 5_000 };

describe("the header's Track box (spec 03 §2; issue 14)", () => {
  it('opens our tracking page, with the timeline, for a number of ours', async () => {
    const { session } = await startTestSession({ user: testUser() });
    const router = renderRoutes(session, '/get-quote');
    const user = userEvent.setup();
    await user.type(await screen.findByPlaceholderText('Enter Any Tracking Number'), OURS.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Track' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/track/${OURS}`));
    expect(await screen.findByText('Collected by the driver at the shipper', {}, LAZY)).toBeTruthy();
    expect(screen.getByText('In transit')).toBeTruthy();
  });

  it("opens the carrier's page in a new tab for another number, and refuses one no carrier has", async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { session } = await startTestSession({ user: testUser() });
    renderRoutes(session, '/get-quote');
    const user = userEvent.setup();
    const box = await screen.findByPlaceholderText('Enter Any Tracking Number');
    await user.type(box, '9876543214');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=9876543214',
        '_blank',
        'noopener',
      ),
    );
    await user.clear(box);
    await user.type(box, 'HELLO');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(
      await screen.findByText('We could not recognise this tracking number. Please check it and try again.'),
    ).toBeTruthy();
    open.mockRestore();
  });
});
