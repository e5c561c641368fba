import { messages } from '@shipdeck/core/messages';
import { Link } from 'react-router';
import { t } from '../messages';
import { useSession } from '../session/SessionContext';

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
