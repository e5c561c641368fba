import type { PickupResource } from '@shipdeck/core/contract';
import { ListStatus } from '../history/Pager';
import { PickupCard, usePickupActions } from '../history/PickupsSection';
import { useHistoryList } from '../history/useHistoryList';
import { t } from '../messages';
import { useAppSession } from '../session/SessionContext';

/** Today on the user's calendar, yyyy-MM-dd (as view history's list). */
const localToday = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/**
 * /schedule-pickup's upcoming pickups: the owner's open pickups from today (soonest first, 30), each
 * changed (DHL, FedEx) or cancelled where it was booked, as in view history. `version` changes after a
 * booking, so the new pickup is listed at once.
 */
export function UpcomingPickups({ version }: { version: number }) {
  const { api } = useAppSession();
  const today = localToday();
  const list = useHistoryList<PickupResource>(
    () => api.pickups({ page: '1', itemsPerPage: '30', 'readyAt[after]': today, canceled: 'false' }),
    `upcoming:${today}:${version}`,
  );
  const { cancel, upsNotice } = usePickupActions(list.reload);
  return (
    <section className="app-card" aria-labelledby="upcoming-pickups">
      <h2 id="upcoming-pickups">{t('pickup.upcomingTitle')}</h2>
      {list.state.status !== 'loaded' ? (
        <ListStatus failed={list.state.status === 'failed'} onRetry={() => void list.reload()} />
      ) : list.state.items.length === 0 ? (
        <p className="app-empty">{t('pickup.upcomingEmpty')}</p>
      ) : (
        <ul className="app-history-list">
          {list.state.items.map((pickup) => (
            <PickupCard
              key={pickup.id}
              pickup={pickup}
              past={false}
              onCancel={cancel}
              onNotReschedulable={upsNotice}
              onChanged={list.reload}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
