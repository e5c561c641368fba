import { randomUUID } from 'node:crypto';
import type {
  FeatureFlags,
  NewOrderBody,
  OrderChannelResource,
  OrderStatus,
  OrderWebhookRequest,
  Violation,
} from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import { nextOrderStatus } from '@shipdeck/core/orders';
import type { Principal } from '../auth/principal';
import type { NewOrderRow } from '../db/schema';
import { serverMessage } from '../messages';
import type { PartnerKeyRepository } from '../partners/partnerKeyRepository';
import { ApiError, forbidden, notFound, unprocessable } from '../platform/apiError';
import type { ReadOrderImport } from './files/importOrderFile';
import type { ListedChannel, OrderChanges, OrderChannelRepository, OrderRepository } from './orderRepository';
import { checkNewOrder, MAX_ORDERS, orderColumnsOf, orderResourceOf } from './orderService';

/** An order a channel sends: the order, the status its platform states, and whether it is paid. */
export interface IncomingOrder {
  body: NewOrderBody;
  status: OrderStatus | null;
  paid: boolean;
}

/** At most this many row violations in a refused import's answer (its description counts them all). */
const MAX_ROW_VIOLATIONS = 500;

export interface OrderChannelServiceDeps {
  repository: OrderChannelRepository;
  orders: OrderRepository;
  partnerKeys: Pick<PartnerKeyRepository, 'findByPublishableKey'>;
  flags: FeatureFlags;
  now: () => Date;
  isKnownCountry: (code: string) => boolean;
}

const channelResourceOf = (
  row: ListedChannel,
): OrderChannelResource & { '@id': string; '@type': string } => ({
  '@id': `/api/order_channels/${row.id}`,
  '@type': 'OrderChannel',
  id: row.id,
  partnerName: row.partnerName,
  publishableKey: row.publishableKey,
  createdOn: row.createdOn.toISOString(),
});

/**
 * Selling channels (issue 15 "connect a selling channel"): orders imported from a file (all or nothing)
 * and sent by a connected partner's webhook, both stored by one rule: a new number is a new order; a
 * number the account has is the same order sent again, whose status moves by core's nextOrderStatus (a
 * paid delayed-payment order moves to Awaiting Shipment, spec 02 §4) and whose details follow the channel
 * while it is open.
 */
export function createOrderChannelService(deps: OrderChannelServiceDeps) {
  const { repository, orders, flags, now } = deps;
  const today = () => now().toISOString().slice(0, 10);
  const sessionOf = (caller: Principal) => {
    if (!flags.ORDERS) throw notFound(serverMessage('feature.off'));
    if (!caller.session) throw forbidden(serverMessage('auth.forbidden'));
    return caller.session;
  };

  /** Stores what a channel sent for `ownerId`, in one transaction. */
  async function store(
    ownerId: string,
    writer: string | null,
    source: 'import' | 'webhook',
    channelId: string | null,
    incoming: readonly IncomingOrder[],
  ) {
    const existing = new Map(
      (
        await repository.findByNumbers(
          ownerId,
          incoming.map((order) => order.body.orderInformation.id),
        )
      ).map((row) => [row.orderNumber, row]),
    );
    const fresh = incoming.filter((order) => !existing.has(order.body.orderInformation.id));
    if (fresh.length > 0 && (await orders.countOf(ownerId)) + fresh.length > MAX_ORDERS) {
      const full = messages('orders.full', { max: MAX_ORDERS.toLocaleString('en-US') });
      throw unprocessable(full, [{ propertyPath: '', message: full, severity: 'error' }]);
    }
    const at = now();
    const inserts: NewOrderRow[] = [];
    const updates: Array<{ id: string; changes: OrderChanges }> = [];
    for (const order of incoming) {
      const row = existing.get(order.body.orderInformation.id);
      if (!row) {
        inserts.push({
          id: randomUUID(),
          ownerId,
          createdBy: writer,
          updatedBy: writer,
          source,
          channelId,
          orderNumber: order.body.orderInformation.id,
          status: nextOrderStatus('awaiting_payment', order),
          ...orderColumnsOf(order.body, today()),
          createdOn: at,
          updatedOn: at,
        });
        continue;
      }
      const status = nextOrderStatus(row.status, order);
      // A shipped or cancelled order keeps what it shipped as; an open one follows its channel.
      const open = row.status !== 'processed' && row.status !== 'cancelled';
      const columns = orderColumnsOf(order.body, row.orderDate);
      updates.push({
        id: row.id,
        changes: {
          ...(open ? { ...columns, paidDate: columns.paidDate ?? row.paidDate } : {}),
          status,
          updatedBy: writer,
          updatedOn: at,
        },
      });
    }
    const written = await repository.store(ownerId, inserts, updates);
    return { written, imported: inserts.length, updated: updates.length };
  }

  return {
    /** An order file read on a spreadsheet thread: stored whole, or refused with every row's errors. */
    async importFile(caller: Principal, read: ReadOrderImport) {
      const { ownerId, userId } = sessionOf(caller);
      if (read.errors.length > 0) {
        const violations: Violation[] = read.errors
          .flatMap((error) =>
            error.messages.map((message) => ({
              propertyPath: `rows[${error.row}]`,
              message,
              severity: 'error' as const,
            })),
          )
          .slice(0, MAX_ROW_VIOLATIONS);
        throw new ApiError(
          422,
          'InvalidImportRows',
          messages('orders.import.rowErrors', { count: new Set(read.errors.map((e) => e.row)).size }),
          violations,
        );
      }
      const { written, imported, updated } = await store(ownerId, userId, 'import', null, read.orders);
      return {
        '@context': '/api/contexts/ImportOrdersAction',
        '@type': 'ImportOrdersAction',
        platform: read.platform,
        imported,
        updated,
        orders: written.map((row) => ({ id: row.id, orderNumber: row.orderNumber, status: row.status })),
      };
    },

    /** A connected partner's order (by its secret key): the channel must be one that connected it. */
    async webhook(partnerKeyId: string, request: OrderWebhookRequest) {
      if (!flags.ORDERS) throw notFound(serverMessage('feature.off'));
      const channel = /^[0-9a-f-]{36}$/i.test(request.channelId)
        ? await repository.channelOfPartner(request.channelId.toLowerCase(), partnerKeyId)
        : undefined;
      if (!channel) throw notFound(messages('orders.channel.notFound'));
      const { order, violations } = checkNewOrder(
        { ...request.order, orderInformation: { ...request.order.orderInformation, autogenerate: false } },
        deps.isKnownCountry,
      );
      if (violations.length > 0) throw unprocessable((violations[0] as Violation).message, violations);
      const { written, imported } = await store(channel.ownerId, null, 'webhook', channel.id, [
        { body: order, status: request.status, paid: order.orderInformation.paidDate !== null },
      ]);
      const row = written[0];
      if (!row) throw notFound(messages('orders.notFound'));
      return {
        '@context': '/api/contexts/OrderWebhookAction',
        '@type': 'OrderWebhookAction',
        orderId: row.id,
        status: row.status,
        created: imported > 0,
        order: orderResourceOf(row),
      };
    },

    async channels(caller: Principal) {
      const { ownerId } = sessionOf(caller);
      return (await repository.channels(ownerId)).map(channelResourceOf);
    },

    async connect(caller: Principal, publishableKey: string) {
      const { ownerId, userId } = sessionOf(caller);
      const key = await deps.partnerKeys.findByPublishableKey(publishableKey.trim());
      if (!key || key.revokedOn) {
        const message = messages('orders.channel.unknownKey');
        throw unprocessable(message, [{ propertyPath: 'publishableKey', message, severity: 'error' }]);
      }
      const channel = await repository.connect({
        id: randomUUID(),
        ownerId,
        partnerKeyId: key.id,
        createdBy: userId,
        createdOn: now(),
      });
      if (!channel) throw notFound(messages('orders.channel.notFound'));
      return channelResourceOf(channel);
    },

    async disconnect(caller: Principal, id: string) {
      const { ownerId } = sessionOf(caller);
      if (!(await repository.disconnect(id, ownerId))) throw notFound(messages('orders.channel.notFound'));
    },
  };
}

export type OrderChannelService = ReturnType<typeof createOrderChannelService>;
