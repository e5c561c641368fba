import { useNavigate } from 'react-router';
import { t } from '../messages';
import { Dialog } from '../ui/Dialog';

/** spec 03 §2, §4: guests on a restricted route get the guest sign-in dialog ("Let's Get Started!"). */
export function GuestSignInDialog() {
  const navigate = useNavigate();
  return (
    <Dialog title={t('guestSignIn.title')} onClose={() => navigate('/get-quote')}>
      <p>{t('guestSignIn.text')}</p>
      <div className="app-actions">
        <button type="button" className="app-button" onClick={() => navigate('/sign-in')}>
          {t('nav.signIn')}
        </button>
        <button
          type="button"
          className="app-button app-button-secondary"
          onClick={() => navigate('/sign-up')}
        >
          {t('nav.signUp')}
        </button>
      </div>
    </Dialog>
  );
}
