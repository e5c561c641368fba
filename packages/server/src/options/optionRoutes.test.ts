import {
  additionalServiceOption,
  carrierServiceOption,
  choiceOption,
  countryOption,
  currencyOption,
  hydraCollection,
  termsOfTradeOption,
} from '@shipdeck/core/contract';
import { UNITS_NOT_SOLD_BY_QUANTITY } from '@shipdeck/core/shipment';
import { describe, expect, it } from 'vitest';
import { currencyTable } from '../carriers/index';
import { useTestApp } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();

describe.each(backends)('option lists on $name', (backend) => {
  const ctx = useTestApp(backend);

  describe.skipIf(!backend.available)('GET /api/country_options', () => {
    it('answers every country as a hydra collection, USA first, cacheable for 20 minutes', async () => {
      const response = await ctx.app.inject({ url: '/api/country_options' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=1200');
      const body = hydraCollection(countryOption).parse(response.json());
      expect(body['@type']).toBe('hydra:Collection');
      expect(body['hydra:totalItems']).toBe(body['hydra:member'].length);
      expect(body['hydra:member'][0]?.code).toBe('US');
    });

    it('answers 304 when the client already has the list (ETag)', async () => {
      const first = await ctx.app.inject({ url: '/api/country_options' });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await ctx.app.inject({ url: '/api/country_options', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const stale = await ctx.app.inject({
        url: '/api/country_options',
        headers: { 'if-none-match': '"other"' },
      });
      expect(stale.statusCode).toBe(200);
    });

    it('needs no token: option lists are the same for everyone', async () => {
      const response = await ctx.app.inject({
        url: '/api/country_options',
        headers: { authorization: 'Bearer junk' },
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe.skipIf(!backend.available)('GET /api/currency_options', () => {
    it('lists the currencies of the sandbox exchange table', async () => {
      const response = await ctx.app.inject({ url: '/api/currency_options' });
      expect(response.statusCode).toBe(200);
      const body = hydraCollection(currencyOption).parse(response.json());
      expect(body['hydra:member']).toEqual(
        currencyTable.map(({ code, label }) => ({ code, value: code, label })),
      );
      expect(body['hydra:member'].map((c) => c.code)).toContain('USD');
    });
  });

  describe.skipIf(!backend.available)('the prepare flow lists (spec 01 §7)', () => {
    const get = async (url: string) => {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      // Cached by the client for 20 minutes, as /api/country_options (spec 01 §7).
      expect(response.headers['cache-control']).toBe('public, max-age=1200');
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
      return response.json();
    };
    const codes = (body: { 'hydra:member': Array<{ code: string }> }) =>
      body['hydra:member'].map((o) => o.code);

    it('answers each as a hydra collection, cacheable, with the model’s codes', async () => {
      const simple = {
        '/api/ftr_exemption_options': ['30.37(a)', '30.36'],
        '/api/who_pays_options': ['my_account', 'receiver', 'third_party', 'house_account'],
        '/api/invoice_type_options': ['commercial', 'proforma'],
        '/api/eei_filing_type_options': ['exempted', 'other', 'no'],
        '/api/export_type_options': ['permanent', 'temporary'],
      };
      for (const [url, expected] of Object.entries(simple)) {
        const body = hydraCollection(choiceOption).parse(await get(url));
        expect(body['@type']).toBe('hydra:Collection');
        expect(codes(body), url).toEqual(expected);
        expect(body['hydra:totalItems']).toBe(expected.length);
      }
    });

    it('words them as the spec does', async () => {
      const whoPays = await get('/api/who_pays_options');
      expect(whoPays['hydra:member'].map((o: { label: string }) => o.label)).toEqual([
        'My Optimal Account',
        'Receiver',
        'Third Party',
        'House Account',
      ]);
      const exportTypes = await get('/api/export_type_options');
      expect(exportTypes['hydra:member']).toEqual([
        {
          code: 'permanent',
          value: 'permanent',
          label: 'Permanent',
          description: "It won't be shipped back",
        },
        { code: 'temporary', value: 'temporary', label: 'Temporary', description: 'It will be shipped back' },
      ]);
      // spec 01 §9: in the offered list the proforma option is second and External is removed.
      const invoiceTypes = await get('/api/invoice_type_options');
      expect(codes(invoiceTypes)[1]).toBe('proforma');
      expect(codes(invoiceTypes)).not.toContain('external');
      const terms = hydraCollection(termsOfTradeOption).parse(await get('/api/terms_of_trade_options'));
      expect(codes(terms)).toEqual(['DAP', 'DDP']);
      expect(terms['hydra:member'].every((term) => term.definition.length > 20)).toBe(true);
    });

    it('offers no unit that is cleared from items (spec 01 §4)', async () => {
      const units = codes(hydraCollection(choiceOption).parse(await get('/api/item_quantity_options')));
      expect(units).toContain('PCS');
      for (const unit of UNITS_NOT_SOLD_BY_QUANTITY) expect(units).not.toContain(unit);
    });

    it("lists every carrier's services from the tariffs the gateway rates with", async () => {
      const services = hydraCollection(carrierServiceOption).parse(await get('/api/carrier_services'));
      const carriers = new Set(services['hydra:member'].map((s) => s.carrier));
      expect([...carriers].sort()).toEqual(['DHL', 'FEDEX', 'UPS']);
      expect(services['hydra:member']).toContainEqual(
        expect.objectContaining({ carrier: 'DHL', label: 'DHL Express Worldwide', productCode: 'P' }),
      );
      expect(new Set(codes(services)).size).toBe(services['hydra:member'].length);
    });

    it('answers a carrier’s additional services: UPS (the default) the signature options', async () => {
      const ups = hydraCollection(additionalServiceOption).parse(
        await get('/api/additional_service_options?carrier=UPS'),
      );
      expect(ups['hydra:member'].map((o) => o.value)).toEqual([2, 3]);
      expect(ups['hydra:member'][0]?.tooltip).toBe('Additional Fees may apply');
      expect(await get('/api/additional_service_options')).toEqual(ups);
      const dhl = await get('/api/additional_service_options?carrier=dhl');
      expect(codes(dhl)).toEqual(expect.arrayContaining(['SF', 'NN']));
      expect((await get('/api/additional_service_options?carrier=customer_routed'))['hydra:member']).toEqual(
        [],
      );
      const bad = await ctx.app.inject({ url: '/api/additional_service_options?carrier=%3Cscript%3E' });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe.skipIf(!backend.available)('GET /api/contexts/{type}', () => {
    it('serves the JSON-LD context an answer points to', async () => {
      const list = await ctx.app.inject({ url: '/api/country_options' });
      const context = await ctx.app.inject({ url: list.json()['@context'] });
      expect(context.statusCode).toBe(200);
      expect(context.json()['@context']).toMatchObject({ hydra: 'http://www.w3.org/ns/hydra/core#' });
      expect((await ctx.app.inject({ url: '/api/contexts/Nothing' })).statusCode).toBe(404);
    });
  });
});
