import { withPageTexts } from '../messages';
import { useNavigate } from '../router';
import { useAppSession, useSession } from '../session/SessionContext';
import { useFeedback } from '../ui/Feedback';
import { shellPageMessages } from './shellPageMessages';

const t = withPageTexts(shellPageMessages);

/**
 * A fixed, visible banner while a staff member acts for a client (issue 16: only the avatar said so):
 * whose account this is, and "Sign out from Profile" (spec 03 §2) back to the staff member's own.
 */
export function ActingBanner() {
  const { store } = useAppSession();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const acting = useSession((s) => s.isActingForUser());
  const context = useSession((s) => s.authContext);
  if (!acting || !context) return null;
  const company = context.ownerCompanyName ? ` (${context.ownerCompanyName})` : '';
  return (
    <div className="app-acting-banner" role="status">
      <span>{t('acting.banner', { name: context.ownerName, company })}</span>
      <button
        type="button"
        className="app-button app-button-secondary"
        onClick={() =>
          store
            .getState()
            .signOutFromProfile()
            .then(
              () => navigate('/users'),
              (error: Error) => feedback.toast('error', error.message),
            )
        }
      >
        {t('nav.signOutFromProfile')}
      </button>
    </div>
  );
}
