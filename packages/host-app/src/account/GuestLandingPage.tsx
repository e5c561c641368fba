import { Link } from '../router';
import { useSession } from '../session/SessionContext';
import { t } from './accountMessages';

/** /guest-landing (spec 03 §2): two text variants chosen by GUEST_LANDING_PAGE_3_0. */
export function GuestLandingPage() {
  const v3 = useSession((s) => s.flags.GUEST_LANDING_PAGE_3_0);
  const product = t('app.productName');
  return (
    <section className="app-status-page" aria-labelledby="guest-landing-title">
      <h1 id="guest-landing-title">
        {v3 ? t('guestLanding.heading3', { product }) : t('guestLanding.heading')}
      </h1>
      <p>{v3 ? t('guestLanding.text3') : t('guestLanding.text')}</p>
      <Link to="/sign-up" className="app-button">
        {t('guestLanding.signUp')}
      </Link>
    </section>
  );
}
