import { SHIPMENTS_PER_PAGE, type ShipmentCreatedBy, type ShipmentResource } from '@shipdeck/core/contract';
import { formatShortDate } from '@shipdeck/core/format';
import {
  canCancelShipment,
  hasStatus,
  SHIPMENT_STATE_LABELS,
  shipmentStateOf,
  shipmentStateTone,
} from '@shipdeck/core/shipment';
import { useState } from 'react';
import { Link, useNavigate } from '../router';
import { useAppSession } from '../session/SessionContext';
import { Dialog } from '../ui/Dialog';
import { errorText } from '../ui/errorText';
import { useFeedback } from '../ui/Feedback';
import { type HistoryMessageKey, t } from './historyMessages';
import { ListStatus, Pager } from './Pager';
import { useHistoryList } from './useHistoryList';

type Action =
  | 'overview'
  | 'view'
  | 'reprint'
  | 'edit'
  | 'tracking'
  | 'cancel'
  | 'archive'
  | 'delete'
  | 'duplicate';

/** Row actions by status (spec 02 §4), in the order the menu shows them. */
export function rowActions(flag: number): Action[] {
  const delivered = hasStatus(flag, 'DELIVERED');
  const actions: Action[] = [];
  if (!delivered) actions.push('overview', 'reprint', 'edit');
  else actions.push('view', 'delete');
  if (hasStatus(flag, 'IN_TRANSIT') && !delivered) actions.push('tracking');
  if (canCancelShipment(flag)) actions.push('cancel');
  actions.push('archive', 'duplicate');
  return actions;
}

/**
 * Shipment status (spec 02 §2, §4): the owner's shipments 10 a page, each with its status flag as
 * success / error / info and the row actions by status; several selected open the global menu (Archive,
 * Delete); the archived view restores. For a CSR on a personal account (`creator`), the shipments staff
 * booked for clients or this CSR booked, with the same row actions (spec 02 §4 makes no exception): the
 * shipments are the clients', so an action first signs into the owner's profile (logged, spec 03 §4) and
 * then runs as the client's. Several at once stay the owner's list's (they may belong to several clients).
 */
export function ShipmentsSection({
  title,
  creator,
  needsAttention = false,
  onCancel,
}: {
  title: string;
  creator?: ShipmentCreatedBy;
  needsAttention?: boolean;
  /**
   * Opens the cancel dialog on the page: a CSR's row action signs into the client's profile first, and
   * the attention section then leaves the page with whatever dialog it held.
   */
  onCancel(shipment: ShipmentResource): void;
}) {
  const { api, store } = useAppSession();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const [archived, setArchived] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const owned = creator === undefined;
  const list = useHistoryList(
    (page) =>
      api.shipments({
        page,
        itemsPerPage: SHIPMENTS_PER_PAGE,
        ...(archived ? { archived } : {}),
        ...(creator ? { creator } : {}),
        ...(needsAttention ? { needsAttention } : {}),
      }),
    `${archived}:${creator ?? ''}:${needsAttention}`,
  );
  const refresh = async () => {
    setSelected(new Set());
    await list.reload();
  };
  const run = async (work: () => Promise<unknown>, notice: HistoryMessageKey) => {
    try {
      await work();
      feedback.toast('notice', t(notice));
      await refresh();
    } catch (error) {
      feedback.toast('error', errorText(error, t('history.actionFailed')));
    }
  };
  const archive = (ids: string[]) =>
    run(() => api.archiveShipments(ids, !archived), archived ? 'history.restored' : 'history.archived');
  const remove = async (ids: string[]) => {
    if (!(await feedback.confirm({ text: t('history.deleteConfirm') }))) return;
    await run(() => api.deleteShipments(ids), 'history.deleted');
  };
  const duplicate = async (shipment: ShipmentResource) => {
    try {
      const draft = await api.duplicateShipment(shipment.id);
      feedback.toast('notice', t('history.duplicated'));
      navigate(`/draft/${encodeURIComponent(draft.id)}`);
    } catch (error) {
      // Inactive and suspended accounts get their notice (spec 02 §6).
      feedback.popup({ kind: 'error', text: errorText(error, t('history.actionFailed')), onClose: () => {} });
    }
  };
  const act = async (action: Action, shipment: ShipmentResource) => {
    if (!owned) {
      // A client's shipment in a CSR's list: act in the client's profile (spec 03 §4).
      try {
        await store.getState().signIntoProfile(shipment.ownedById);
      } catch (error) {
        feedback.toast('error', errorText(error, t('history.actionFailed')));
        return;
      }
      feedback.toast('notice', t('history.signedIntoProfile'));
    }
    switch (action) {
      case 'overview':
      case 'view':
        return navigate(`/shipment-summary/${shipment.id}`);
      case 'reprint':
        return navigate(`/shipment-summary/${shipment.id}#summary-documents`);
      case 'edit':
        return feedback.popup({ kind: 'info', text: t('history.editNotice'), onClose: () => {} });
      case 'tracking':
        return navigate(`/track/${encodeURIComponent(shipment.trackingNumber)}`);
      case 'cancel':
        return onCancel(shipment);
      case 'archive':
        return void archive([shipment.id]);
      case 'delete':
        return void remove([shipment.id]);
      case 'duplicate':
        return void duplicate(shipment);
    }
  };

  const empty = needsAttention
    ? t('history.empty.attention')
    : archived
      ? t('history.empty.archived')
      : t('history.empty.shipments');
  return (
    <>
      {owned && (
        <p>
          <button
            type="button"
            className="app-link-button"
            onClick={() => {
              setSelected(new Set());
              setArchived(!archived);
            }}
          >
            {archived ? t('history.showCurrent') : t('history.showArchived')}
          </button>
        </p>
      )}
      {owned && selected.size > 1 && (
        <div
          className="app-card app-bulk-menu"
          role="toolbar"
          aria-label={t('history.selected', { count: selected.size })}
        >
          <span>{t('history.selected', { count: selected.size })}</span>
          <button type="button" className="app-button" onClick={() => void archive([...selected])}>
            {archived ? t('history.bulk.restore') : t('history.bulk.archive')}
          </button>
          <button
            type="button"
            className="app-button app-button-secondary"
            onClick={() => void remove([...selected])}
          >
            {t('history.bulk.delete')}
          </button>
        </div>
      )}
      {list.state.status !== 'loaded' ? (
        <ListStatus
          failed={list.state.status === 'failed'}
          blocked={list.state.status === 'failed' ? list.state.blocked : undefined}
          onRetry={() => void list.reload()}
        />
      ) : list.state.totalCount === 0 ? (
        <p className="app-empty">{empty}</p>
      ) : (
        <ul className="app-history-list">
          {list.state.items.map((shipment) => (
            <ShipmentRow
              key={shipment.id}
              shipment={shipment}
              owned={owned}
              archived={archived}
              selected={selected.has(shipment.id)}
              onSelect={(on) => {
                const next = new Set(selected);
                if (on) next.add(shipment.id);
                else next.delete(shipment.id);
                setSelected(next);
              }}
              onAction={(action) => void act(action, shipment)}
            />
          ))}
        </ul>
      )}
      {list.state.status === 'loaded' && (
        <Pager
          section={title}
          totalCount={list.state.totalCount}
          pageSize={SHIPMENTS_PER_PAGE}
          page={list.page}
          onPage={(page) => {
            setSelected(new Set());
            list.setPage(page);
          }}
        />
      )}
    </>
  );
}

/**
 * Whose shipment a CSR's row is: the account's name and company, as the acting banner names them (spec 03
 * §2); an account the server did not find falls back to its id's last 8 characters (spec 03 §2's rule for
 * a client id).
 */
export function accountOf(shipment: ShipmentResource): string {
  const owner = shipment.owner;
  if (!owner) return shipment.ownedById.slice(-8);
  return owner.companyName ? `${owner.name} (${owner.companyName})` : owner.name;
}

function ShipmentRow({
  shipment,
  owned,
  archived,
  selected,
  onSelect,
  onAction,
}: {
  shipment: ShipmentResource;
  owned: boolean;
  archived: boolean;
  selected: boolean;
  onSelect(on: boolean): void;
  onAction(action: Action): void;
}) {
  const state = shipmentStateOf(shipment.primaryStatusFlag);
  const tone = shipmentStateTone(state);
  const tracking = shipment.trackingNumber;
  return (
    <li
      className={`app-card app-history-item app-tone-${tone}`}
      data-testid="shipment-row"
      data-tracking={tracking}
    >
      {owned && (
        <input
          type="checkbox"
          aria-label={t('history.shipment.select', { tracking })}
          checked={selected}
          onChange={(event) => onSelect(event.currentTarget.checked)}
        />
      )}
      <dl className="app-rows">
        <div>
          <dt>{t('history.shipment.tracking')}</dt>
          <dd>
            <code>{tracking}</code>
          </dd>
        </div>
        <div>
          <dt>{t('history.shipment.date')}</dt>
          <dd>{formatShortDate(shipment.targetShipDate)}</dd>
        </div>
        <div>
          <dt>{t('history.shipment.route')}</dt>
          <dd>
            {shipment.shipmentFrom.city ?? shipment.shipmentFrom.countryCode},{' '}
            {shipment.shipmentFrom.countryCode} →{' '}
            {shipment.shipmentTo.city ?? shipment.shipmentTo.countryCode}, {shipment.shipmentTo.countryCode}
          </dd>
        </div>
        <div>
          <dt>{t('history.shipment.carrier')}</dt>
          <dd>{shipment.carrier.name}</dd>
        </div>
        <div>
          <dt>{t('history.shipment.status')}</dt>
          <dd>
            <span className={`app-status app-status-${tone}`} data-tone={tone}>
              {SHIPMENT_STATE_LABELS[state]}
            </span>
          </dd>
        </div>
        {!owned && (
          <div>
            <dt>{t('history.shipment.owner')}</dt>
            <dd>{accountOf(shipment)}</dd>
          </div>
        )}
      </dl>
      <fieldset
        className="app-actions app-row-actions"
        aria-label={t('history.shipment.actionsFor', { tracking })}
      >
        {rowActions(shipment.primaryStatusFlag).map((action) =>
          action === 'tracking' && owned ? (
            <Link
              key={action}
              className="app-button app-button-secondary"
              to={`/track/${encodeURIComponent(tracking)}`}
            >
              {t('history.action.tracking')}
            </Link>
          ) : (
            <button
              key={action}
              type="button"
              className="app-button app-button-secondary"
              onClick={() => onAction(action)}
            >
              {action === 'archive' && archived
                ? t('history.action.restore')
                : t(`history.action.${action}` as HistoryMessageKey)}
            </button>
          ),
        )}
      </fieldset>
    </li>
  );
}

/**
 * Cancelling from the list (spec 02 §4): with a pickup, "Cancel This Shipment & Pickup", "Cancel This
 * Shipment Only" and "Go Back"; without one, a confirmation. Success needs both cancelled when the pickup
 * was asked for; otherwise "Error on associated pickup canceling" or "Error on Shipment canceling".
 */
export function CancelShipmentDialog({
  shipment,
  onClose,
  onDone,
}: {
  shipment: ShipmentResource;
  onClose(): void;
  onDone(): Promise<void>;
}) {
  const { api } = useAppSession();
  const feedback = useFeedback();
  const [busy, setBusy] = useState(false);
  const withPickup = hasStatus(shipment.primaryStatusFlag, 'AWAITING_PICKUP');
  const cancel = async (cancelRelatedPickup: boolean) => {
    setBusy(true);
    try {
      const answer = await api.cancelShipment({ shipmentId: shipment.id, cancelRelatedPickup });
      if (!answer.shipmentCanceled) feedback.toast('error', t('history.cancel.shipmentError'));
      else if (cancelRelatedPickup && !answer.pickupCanceled)
        feedback.toast('error', t('history.cancel.pickupError'));
      else
        feedback.toast(
          'notice',
          cancelRelatedPickup ? t('history.cancel.doneWithPickup') : t('history.cancel.done'),
        );
      onClose();
      await onDone();
    } catch {
      feedback.toast('error', t('history.cancel.shipmentError'));
      setBusy(false);
    }
  };
  return (
    <Dialog title={t('history.cancel.title')} onClose={onClose}>
      {!withPickup && <p>{t('history.cancel.confirm')}</p>}
      <div className="app-actions">
        {withPickup ? (
          <>
            <button type="button" className="app-button" disabled={busy} onClick={() => void cancel(true)}>
              {t('history.cancel.withPickup')}
            </button>
            <button type="button" className="app-button" disabled={busy} onClick={() => void cancel(false)}>
              {t('history.cancel.shipmentOnly')}
            </button>
          </>
        ) : (
          <button type="button" className="app-button" disabled={busy} onClick={() => void cancel(false)}>
            {t('history.cancel.shipmentOnly')}
          </button>
        )}
        <button type="button" className="app-button app-button-secondary" onClick={onClose}>
          {t('history.cancel.back')}
        </button>
      </div>
    </Dialog>
  );
}
