import {
  addToPickupRequest,
  cancelPickupRequest,
  checkCapabilitiesRequest,
  modifyPickupRequest,
  pickupListQuery,
  schedulePickupForShipmentRequest,
  schedulePickupRequest,
  validatePickupRequest,
} from '@shipdeck/core/contract';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../auth/authentication';
import { contextIri, hydraCollection, type ResourceType } from '../platform/jsonld';
import { parseInput } from '../platform/parseInput';
import type { PickupService } from './pickupService';
import { PICKUP_IRI } from './pickupView';

/**
 * The pickup calls of spec 02 §7: capability check, validation, the standalone schedule, change,
 * cancel and the list. Each answer is sent after its write has committed.
 */
export async function pickupRoutes(
  app: FastifyInstance,
  { pickups }: { pickups: PickupService },
): Promise<void> {
  const action = <T extends object>(type: ResourceType, body: T) => ({
    '@context': contextIri(type),
    '@type': type,
    ...body,
  });

  app.post('/api/check_capabilities_actions', async (request, reply) => {
    const body = parseInput(checkCapabilitiesRequest, request.body);
    reply.header('cache-control', 'no-store');
    return action('CheckCapabilitiesAction', await pickups.checkCapabilities(callerOf(request), body));
  });

  app.post('/api/validate_pickup_actions', async (request, reply) => {
    const body = parseInput(validatePickupRequest, request.body);
    reply.header('cache-control', 'no-store');
    return action('ValidatePickupAction', await pickups.validate(callerOf(request), body));
  });

  app.post('/api/schedule_pickup_actions', async (request, reply) => {
    const body = parseInput(schedulePickupRequest, request.body);
    reply.header('cache-control', 'no-store');
    return action('SchedulePickupAction', await pickups.schedule(callerOf(request), body));
  });

  app.post('/api/modify_pickup_actions', async (request, reply) => {
    const body = parseInput(modifyPickupRequest, request.body);
    reply.header('cache-control', 'no-store');
    return action('ModifyPickupAction', await pickups.modify(callerOf(request), body));
  });

  app.post('/api/cancel_pickup_actions', async (request, reply) => {
    const body = parseInput(cancelPickupRequest, request.body);
    reply.header('cache-control', 'no-store');
    return action('CancelPickupAction', await pickups.cancel(callerOf(request), body));
  });

  app.post('/api/schedule_pickup_for_shipment_actions', async (request, reply) => {
    const body = parseInput(schedulePickupForShipmentRequest, request.body);
    reply.header('cache-control', 'no-store');
    return action(
      'SchedulePickupForShipmentAction',
      await pickups.scheduleForShipment(callerOf(request), body),
    );
  });

  app.post('/api/add_to_pickup_actions', async (request, reply) => {
    const body = parseInput(addToPickupRequest, request.body);
    reply.header('cache-control', 'no-store');
    return action('AddToPickupAction', await pickups.addToPickup(callerOf(request), body));
  });

  app.get('/api/pickups', async (request, reply) => {
    const query = parseInput(pickupListQuery, request.query);
    reply.header('cache-control', 'no-store');
    const { members, total } = await pickups.list(callerOf(request), query);
    const echoed = Object.fromEntries(
      (['readyAt[after]', 'canceled', 'address', 'postalCode', 'carrier'] as const)
        .filter((key) => query[key] !== undefined)
        .map((key) => [key, String(query[key])]),
    );
    return hydraCollection('Pickup', PICKUP_IRI, members, total, {
      page: query.page,
      itemsPerPage: query.itemsPerPage,
      ...(Object.keys(echoed).length > 0 ? { query: echoed } : {}),
    });
  });
}
