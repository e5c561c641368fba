import { postalCodeQuery, validateAddressRequest } from '@shipdeck/core/contract';
import type { FastifyInstance } from 'fastify';
import { contextIri, hydraCollection } from '../platform/jsonld';
import { parseInput } from '../platform/parseInput';
import { validateAddress } from './addressValidation';
import { suggestPostalCodes } from './postalCodeIndex';

/**
 * GET /api/data/postal-codes?countryCode=&search= (spec 01 §7, spec 03 §7): postal code and city
 * suggestions. Nothing matching is an empty list: spec 01 §7 lets a client tolerate a 404 there (ours
 * still does), but a lookup that finds nothing has not failed, and a browser logs every 404 as an
 * error (issue 16).
 */
export async function postalCodeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/data/postal-codes', async (request, reply) => {
    const { countryCode, search } = parseInput(postalCodeQuery, request.query);
    const suggestions = suggestPostalCodes(countryCode, search);
    // The data only changes with a release; a browser may reuse an answer for an hour.
    reply.header('cache-control', 'private, max-age=3600');
    return hydraCollection('PostalCodeSuggestion', '/api/data/postal-codes', suggestions, suggestions.length);
  });

  /**
   * POST /api/data/validate-address {address} (spec 01 §7, spec 03 §7): always 200 — valid, or the
   * spec's non-blocking notice with what did not match (addressValidation.ts).
   */
  app.post('/api/data/validate-address', async (request, reply) => {
    const { address } = parseInput(validateAddressRequest, request.body);
    reply.header('cache-control', 'no-store');
    return {
      '@context': contextIri('AddressValidation'),
      '@type': 'AddressValidation',
      ...validateAddress(address),
    };
  });
}
