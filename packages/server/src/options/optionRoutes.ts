import type { FastifyInstance } from 'fastify';
import { cachedAnswer, OPTION_LIST_MAX_AGE_SECONDS } from '../platform/cachedAnswer';
import { hydraCollection } from '../platform/jsonld';
import { buildCountryOptions } from './countryOptions';
import { buildCurrencyOptions } from './currencyOptions';

/** GET /api/country_options and /api/currency_options (spec 01 §7 option lists), hydra collections. */
export async function optionRoutes(app: FastifyInstance): Promise<void> {
  const countries = cachedAnswer(() => {
    const members = buildCountryOptions();
    return hydraCollection('CountryOption', '/api/country_options', members, members.length);
  }, OPTION_LIST_MAX_AGE_SECONDS);
  const currencies = cachedAnswer(() => {
    const members = buildCurrencyOptions();
    return hydraCollection('CurrencyOption', '/api/currency_options', members, members.length);
  }, OPTION_LIST_MAX_AGE_SECONDS);

  app.get('/api/country_options', async (request, reply) => countries.send(request, reply));
  app.get('/api/currency_options', async (request, reply) => currencies.send(request, reply));
}
