import { postalCodeQuery } from '@shipdeck/core/contract';
import type { FastifyInstance } from 'fastify';
import { serverMessage } from '../messages';
import { notFound } from '../platform/apiError';
import { hydraCollection } from '../platform/jsonld';
import { parseInput } from '../platform/parseInput';
import { suggestPostalCodes } from './postalCodeIndex';

/**
 * GET /api/data/postal-codes?countryCode=&search= (spec 01 §7, spec 03 §7): postal code and city
 * suggestions. Nothing matching is a 404, which the spec's client tolerates as "no suggestions".
 */
export async function postalCodeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/data/postal-codes', async (request, reply) => {
    const { countryCode, search } = parseInput(postalCodeQuery, request.query);
    const suggestions = suggestPostalCodes(countryCode, search);
    if (suggestions.length === 0) throw notFound(serverMessage('postalCodes.none', { search }));
    // The data only changes with a release; a browser may reuse an answer for an hour.
    reply.header('cache-control', 'private, max-age=3600');
    return hydraCollection('PostalCodeSuggestion', '/api/data/postal-codes', suggestions, suggestions.length);
  });
}
