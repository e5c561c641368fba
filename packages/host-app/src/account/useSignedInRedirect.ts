import { signedInPageRedirect } from '@shipdeck/core/session';
import { useState } from 'react';
import { useLocation } from '../router';
import { useAppSession } from '../session/SessionContext';

/**
 * Where a signed-in person who opens this page (sign-in, sign-up) goes instead, decided once as the
 * page opens (issue 16 item 13): a sign-in made on the page itself must not pull it away from the
 * dialogs that follow (first sign-in, temporary password).
 */
export function useSignedInRedirect(): string | null {
  const { store } = useAppSession();
  const { pathname } = useLocation();
  const [redirect] = useState(() => {
    const session = store.getState();
    return signedInPageRedirect(pathname, session.kind, session.landingPage());
  });
  return redirect;
}
