import type { CommodityCodeOptions, HsSubheadingSuggestion } from '../contract/items';
import { commodityCodeDigits } from '../shipment/model/commodityCode';
import { isApiFailure } from './apiError';
import { type Page, unwrapCollection } from './hydra';
import type { ApiTransport } from './transport';

/** Commodity codes (spec 01 §5, spec 03 §5, §7): is a Schedule B code known, and suggestions by words. */
export function commodityCodesResource(transport: ApiTransport) {
  return {
    /**
     * GET /commodity_code_options/{code}: the formatted code when the Harmonized System knows the first
     * six digits of a 10-digit code, null when it does not (404, "Please double check that this code is
     * valid. You can still continue."). Only 10-digit codes are asked (spec 03 §5).
     */
    async checkCommodityCode(code: string): Promise<string | null> {
      const digits = commodityCodeDigits(code);
      if (digits.length !== 10) return null;
      const data = await transport.request<CommodityCodeOptions>(`/commodity_code_options/${digits}`, {
        tolerate: [404],
      });
      if (isApiFailure(data)) return null;
      // spec 03 §7: an array of formatted codes, the first used; anything else is an unusable answer.
      const options = transport.body(data);
      const first = Array.isArray(options) ? options[0] : undefined;
      return typeof first === 'string' ? first : null;
    },
    /** GET /commodity_code_options?search=: HS subheadings for an item's description, best first. */
    async suggestCommodityCodes(search: string, limit?: number): Promise<Page<HsSubheadingSuggestion>> {
      const data = await transport.request<unknown>('/commodity_code_options', {
        query: { search: search.trim(), ...(limit ? { limit } : {}) },
      });
      return unwrapCollection<HsSubheadingSuggestion>(data);
    },
  };
}
