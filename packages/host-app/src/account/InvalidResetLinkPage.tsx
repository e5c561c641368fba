// The common and auth texts only: the rest of the catalogue stays out of the first load (issue 8).
import { accountCatalogue as messages } from '@shipdeck/core/messages';
import { Link } from '../router';
import { useSession } from '../session/SessionContext';
import { t } from './accountMessages';

/** spec 03 §2: the saved reset error, or "Invalid password reset link". */
export function InvalidResetLinkPage() {
  const error = useSession((s) => s.resetPasswordError);
  return (
    <section className="app-status-page" aria-labelledby="invalid-link-title">
      <h1 id="invalid-link-title">{error ?? messages('password.invalidResetLink')}</h1>
      <Link to="/reset-password" className="app-button">
        {t('signIn.forgotPassword')}
      </Link>
    </section>
  );
}
