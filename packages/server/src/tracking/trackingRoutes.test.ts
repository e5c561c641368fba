import { dhlWaybillNumber } from '@shipdeck/core/tracking';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../rateLimit/rateLimitStore';
import { DEMO_CLIENT_ID } from '../seed/demoAccounts';
import { actingToken, demoEmail, signIn, useAccountsApp } from '../testing/accounts';
import { afterShipDay, bookShipment, recordingRenderer } from '../testing/bookings';
import { bearer, guestToken } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();
const DAY = 86_400_000;

describe.each(backends)('GET /api/tracking/{trackingNumber} on $name (issue 14)', (backend) => {
  const ctx = useAccountsApp(backend, { documents: recordingRenderer(), rateLimits: createMemoryStore() });
  const get = (token: string | null, number: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/tracking/${encodeURIComponent(number)}`,
      headers: token ? bearer(token) : {},
    });
  let booked: { id: string; trackingNumber: string } | undefined;
  /** A shipment of the demo client's, a few days on its way. */
  const shipment = async () => {
    if (booked) return booked;
    const token = (await signIn(ctx.app, demoEmail('client'))).token;
    booked = await bookShipment(ctx.app, token, { carrier: 'UPS', idempotencyKey: 'tracking-1' });
    // Four days after its ship day (the next weekday), whatever day the test runs on.
    const booking = (
      await ctx.app.inject({ method: 'GET', url: `/api/shipments/${booked.id}`, headers: bearer(token) })
    ).json() as { targetShipDate: string };
    const ahead = afterShipDay(booking.targetShipDate, 4 * DAY);
    ctx.advance(ahead);
    await ctx.app.trackingJobs.check(booked.id);
    ctx.advance(-ahead);
    return booked;
  };

  describe.skipIf(!backend.available)('', () => {
    it('shows the owner every scan with its facility and detail, and the shipment', async () => {
      const { id, trackingNumber } = await shipment();
      const answer = await get((await signIn(ctx.app, demoEmail('client'))).token, trackingNumber);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      const body = answer.json();
      expect(body).toMatchObject({
        '@type': 'Tracking',
        view: 'owner',
        trackingNumber,
        status: { state: 'in_transit', label: 'In transit', tone: 'info' },
        origin: { city: 'New York', countryCode: 'US' },
        shipment: { id, receiverName: expect.any(String) },
      });
      expect(body.trackingUrl).toContain(trackingNumber);
      // Newest first; the first scan is the label's.
      expect(body.events.at(-1)).toMatchObject({
        seq: 1,
        code: 'label_created',
        label: 'Shipping label created',
      });
      expect(body.events.some((e: { facility?: string | null }) => e.facility)).toBe(true);
      expect(body.events[0].seq).toBeGreaterThan(body.events[1].seq);
      // Staff acting for the owner see what the owner sees.
      const acting = await actingToken(ctx.app, 'csr', DEMO_CLIENT_ID);
      expect((await get(acting, trackingNumber)).json().view).toBe('owner');
    });

    it('shows anyone else with the number the status, dates and cities only', async () => {
      const { trackingNumber } = await shipment();
      for (const token of [await guestToken(ctx.app), (await signIn(ctx.app, demoEmail('client2'))).token]) {
        const body = (await get(token, trackingNumber)).json();
        expect(body.view).toBe('public');
        expect(body.shipment).toBeNull();
        expect(body.status.state).toBe('in_transit');
        expect(body.events.length).toBeGreaterThan(2);
        for (const event of body.events) {
          expect(Object.keys(event).sort()).toEqual(
            ['city', 'code', 'countryCode', 'division', 'label', 'occurredOn', 'seq'].sort(),
          );
        }
        expect(JSON.stringify(body)).not.toMatch(/Fifth Avenue|Whitfield|Hub|Signed/);
      }
    });

    it('names the carrier of another number by its format and check digit, with its page', async () => {
      const guest = await guestToken(ctx.app);
      const waybill = dhlWaybillNumber('987654321');
      expect((await get(guest, waybill)).json()).toMatchObject({
        view: 'carrier',
        carrier: 'DHL',
        carrierName: 'DHL Express',
        checkDigitValid: true,
        trackingUrl: `https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=${waybill}`,
        status: null,
        events: [],
      });
      const wrong = waybill.slice(0, -1) + ((Number(waybill.at(-1)) + 1) % 7);
      expect((await get(guest, wrong)).json()).toMatchObject({
        carrier: null,
        checkDigitValid: false,
        trackingUrl: null,
      });
      expect((await get(guest, 'ABC')).json()).toMatchObject({ carrier: null, checkDigitValid: null });
    });

    it('refuses what is no tracking number (400), and asks for a token (401)', async () => {
      const guest = await guestToken(ctx.app);
      for (const bad of ['9'.repeat(41), 'DROP TABLE;', '<script>', '%00'])
        expect((await get(guest, bad)).statusCode).toBe(400);
      expect((await get(null, '1Z999AA10123456784')).statusCode).toBe(401);
    });

    it('keeps a caller within its budget (60 lookups a minute), then answers 429 with Retry-After', async () => {
      const token = await guestToken(ctx.app);
      let last = 0;
      let retryAfter: unknown;
      for (let i = 0; i < 61; i++) {
        const answer = await get(token, `1Z999AA1012345${String(6000 + i)}`);
        last = answer.statusCode;
        retryAfter = answer.headers['retry-after'];
      }
      expect(last).toBe(429);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    });
  });
});
