import type { PickupSchedulerStore, PickupSchedulerStoreState } from '@shipdeck/core/pickup';
import { Dialog } from '../ui/Dialog';
import type { PickupTranslate } from './pickupMessages';
// See ./firstLoad.ts: the embed's first load in one file.
import './firstLoad';

/**
 * The pickup scheduler's modals (spec 02 §4): the clash with an existing pickup and its choices, the
 * failure ("Something went wrong!", Cancel / Try Again) and the outside-US contact message. Their own
 * chunk in the embed, loaded when one opens (issue 8).
 */
export function PickupDialogs({
  store,
  state: s,
  t,
  prefix,
}: {
  store: PickupSchedulerStore;
  state: PickupSchedulerStoreState;
  t: PickupTranslate;
  prefix: string;
}) {
  const a = store.getState();
  return (
    <>
      {s.clash && (
        <Dialog titleId={`${prefix}-clash`} onClose={() => void a.resolveClash('chooseAnotherDate')}>
          <h3 className="sd-h" id={`${prefix}-clash`}>
            {t('pickupWidget.clashTitle')}
          </h3>
          <p>
            {t('pickup.clash.message', {
              carrier: s.clash.pickup.carrier === 'FEDEX' ? 'FedEx' : s.clash.pickup.carrier,
              date: s.clash.pickup.date,
              window: s.clash.pickup.displayPickupWindow,
            })}
          </p>
          <div className="sd-actions">
            {s.clash.options.map((option) => (
              <button
                key={option}
                type="button"
                className="sd-btn"
                onClick={() => void a.resolveClash(option)}
              >
                {t(`pickup.clash.${option}`)}
              </button>
            ))}
          </div>
        </Dialog>
      )}
      {s.failure && !s.clash && (
        <Dialog titleId={`${prefix}-failure`} onClose={() => a.closeFailure('tryAgain')}>
          <h3 className="sd-h" id={`${prefix}-failure`}>
            {s.failure.title}
          </h3>
          <p>{s.failure.message}</p>
          <div className="sd-actions">
            <button type="button" className="sd-btn" onClick={() => a.closeFailure('cancel')}>
              {t('pickup.failure.cancel')}
            </button>
            <button
              type="button"
              className="sd-btn sd-btn-primary"
              onClick={() => a.closeFailure('tryAgain')}
            >
              {t('pickup.failure.tryAgain')}
            </button>
          </div>
        </Dialog>
      )}
      {s.contactModalOpen && (
        <Dialog titleId={`${prefix}-contact`} onClose={() => a.closeContactModal()}>
          <h3 className="sd-h" id={`${prefix}-contact`}>
            {t('pickupWidget.contactTitle')}
          </h3>
          <p>{t('pickup.contactCustomerService')}</p>
          <div className="sd-actions">
            <button type="button" className="sd-btn sd-btn-primary" onClick={() => a.closeContactModal()}>
              {t('pickupWidget.close')}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
