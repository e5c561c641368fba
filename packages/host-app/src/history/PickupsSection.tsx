import { PICKUPS_PER_PAGE, type PickupResource } from '@shipdeck/core/contract';
import { formatShortDate } from '@shipdeck/core/format';
import { messages } from '@shipdeck/core/messages';
import {
  canModifyPickup,
  displayPickupWindow,
  PICKUP_HISTORY_DAYS,
  PICKUP_TABS,
  type PickupTab,
  pickupListQueryFor,
  sortPickupsIntoTabs,
} from '@shipdeck/core/pickup';
import { useState } from 'react';
import { EditPickup } from '../pickups/pickupForm';
import { useAppSession } from '../session/SessionContext';
import { errorText } from '../ui/errorText';
import { useFeedback } from '../ui/Feedback';
import { t } from './historyMessages';
import { ListStatus, Pager } from './Pager';
import { useHistoryList } from './useHistoryList';

/** Today on the user's calendar, yyyy-MM-dd. */
const localToday = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/**
 * Scheduled pickups (spec 02 §2): the last 15 days and what is coming (30 a page), sorted into Today,
 * Tomorrow, Next (grouped by date, newest first, with the day's earliest start and latest end in am/pm)
 * and Past by core's rules; each pickup's fields, cancelling after a confirmation, and the reschedule rule
 * (spec 02 §4): a UPS pickup is not rescheduled (the spec's notice: cancel and book again); a DHL or FedEx
 * pickup is changed here with the summary's form (issue 13: we let shippers change a booked pickup
 * themselves, where the spec sent them to customer service).
 */
export function PickupsSection({ title }: { title: string }) {
  const { api } = useAppSession();
  const [tab, setTab] = useState<PickupTab>('today');
  const today = localToday();
  const list = useHistoryList((page) => api.pickups(pickupListQueryFor({ today, page })), `pickups:${today}`);
  const { cancel, upsNotice } = usePickupActions(list.reload);

  if (list.state.status !== 'loaded')
    return (
      <ListStatus
        failed={list.state.status === 'failed'}
        blocked={list.state.status === 'failed' ? list.state.blocked : undefined}
        onRetry={() => void list.reload()}
      />
    );
  const { items, totalCount } = list.state;
  if (totalCount === 0) return <p className="app-empty">{messages('pickup.empty.title')}</p>;
  const tabs = sortPickupsIntoTabs(items, today);
  const emptyText =
    tab === 'past'
      ? messages('pickup.empty.past', { days: PICKUP_HISTORY_DAYS })
      : messages('pickup.empty.tab', { tab: messages(`pickup.tabName.${tab}`) });
  const card = (pickup: PickupResource) => (
    <PickupCard
      key={pickup.id}
      pickup={pickup}
      onCancel={cancel}
      onNotReschedulable={upsNotice}
      onChanged={list.reload}
      past={tab === 'past'}
    />
  );
  return (
    <>
      <div role="tablist" aria-label={title} className="app-tabs">
        {PICKUP_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className="app-tab"
            onClick={() => setTab(name)}
          >
            {messages(`pickup.tab.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={messages(`pickup.tab.${tab}`)}>
        {tab === 'next' ? (
          tabs.next.length === 0 ? (
            <p className="app-empty">{emptyText}</p>
          ) : (
            tabs.next.map((day) => (
              <section key={day.date} aria-label={formatShortDate(day.date)}>
                <h4>
                  {t('history.pickup.dayWindow', {
                    date: formatShortDate(day.date),
                    window: displayPickupWindow(day.minStartTime, day.maxEndTime),
                  })}
                </h4>
                <ul className="app-history-list">{day.pickups.map(card)}</ul>
              </section>
            ))
          )
        ) : tabs[tab].length === 0 ? (
          <p className="app-empty">{emptyText}</p>
        ) : (
          <ul className="app-history-list">{tabs[tab].map(card)}</ul>
        )}
      </div>
      <Pager
        section={title}
        totalCount={totalCount}
        pageSize={PICKUPS_PER_PAGE}
        page={list.page}
        onPage={list.setPage}
      />
    </>
  );
}

/**
 * What a pickup card's buttons do: cancel after the spec's confirmation, or (UPS) say it cannot be
 * rescheduled. `reload` shows the list again after a change.
 */
export function usePickupActions(reload: () => Promise<void>) {
  const { api } = useAppSession();
  const feedback = useFeedback();
  const cancel = async (pickup: PickupResource) => {
    if (!(await feedback.confirm({ text: messages('pickup.cancelConfirm') }))) return;
    try {
      await api.cancelPickup({ pickupId: pickup.id });
      feedback.toast('notice', t('history.pickup.canceledNotice'));
      await reload();
    } catch (error) {
      feedback.toast('error', errorText(error, messages('pickup.cancelFailed')));
    }
  };
  const upsNotice = () =>
    feedback.popup({ kind: 'info', text: messages('pickup.upsReschedule'), onClose: () => {} });
  return { cancel, upsNotice };
}

/** One pickup: its fields (spec 02 §2), Reschedule (the change form, or UPS's notice) and Cancel Pickup. */
export function PickupCard({
  pickup,
  past,
  onCancel,
  onNotReschedulable,
  onChanged,
}: {
  pickup: PickupResource;
  past: boolean;
  onCancel(pickup: PickupResource): void;
  /** A UPS pickup: the spec's notice instead of the form. */
  onNotReschedulable(pickup: PickupResource): void;
  onChanged(): Promise<void>;
}) {
  const [editing, setEditing] = useState(false);
  const rows: Array<[string, string]> = [
    [t('history.pickup.id'), pickup.id.slice(0, 8).toUpperCase()],
    [t('history.pickup.date'), formatShortDate(pickup.date)],
    [t('history.pickup.window'), pickup.displayPickupWindow],
    [t('history.pickup.location'), pickup.location],
    // spec 02 §2: the number of packages is shown for UPS only.
    ...(pickup.carrier === 'UPS'
      ? ([[t('history.pickup.packages'), String(pickup.numOfPackages)]] as Array<[string, string]>)
      : []),
    [t('history.pickup.notes'), pickup.notes],
    [t('history.pickup.confirmation'), pickup.confirmationNumber],
    [t('history.pickup.contact'), pickup.contactName],
    [t('history.pickup.address'), pickup.formattedAddress],
    [t('history.pickup.carrier'), pickup.carrier],
  ];
  return (
    <li className="app-card app-history-item" data-testid="pickup">
      <dl className="app-rows">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      {!past && editing && (
        <EditPickup
          pickup={pickup}
          onDone={async () => {
            setEditing(false);
            await onChanged();
          }}
          onCancel={() => setEditing(false)}
        />
      )}
      {!past && !editing && (
        <div className="app-actions">
          <button
            type="button"
            className="app-button app-button-secondary"
            onClick={() => (canModifyPickup(pickup.carrier) ? setEditing(true) : onNotReschedulable(pickup))}
          >
            {t('history.pickup.reschedule')}
          </button>
          <button type="button" className="app-button app-button-secondary" onClick={() => onCancel(pickup)}>
            {t('history.pickup.cancel')}
          </button>
        </div>
      )}
    </li>
  );
}
