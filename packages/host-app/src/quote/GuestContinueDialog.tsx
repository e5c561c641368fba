import { formatMoney } from '@shipdeck/core/format';
import type { ContinueToShippingPayload } from '@shipdeck/core/quote';
import { carrierServiceLabel } from '@shipdeck/core/rating';
import { useEffect, useRef } from 'react';
import { Link } from '../router';
import { t } from './guestContinueMessages';

/**
 * spec 02 §4, §6: a guest must sign in before preparing a shipment. The quote is saved on this device
 * as the prepare wizard's unsaved copy (continueToShipping.ts) and the dialog offers Sign In and Sign Up.
 */
export function GuestContinueDialog({
  quote,
  onClose,
}: {
  quote: ContinueToShippingPayload;
  onClose(): void;
}) {
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    return () => previous?.focus?.();
  }, []);
  const { rate } = quote;
  return (
    <div className="app-dialog-backdrop">
      <div
        className="app-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="guest-continue-title"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
          if (event.key !== 'Tab') return;
          // Tab stays inside the dialog.
          const items = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button')];
          const index = items.indexOf(document.activeElement as HTMLElement);
          event.preventDefault();
          items[(index + (event.shiftKey ? -1 : 1) + items.length) % items.length]?.focus();
        }}
      >
        <h2 id="guest-continue-title">{t('guestContinue.title')}</h2>
        <p>
          {t('guestContinue.saved', {
            service: carrierServiceLabel(rate.carrier, rate.carrierService.name),
            price: formatMoney(rate.optimalRate.amount, rate.optimalRate.currency),
          })}
        </p>
        <p className="app-note">{t('guestContinue.signIn')}</p>
        <div className="app-actions">
          <Link to="/sign-in" className="app-button">
            {t('nav.signIn')}
          </Link>
          <Link to="/sign-up" className="app-button app-button-secondary">
            {t('nav.signUp')}
          </Link>
          <button
            ref={closeButton}
            type="button"
            className="app-button app-button-secondary"
            onClick={onClose}
          >
            {t('guestContinue.close')}
          </button>
        </div>
      </div>
    </div>
  );
}
