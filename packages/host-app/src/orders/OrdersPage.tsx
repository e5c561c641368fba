import { ApiError } from '@shipdeck/core/api';
import {
  ORDER_STATUSES,
  ORDERS_PER_PAGE,
  type OrderResource,
  type OrderStatus,
  type OrderStatusCounts,
  type Violation,
} from '@shipdeck/core/contract';
import { formatMoney } from '@shipdeck/core/format';
import { type MessageKey, messages } from '@shipdeck/core/messages';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '../router';
import { useAppSession } from '../session/SessionContext';
import { errorText } from '../ui/errorText';
import { useFeedback } from '../ui/Feedback';
import { FormPage } from '../ui/FormPage';
import { ConnectChannelDialog } from './ConnectChannelDialog';
import { NewOrderDialog } from './NewOrderDialog';

const m = (key: string, params?: Record<string, string | number>) => messages(key as MessageKey, params);

/** Decision: the search runs this long after the last keystroke (one request per pause, not per key). */
const SEARCH_DELAY_MS = 400;

/** The violations of a refused call (a 422's field errors), or none. */
export function violationsOf(error: unknown): Violation[] {
  return error instanceof ApiError ? error.violations : [];
}

/**
 * /orders (spec 02 §2 "Orders screen"; issue 15), behind the ORDERS flag (the Layout's route access): the
 * tabs with their counts, a search, the table's columns, reload, each tab's empty state with "connect a
 * selling channel" (a file import or a partner), New Order, Ship Selected (a draft made from the order,
 * opened in the wizard), archive and delete.
 */
export function OrdersPage() {
  const { api } = useAppSession();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const [status, setStatus] = useState<OrderStatus>('awaiting_payment');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [list, setList] = useState<{
    items: OrderResource[];
    total: number;
    counts: OrderStatusCounts;
  } | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'new' | 'channel' | null>(null);
  const [shipping, setShipping] = useState(false);
  const asked = useRef(0);

  const load = async (to: { status?: OrderStatus; search?: string; page?: number } = {}) => {
    const query = { status: to.status ?? status, search: to.search ?? search, page: to.page ?? page };
    const call = ++asked.current;
    try {
      const answer = await api.orders({ ...query, itemsPerPage: ORDERS_PER_PAGE });
      // Only the newest request's answer is shown (a slow one must not overwrite a later search).
      if (call !== asked.current) return;
      setList({ items: answer.items, total: answer.totalItems, counts: answer.statusCounts });
      setSelected((id) => (answer.items.some((order) => order.id === id) ? id : null));
    } catch (error) {
      feedback.toast('error', errorText(error, messages('api.unknownStatus')));
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tab, page and search decide the list
  useEffect(() => {
    const timer = setTimeout(() => void load(), search ? SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [status, page, search]);

  const shipSelected = async () => {
    if (!selected) return;
    setShipping(true);
    try {
      const prep = await api.createPrepRequestForOrder(selected);
      navigate(`/draft/${prep.draftId}`);
    } catch (error) {
      feedback.toast('error', errorText(error, messages('api.unknownStatus')));
      setShipping(false);
    }
  };

  const archive = async (order: OrderResource) => {
    try {
      await api.archiveOrder(order.id);
      feedback.toast('notice', m('orders.archived'));
      await load();
    } catch (error) {
      feedback.toast('error', errorText(error, messages('api.unknownStatus')));
    }
  };
  const remove = async (order: OrderResource) => {
    if (!(await feedback.confirm({ text: m('orders.deleteConfirm') }))) return;
    try {
      await api.deleteOrder(order.id);
      feedback.toast('notice', m('orders.deleted'));
      await load();
    } catch (error) {
      feedback.toast('error', errorText(error, messages('api.unknownStatus')));
    }
  };

  const pages = Math.max(1, Math.ceil((list?.total ?? 0) / ORDERS_PER_PAGE));
  return (
    <FormPage title={m('orders.title')}>
      <div className="app-orders-bar">
        <label className="app-field app-orders-search">
          <span>{m('orders.search')}</span>
          <input
            type="search"
            name="orderSearch"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </label>
        <button type="button" className="app-link-button" onClick={() => void load()}>
          {m('orders.reload')}
        </button>
        <button
          type="button"
          className="app-button"
          disabled={selected === null || shipping}
          onClick={() => void shipSelected()}
        >
          {m('orders.shipSelected')}
        </button>
        <button type="button" className="app-button app-button-secondary" onClick={() => setDialog('new')}>
          {m('orders.newOrder')}
        </button>
        <button
          type="button"
          className="app-button app-button-secondary"
          onClick={() => setDialog('channel')}
        >
          {m('orders.connectChannel')}
        </button>
      </div>

      <div role="tablist" aria-label={m('orders.title')} className="app-orders-tabs">
        {ORDER_STATUSES.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={tab === status}
            className={tab === status ? 'app-tab app-tab-active' : 'app-tab'}
            onClick={() => {
              setStatus(tab);
              setPage(1);
              setSelected(null);
            }}
          >
            {m(`orders.tab.${tab}`)} <span className="app-badge">{list?.counts[tab] ?? 0}</span>
          </button>
        ))}
      </div>

      <section role="tabpanel" aria-label={m(`orders.tab.${status}`)}>
        {list && list.items.length === 0 ? (
          <div className="app-empty">
            <p>{m(`orders.empty.${status}`)}</p>
            <button type="button" className="app-button" onClick={() => setDialog('channel')}>
              {m('orders.connectChannel')}
            </button>
          </div>
        ) : (
          <OrdersTable
            orders={list?.items ?? []}
            selected={selected}
            onSelect={setSelected}
            onArchive={(order) => void archive(order)}
            onDelete={(order) => void remove(order)}
          />
        )}
        {pages > 1 && (
          <nav className="app-pager" aria-label="Pages">
            {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
              <button
                key={n}
                type="button"
                aria-current={n === page ? 'page' : undefined}
                onClick={() => setPage(n)}
              >
                {n}
              </button>
            ))}
          </nav>
        )}
      </section>

      {dialog === 'new' && (
        <NewOrderDialog
          onClose={() => setDialog(null)}
          onSaved={(order) => {
            setDialog(null);
            feedback.toast('notice', m('orders.saved'));
            setStatus(order.status);
            setPage(1);
            void load({ status: order.status, page: 1 });
          }}
        />
      )}
      {dialog === 'channel' && (
        <ConnectChannelDialog onClose={() => setDialog(null)} onImported={() => void load()} />
      )}
    </FormPage>
  );
}

/** The table of spec 02 §2: a tick per order (Ship Selected takes exactly one), then the spec's columns. */
function OrdersTable({
  orders,
  selected,
  onSelect,
  onArchive,
  onDelete,
}: {
  orders: OrderResource[];
  selected: string | null;
  onSelect(id: string | null): void;
  onArchive(order: OrderResource): void;
  onDelete(order: OrderResource): void;
}) {
  const columns = [
    'destination',
    'name',
    'orderDate',
    'content',
    'totalWeight',
    'service',
    'shipCost',
    'orderId',
  ] as const;
  return (
    <div className="app-table-scroll">
      <table className="app-table">
        <thead>
          <tr>
            <th scope="col">
              <span className="app-visually-hidden">Select</span>
            </th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {m(`orders.column.${column}`)}
              </th>
            ))}
            <th scope="col">
              <span className="app-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Select order ${order.orderNumber}`}
                  checked={selected === order.id}
                  onChange={(event) => onSelect(event.target.checked ? order.id : null)}
                />
              </td>
              <td>
                {order.shippingAddress.city}, {order.shippingAddress.country}
              </td>
              <td>{order.customerName}</td>
              <td>{order.orderDate}</td>
              <td>{order.description}</td>
              <td>{order.totalWeight === null ? '—' : `${order.totalWeight} lbs`}</td>
              <td>{order.service ?? '—'}</td>
              <td>{order.shipCost ? formatMoney(order.shipCost.amount, order.shipCost.currency) : '—'}</td>
              <td>{order.orderNumber}</td>
              <td className="app-row-actions">
                <button type="button" className="app-link-button" onClick={() => onArchive(order)}>
                  {m('orders.archive')}
                  <span className="app-visually-hidden"> {order.orderNumber}</span>
                </button>
                <button type="button" className="app-link-button" onClick={() => onDelete(order)}>
                  {m('orders.delete')}
                  <span className="app-visually-hidden"> {order.orderNumber}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
