import { isValidTrackingNumber } from '@shipdeck/core/tracking';
import { describe, expect, it } from 'vitest';
import { barcodesOn, readPdf } from '../documents/testing/readPdf';
import { demoEmail, signIn, useAccountsApp } from '../testing/accounts';
import { exportDraft, preparedBody } from '../testing/bookings';
import { bearer } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();

/**
 * A booking through the whole server as it runs (issue 12): the real tracking numbers and the
 * documents engine's worker pool, read back by a PDF reader and a barcode reader that did not write them.
 */
describe.each(backends.filter((b) => b.name === 'pglite'))(
  'the documents of a booking on $name',
  (backend) => {
    const ctx = useAccountsApp(backend);

    it.skipIf(!backend.available)(
      'prints the tracking number on a 4×6 label whose Code 128 decodes back to it, and an invoice',
      async () => {
        const token = (await signIn(ctx.app, demoEmail('client'))).token;
        const { prep } = await preparedBody(ctx.app, token, exportDraft(), { paymentId: null });
        const booked = await ctx.app.inject({
          method: 'POST',
          url: '/api/prepare_shipment_actions',
          headers: bearer(token),
          payload: prep,
        });
        const { shipment } = booked.json();
        expect(shipment.carrier).toBe('DHL');
        expect(isValidTrackingNumber('DHL', shipment.trackingNumber)).toBe(true);
        const types = shipment.documents.map((d: { type: string }) => d.type).sort();
        expect(types).toEqual(['commercial_invoice', 'label']);

        const label = shipment.documents.find((d: { type: string }) => d.type === 'label');
        const answer = await ctx.app.inject({
          method: 'GET',
          url: `/api/shipment_documents/${label.id}`,
          headers: bearer(token),
        });
        const bytes = Buffer.from(answer.json().file.split(',')[1], 'base64');
        const pages = await readPdf(new Uint8Array(bytes));
        const first = pages[0];
        if (!first) throw new Error('the label has no page');
        expect([first.width, first.height]).toEqual([288, 432]);
        expect(first.texts.join(' ').replace(/\s+/g, '')).toContain(shipment.trackingNumber);
        expect(barcodesOn(first, 'code128')).toContain(shipment.trackingNumber);

        const all = await ctx.app.inject({
          method: 'GET',
          url: `/api/file/download-all/${booked.json().shipmentId}`,
          headers: bearer(token),
        });
        expect(all.headers['content-type']).toBe('application/pdf');
        expect((await readPdf(new Uint8Array(all.rawPayload))).length).toBeGreaterThanOrEqual(2);
      },
      60_000,
    );
  },
);
