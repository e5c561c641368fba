import { commodityCodeSearchQuery, type HsSubheadingSuggestion } from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import { commodityCodeDigits, formatCommodityCode } from '@shipdeck/core/shipment';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../platform/apiError';
import { hydraCollection } from '../platform/jsonld';
import { parseInput } from '../platform/parseInput';
import { formatSubheading, type HsSubheading, subheadingOf } from './hsNomenclature';
import { hsSearchIndex } from './hsSearch';

/** A code as a person writes it: 10 digits, with dots, spaces or dashes between them. */
const WRITTEN_CODE = /^[\d.\s-]{10,20}$/;

/** The nomenclature's data changes with a release only: a browser may keep an answer for a day. */
const CACHE = 'private, max-age=86400';

/**
 * A 10-digit Schedule B code the product recognises (spec 01 §5, spec 03 §5): its first six digits are a
 * subheading of the Harmonized System. The last four are national (the US Census Schedule B), which
 * this data does not hold, so any four are taken.
 */
export function isKnownCommodityCode(code: string): boolean {
  const digits = commodityCodeDigits(code);
  return digits.length === 10 && subheadingOf(digits) !== undefined;
}

export function toSuggestion(entry: HsSubheading): HsSubheadingSuggestion {
  return {
    code: formatSubheading(entry.code),
    subheading: entry.code,
    description: entry.description,
    heading: { code: entry.heading.code, description: entry.heading.description },
    chapter: { code: entry.chapter.code, description: entry.chapter.description },
  };
}

/**
 * GET /api/commodity_code_options/{code} (spec 03 §7) and, beyond the spec, GET
 * /api/commodity_code_options?search= (HS subheadings for an item's description, hsSearch.ts). The spec's
 * COMMODITY_CODE_SEARCH flag (off by default, spec 01 §6) decides whether the app offers the search; the
 * API answers it either way: it is public nomenclature data.
 */
export async function commodityCodeRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { code: string } }>('/api/commodity_code_options/:code', async (request, reply) => {
    const written = request.params.code;
    const digits = WRITTEN_CODE.test(written) ? commodityCodeDigits(written) : '';
    if (digits.length !== 10) {
      throw new ApiError(404, 'UnknownCommodityCode', messages('draft.item.commodityFormat'));
    }
    if (!isKnownCommodityCode(digits)) {
      throw new ApiError(404, 'UnknownCommodityCode', messages('draft.item.commodityUnknown'));
    }
    reply.header('cache-control', CACHE);
    // spec 03 §7: "an array of formatted codes (the first is used)".
    return [formatCommodityCode(digits)];
  });

  app.get('/api/commodity_code_options', async (request, reply) => {
    const { search, limit } = parseInput(commodityCodeSearchQuery, request.query);
    const members = hsSearchIndex().search(search, limit).map(toSuggestion);
    reply.header('cache-control', CACHE);
    return hydraCollection('CommodityCodeOption', '/api/commodity_code_options', members, members.length);
  });
}
