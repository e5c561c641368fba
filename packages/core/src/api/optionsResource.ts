import type { CountryOption, CurrencyOption, PostalCodeSuggestion } from '../contract/options';
import { isApiFailure } from './apiError';
import { unwrapCollection } from './hydra';
import type { OptionCache } from './optionCache';
import type { ApiTransport } from './transport';

/** Option lists (cached 20 minutes, spec 01 §7) and postal-code suggestions. */
export function optionsResource(transport: ApiTransport, cache: OptionCache) {
  const list = <T>(path: string) =>
    cache.get(path, async () => unwrapCollection<T>(await transport.request<unknown>(path)).items);

  return {
    /** GET /country_options: title-cased, sorted, USA first (spec 01 §9). */
    countryOptions: (): Promise<CountryOption[]> => list<CountryOption>('/country_options'),
    /** GET /currency_options. */
    currencyOptions: (): Promise<CurrencyOption[]> => list<CurrencyOption>('/currency_options'),
    /** GET /data/postal-codes; 404 (nothing matches) is tolerated as an empty list (spec 01 §7). */
    async postalCodes(countryCode: string, search: string): Promise<PostalCodeSuggestion[]> {
      const data = await transport.request<unknown>('/data/postal-codes', {
        query: { countryCode, search },
        tolerate: [404],
      });
      return isApiFailure(data) ? [] : unwrapCollection<PostalCodeSuggestion>(data).items;
    },
  };
}
