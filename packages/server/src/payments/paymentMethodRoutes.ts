import { paymentMethodListQuery, savedPaymentMethodBody } from '@shipdeck/core/contract';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../auth/authentication';
import { serverMessage } from '../messages';
import { notFound } from '../platform/apiError';
import { contextIri, hydraCollection } from '../platform/jsonld';
import { parseInput } from '../platform/parseInput';
import { PAYMENT_METHOD_IRI, type PaymentMethodService } from './paymentMethodService';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A method id from the path: anything that is not a UUID names no method (404, never a 500). */
function methodIdOf(id: string): string {
  if (!UUID.test(id)) throw notFound(serverMessage('paymentMethod.notFound'));
  return id.toLowerCase();
}

/** /api/saved_payment_methods (spec 03 §7): the caller's stored cards and bank accounts. */
export async function paymentMethodRoutes(
  app: FastifyInstance,
  { paymentMethods }: { paymentMethods: PaymentMethodService },
): Promise<void> {
  app.get('/api/saved_payment_methods', async (request, reply) => {
    const query = parseInput(paymentMethodListQuery, request.query);
    reply.header('cache-control', 'no-store');
    const { members, total } = await paymentMethods.list(callerOf(request), query.page, query.itemsPerPage);
    return hydraCollection('SavedPaymentMethod', PAYMENT_METHOD_IRI, members, total, {
      page: query.page,
      itemsPerPage: query.itemsPerPage,
    });
  });

  app.post('/api/saved_payment_methods', async (request, reply) => {
    const body = parseInput(savedPaymentMethodBody, request.body);
    const created = await paymentMethods.add(callerOf(request), body);
    reply.header('cache-control', 'no-store').header('location', created['@id']).code(201);
    return { '@context': contextIri('SavedPaymentMethod'), ...created };
  });

  app.delete<{ Params: { id: string } }>('/api/saved_payment_methods/:id', async (request, reply) => {
    await paymentMethods.remove(callerOf(request), methodIdOf(request.params.id));
    reply.header('cache-control', 'no-store');
    return { success: true };
  });
}
