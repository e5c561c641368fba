import { IMPORT_ORDERS_FIELD } from '../contract/clientConstants';
import type {
  CreatePrepRequestForOrderResponse,
  ImportOrdersResponse,
  NewOrderBodyInput,
  OrderChannelResource,
  OrderListResponse,
  OrderResource,
  OrderStatus,
} from '../contract/orders';
import { type Page, unwrapCollection } from './hydra';
import type { AddressFile } from './savedAddressesResource';
import type { ApiTransport } from './transport';

export interface OrdersQuery {
  status: OrderStatus;
  /** The archived orders (of every status) instead of the tab's. */
  archived?: boolean;
  search?: string;
  page?: number;
  itemsPerPage?: number;
}

interface FormDataLike {
  append(name: string, value: unknown, fileName?: string): void;
}

/** Orders (spec 02 §7 "GET /orders", "POST /create_prep_request_for_order_actions"; issue 15). */
export function ordersResource(transport: ApiTransport) {
  const body = (value: object) => value as Record<string, unknown>;
  const path = (id: string) => `/orders/${encodeURIComponent(id)}`;
  return {
    /** GET /orders?status=&search=&page=: one tab's page and every tab's count. */
    async orders(
      query: OrdersQuery,
    ): Promise<Page<OrderResource> & { statusCounts: OrderListResponse['statusCounts'] }> {
      const search = query.search?.trim();
      const data = transport.body(
        await transport.request<OrderListResponse>('/orders', {
          query: {
            status: query.status,
            page: query.page ?? 1,
            ...(query.itemsPerPage ? { itemsPerPage: query.itemsPerPage } : {}),
            ...(search ? { search } : {}),
            ...(query.archived ? { archived: 'true' } : {}),
          },
        }),
      );
      return { ...unwrapCollection<OrderResource>(data), statusCounts: data.statusCounts };
    },
    /** POST /orders: the New Order form; 422 carries the rules' messages at their fields. */
    async createOrder(order: NewOrderBodyInput): Promise<OrderResource> {
      return transport.body(
        await transport.request<OrderResource>('/orders', { method: 'POST', body: body(order) }),
      );
    },
    async archiveOrder(id: string): Promise<OrderResource> {
      return transport.body(
        await transport.request<OrderResource>(`${path(id)}/archive_actions`, { method: 'POST', body: {} }),
      );
    },
    /** Back in its tab. */
    async restoreOrder(id: string): Promise<OrderResource> {
      return transport.body(
        await transport.request<OrderResource>(`${path(id)}/restore_actions`, { method: 'POST', body: {} }),
      );
    },
    /** Paid on paidDate (today when left out): an order awaiting payment moves to Awaiting Shipment. */
    async markOrderPaid(id: string, paidDate?: string): Promise<OrderResource> {
      return transport.body(
        await transport.request<OrderResource>(`${path(id)}/mark_paid_actions`, {
          method: 'POST',
          body: paidDate ? { paidDate } : {},
        }),
      );
    },
    async deleteOrder(id: string): Promise<void> {
      await transport.request<unknown>(path(id), { method: 'DELETE' });
    },
    /** Ship Selected: the draft made from the order (open it at /draft/{draftId}). */
    async createPrepRequestForOrder(orderId: string): Promise<CreatePrepRequestForOrderResponse> {
      return transport.body(
        await transport.request<CreatePrepRequestForOrderResponse>('/create_prep_request_for_order_actions', {
          method: 'POST',
          body: { orderId },
        }),
      );
    },
    /**
     * POST /import_orders with the file in the form field `orders`: every order stored, or a 422 whose
     * violations name each row in error (`rows[N]`), nothing imported.
     */
    async importOrders(file: AddressFile): Promise<ImportOrdersResponse> {
      const FormData = (globalThis as { FormData?: new () => FormDataLike }).FormData;
      if (!FormData) throw new Error('FormData is not available here');
      const form = new FormData();
      form.append(IMPORT_ORDERS_FIELD, file, file.name);
      return transport.body(
        await transport.request<ImportOrdersResponse>('/import_orders', {
          method: 'POST',
          form: form as never,
        }),
      );
    },
    async orderChannels(): Promise<Page<OrderChannelResource>> {
      return unwrapCollection<OrderChannelResource>(
        transport.body(await transport.request<unknown>('/order_channels')),
      );
    },
    async connectOrderChannel(publishableKey: string): Promise<OrderChannelResource> {
      return transport.body(
        await transport.request<OrderChannelResource>('/order_channels', {
          method: 'POST',
          body: { publishableKey },
        }),
      );
    },
    async disconnectOrderChannel(id: string): Promise<void> {
      await transport.request<unknown>(`/order_channels/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
  };
}
