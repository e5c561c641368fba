import { additionalServiceQuery } from '@shipdeck/core/contract';
import {
  ADDITIONAL_SERVICE_OPTIONS,
  EEI_FILING_TYPE_OPTIONS,
  EXPORT_TYPE_OPTIONS,
  FTR_EXEMPTION_OPTIONS,
  INVOICE_TYPE_OPTIONS,
  ITEM_QUANTITY_OPTIONS,
  TERMS_OF_TRADE_OPTIONS,
  WHO_PAYS_OPTIONS,
} from '@shipdeck/core/shipment';
import type { FastifyInstance } from 'fastify';
import { cachedAnswer, OPTION_LIST_MAX_AGE_SECONDS } from '../platform/cachedAnswer';
import { hydraCollection, type ResourceType } from '../platform/jsonld';
import { parseInput } from '../platform/parseInput';
import { buildCountryOptions } from './countryOptions';
import { buildCurrencyOptions } from './currencyOptions';
import { buildCarrierServices } from './prepareOptions';

/** One option list: the same answer for everyone, built once, sent with an ETag, cacheable 20 minutes. */
const optionList = (type: ResourceType, path: string, build: () => readonly unknown[]) =>
  cachedAnswer(() => {
    const members = [...build()];
    return hydraCollection(type, path, members, members.length);
  }, OPTION_LIST_MAX_AGE_SECONDS);

/**
 * The option lists of spec 01 §7 (country_options … export_type_options), hydra collections that
 * clients keep 20 minutes (spec 01 §7). The lists are core's (shipment/model/optionLists.ts), the
 * countries, currencies and carrier services the server's data.
 */
export async function optionRoutes(app: FastifyInstance): Promise<void> {
  const lists: Array<[string, ResourceType, () => readonly unknown[]]> = [
    ['/api/country_options', 'CountryOption', buildCountryOptions],
    ['/api/currency_options', 'CurrencyOption', buildCurrencyOptions],
    ['/api/ftr_exemption_options', 'FtrExemptionOption', () => FTR_EXEMPTION_OPTIONS],
    ['/api/who_pays_options', 'WhoPaysOption', () => WHO_PAYS_OPTIONS],
    ['/api/terms_of_trade_options', 'TermsOfTradeOption', () => TERMS_OF_TRADE_OPTIONS],
    ['/api/item_quantity_options', 'ItemQuantityOption', () => ITEM_QUANTITY_OPTIONS],
    ['/api/invoice_type_options', 'InvoiceTypeOption', () => INVOICE_TYPE_OPTIONS],
    ['/api/eei_filing_type_options', 'EeiFilingTypeOption', () => EEI_FILING_TYPE_OPTIONS],
    ['/api/export_type_options', 'ExportTypeOption', () => EXPORT_TYPE_OPTIONS],
    ['/api/carrier_services', 'CarrierService', buildCarrierServices],
  ];
  for (const [path, type, build] of lists) {
    const answer = optionList(type, path, build);
    app.get(path, async (request, reply) => answer.send(request, reply));
  }

  // One cached answer per carrier; a carrier with no additional services answers an empty list.
  const perCarrier = new Map(
    Object.entries(ADDITIONAL_SERVICE_OPTIONS).map(([carrier, options]) => [
      carrier,
      optionList(
        'AdditionalServiceOption',
        `/api/additional_service_options?carrier=${carrier}`,
        () => options,
      ),
    ]),
  );
  const none = optionList('AdditionalServiceOption', '/api/additional_service_options', () => []);
  app.get('/api/additional_service_options', async (request, reply) => {
    const { carrier } = parseInput(additionalServiceQuery, request.query);
    return (perCarrier.get(carrier) ?? none).send(request, reply);
  });
}
