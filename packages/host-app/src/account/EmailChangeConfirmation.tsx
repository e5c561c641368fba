import { messages } from '@shipdeck/core/messages';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '../router';
import { useAppSession } from '../session/SessionContext';
import { errorText } from '../ui/errorText';
import { useFeedback } from '../ui/Feedback';
import { EMAIL_CHANGE_CODE } from './emailChangeCode';

/**
 * Opens the mailed e-mail change link on whatever page it landed (the settings page's change, beyond
 * the spec): sends its code once (POST /confirm_email_change_actions, no session needed), says whether
 * the address changed, takes the code out of the address bar, and reloads the signed-in person.
 */
export function EmailChangeConfirmation({ code: given }: { code?: string } = {}) {
  const location = useLocation();
  const navigate = useNavigate();
  const { api, store } = useAppSession();
  const feedback = useFeedback();
  const sent = useRef<string | null>(null);
  // The shell hands over the code it saw as the page opened (shell/lazyDialogs.tsx loads this on
  // demand, and the page may have moved on, e.g. "/" forwarding a visitor to the quote, meanwhile).
  const code = given ?? new URLSearchParams(location.search).get(EMAIL_CHANGE_CODE);
  useEffect(() => {
    if (!code || sent.current === code) return;
    sent.current = code;
    const rest = new URLSearchParams(location.search);
    rest.delete(EMAIL_CHANGE_CODE);
    const query = rest.toString();
    navigate(`${location.pathname}${query ? `?${query}` : ''}`, { replace: true });
    api.confirmEmailChange(code).then(
      (answer) => {
        feedback.popup({ kind: 'info', text: answer.message ?? messages('settings.emailChanged') });
        if (store.getState().user) void store.getState().refresh();
      },
      (error: unknown) =>
        feedback.popup({ kind: 'error', text: errorText(error, messages('settings.emailLinkInvalid')) }),
    );
  }, [code, api, store, feedback, navigate, location.pathname, location.search]);
  return null;
}
