import { ApiError } from '@shipdeck/core/api';
import {
  type ImportOrdersResponse,
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

/**
 * Where a file's orders landed: the tab holding most of them (the first in the tabs' order on a tie) and
 * the notice's "2 under Awaiting Shipment, 1 under On Hold", in the tabs' order.
 */
export function importLanding(answer: ImportOrdersResponse): { tab: OrderStatus | null; where: string } {
  const counts = new Map<OrderStatus, number>();
  for (const order of answer.orders) counts.set(order.status, (counts.get(order.status) ?? 0) + 1);
  const tabs = ORDER_STATUSES.filter((tab) => counts.has(tab));
  const tab = tabs.reduce<OrderStatus | null>(
    (best, next) => (best === null || (counts.get(next) ?? 0) > (counts.get(best) ?? 0) ? next : best),
    null,
  );
  const where = tabs
    .map((t) => m('orders.import.under', { count: counts.get(t) ?? 0, tab: m(`orders.tab.${t}`) }))
    .join(', ');
  return { tab, where };
}

/** The violations of a refused call (a 422's field errors), or none. */
export function violationsOf(error: unknown): Violation[] {
  return error instanceof ApiError ? error.violations : [];
}

/**
 * /orders (spec 02 §2 "Orders screen"; issue 15), behind the ORDERS flag (the Layout's route access): the
 * tabs with their counts, a search, the table's columns, reload, each tab's empty state with "connect a
 * selling channel" (a file import or a partner), New Order, Ship Selected (a draft made from the order,
 * opened in the wizard), archive and delete, Mark as Paid for an order awaiting its payment, and the
 * archived orders (as view history's) to restore.
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
  const [archived, setArchived] = useState(false);
  const [dialog, setDialog] = useState<'new' | 'channel' | null>(null);
  const [shipping, setShipping] = useState(false);
  const asked = useRef(0);

  const load = async (
    to: { status?: OrderStatus; search?: string; page?: number; archived?: boolean } = {},
  ) => {
    const query = {
      status: to.status ?? status,
      search: to.search ?? search,
      page: to.page ?? page,
      archived: to.archived ?? archived,
    };
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tab, page, search and view decide the list
  useEffect(() => {
    const timer = setTimeout(() => void load(), search ? SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [status, page, search, archived]);

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
  const restore = async (order: OrderResource) => {
    try {
      await api.restoreOrder(order.id);
      feedback.toast('notice', m('orders.restored'));
      await load();
    } catch (error) {
      feedback.toast('error', errorText(error, messages('api.unknownStatus')));
    }
  };
  /** Paid today: an order awaiting payment leaves this tab for Awaiting Shipment (the notice says so). */
  const markPaid = async (order: OrderResource) => {
    try {
      const paid = await api.markOrderPaid(order.id);
      feedback.toast(
        'notice',
        m(paid.status === 'awaiting_shipment' ? 'orders.markedPaid' : 'orders.markedPaidKept'),
      );
      await load();
    } catch (error) {
      feedback.toast('error', errorText(error, messages('api.unknownStatus')));
    }
  };
  const imported = (answer: ImportOrdersResponse) => {
    const { tab, where } = importLanding(answer);
    feedback.toast(
      'notice',
      where
        ? m('orders.import.doneWhere', { imported: answer.imported, updated: answer.updated, where })
        : m('orders.import.done', { imported: answer.imported, updated: answer.updated }),
    );
    const to = { status: tab ?? status, page: 1, archived: false };
    setArchived(false);
    setStatus(to.status);
    setPage(1);
    setSelected(null);
    void load(to);
  };
  const switchView = () => {
    setArchived(!archived);
    setPage(1);
    setSelected(null);
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
        <button type="button" className="app-link-button" aria-pressed={archived} onClick={switchView}>
          {archived ? m('orders.showCurrent') : m('orders.showArchived')}
        </button>
      </div>

      {archived ? (
        <section aria-label={m('orders.archivedTitle')}>
          <h2>{m('orders.archivedTitle')}</h2>
          {list && list.items.length === 0 ? (
            <p className="app-empty">{m('orders.empty.archived')}</p>
          ) : (
            <OrdersTable
              orders={list?.items ?? []}
              archived
              selected={null}
              onSelect={() => undefined}
              onArchive={(order) => void restore(order)}
              onMarkPaid={() => undefined}
              onDelete={(order) => void remove(order)}
            />
          )}
          <Pager pages={pages} page={page} onPage={setPage} />
        </section>
      ) : (
        <>
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
                archived={false}
                selected={selected}
                onSelect={setSelected}
                onArchive={(order) => void archive(order)}
                onMarkPaid={(order) => void markPaid(order)}
                onDelete={(order) => void remove(order)}
              />
            )}
            <Pager pages={pages} page={page} onPage={setPage} />
          </section>
        </>
      )}

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
      {dialog === 'channel' && <ConnectChannelDialog onClose={() => setDialog(null)} onImported={imported} />}
    </FormPage>
  );
}

function Pager({ pages, page, onPage }: { pages: number; page: number; onPage(page: number): void }) {
  if (pages <= 1) return null;
  return (
    <nav className="app-pager" aria-label="Pages">
      {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
        <button
          key={n}
          type="button"
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
    </nav>
  );
}

/** Mark as Paid is offered for an order without a paid date that still waits (not shipped or cancelled). */
const payable = (order: OrderResource) =>
  !order.paidDate && (order.status === 'awaiting_payment' || order.status === 'on_hold');

/**
 * The table of spec 02 §2: a tick per order (Ship Selected takes exactly one), then the spec's columns.
 * In the archived view the rows are restored (Restore in Archive's place) and nothing is ticked.
 */
function OrdersTable({
  orders,
  archived,
  selected,
  onSelect,
  onArchive,
  onMarkPaid,
  onDelete,
}: {
  orders: OrderResource[];
  archived: boolean;
  selected: string | null;
  onSelect(id: string | null): void;
  /** Archive, or Restore in the archived view. */
  onArchive(order: OrderResource): void;
  onMarkPaid(order: OrderResource): void;
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
                {!archived && (
                  <input
                    type="checkbox"
                    aria-label={`Select order ${order.orderNumber}`}
                    checked={selected === order.id}
                    onChange={(event) => onSelect(event.target.checked ? order.id : null)}
                  />
                )}
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
                {!archived && payable(order) && (
                  <button type="button" className="app-link-button" onClick={() => onMarkPaid(order)}>
                    {m('orders.markPaid')}
                    <span className="app-visually-hidden"> {order.orderNumber}</span>
                  </button>
                )}
                <button type="button" className="app-link-button" onClick={() => onArchive(order)}>
                  {m(archived ? 'orders.restore' : 'orders.archive')}
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
