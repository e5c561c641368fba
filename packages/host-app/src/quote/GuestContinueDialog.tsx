import { formatMoney } from '@shipdeck/core/format';
import { useEffect, useRef } from 'react';
import { t } from '../messages';
import type { PendingQuoteDraft } from './pendingQuoteDraft';

/**
 * spec 02 §4, §6: a guest must sign in before preparing a shipment. The quote is saved on this device
 * (pendingQuoteDraft); sign-in itself arrives with the accounts work, so the dialog says so plainly
 * instead of offering a sign-in that does not exist yet.
 */
export function GuestContinueDialog({ draft, onClose }: { draft: PendingQuoteDraft; onClose(): void }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    return () => previous?.focus?.();
  }, []);
  const { rate } = draft.quote;
  return (
    <div className="app-dialog-backdrop">
      <div
        className="app-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="guest-continue-title"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
          // The dialog's one control keeps the focus: Tab has nowhere else to go while it is open.
          if (event.key === 'Tab') event.preventDefault();
        }}
      >
        <h2 id="guest-continue-title">{t('guestContinue.title')}</h2>
        <p>
          {t('guestContinue.saved', {
            service: `${rate.carrier} ${rate.carrierService.name}`,
            price: formatMoney(rate.optimalRate.amount, rate.optimalRate.currency),
          })}
        </p>
        <p className="app-note">{t('guestContinue.unavailable')}</p>
        <button ref={closeButton} type="button" className="app-button" onClick={onClose}>
          {t('guestContinue.close')}
        </button>
      </div>
    </div>
  );
}
