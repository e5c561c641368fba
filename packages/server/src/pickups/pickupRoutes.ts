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
import type { z } from 'zod';
import { callerOf } from '../auth/authentication';
import type { Principal } from '../auth/principal';
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
  /**
   * One pickup action: its body read against the contract (422 at the field otherwise), the service's
   * answer typed as the action (`@context`, `@type`), never cached.
   */
  const action = <S extends z.core.$ZodType, R extends object>(
    path: string,
    type: ResourceType,
    schema: S,
    run: (caller: Principal, body: z.output<S>) => Promise<R>,
  ) =>
    app.post(path, async (request, reply) => {
      const body = parseInput(schema, request.body);
      reply.header('cache-control', 'no-store');
      return { '@context': contextIri(type), '@type': type, ...(await run(callerOf(request), body)) };
    });

  action(
    '/api/check_capabilities_actions',
    'CheckCapabilitiesAction',
    checkCapabilitiesRequest,
    (caller, body) => pickups.checkCapabilities(caller, body),
  );
  action('/api/validate_pickup_actions', 'ValidatePickupAction', validatePickupRequest, (caller, body) =>
    pickups.validate(caller, body),
  );
  action('/api/schedule_pickup_actions', 'SchedulePickupAction', schedulePickupRequest, (caller, body) =>
    pickups.schedule(caller, body),
  );
  action('/api/modify_pickup_actions', 'ModifyPickupAction', modifyPickupRequest, (caller, body) =>
    pickups.modify(caller, body),
  );
  action('/api/cancel_pickup_actions', 'CancelPickupAction', cancelPickupRequest, (caller, body) =>
    pickups.cancel(caller, body),
  );
  action(
    '/api/schedule_pickup_for_shipment_actions',
    'SchedulePickupForShipmentAction',
    schedulePickupForShipmentRequest,
    (caller, body) => pickups.scheduleForShipment(caller, body),
  );
  action('/api/add_to_pickup_actions', 'AddToPickupAction', addToPickupRequest, (caller, body) =>
    pickups.addToPickup(caller, body),
  );

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
