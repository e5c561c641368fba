import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import { EMAIL_CHANGE_CODE } from '../account/emailChangeCode';
import { useLocation } from '../router';
import { useSession } from '../session/SessionContext';

/**
 * The account dialogs the shell can open (sign in as a guest, the password prompt, change password,
 * the temporary-password warning), each loaded when first shown: they carry the account rules, the
 * phone-number data and the schemas, which every page's first load would otherwise pay for (issue 8).
 */
const GuestSignIn = lazy(() =>
  import('../account/GuestSignInDialog').then((m) => ({ default: m.GuestSignInDialog })),
);
const PasswordProtected = lazy(() =>
  import('../account/PasswordProtectedDialog').then((m) => ({ default: m.PasswordProtectedDialog })),
);
const ChangePassword = lazy(() =>
  import('../account/ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })),
);
const TemporaryPassword = lazy(() =>
  import('../account/TemporaryPasswordDialog').then((m) => ({ default: m.TemporaryPasswordDialog })),
);

export function GuestSignInDialog(props: ComponentProps<typeof GuestSignIn>) {
  return (
    <Suspense fallback={null}>
      <GuestSignIn {...props} />
    </Suspense>
  );
}

export function PasswordProtectedDialog(props: ComponentProps<typeof PasswordProtected>) {
  return (
    <Suspense fallback={null}>
      <PasswordProtected {...props} />
    </Suspense>
  );
}

export function ChangePasswordDialog() {
  return (
    <Suspense fallback={null}>
      <ChangePassword />
    </Suspense>
  );
}

export function TemporaryPasswordDialog(props: ComponentProps<typeof TemporaryPassword>) {
  return (
    <Suspense fallback={null}>
      <TemporaryPassword {...props} />
    </Suspense>
  );
}

const EmailChange = lazy(() =>
  import('../account/EmailChangeConfirmation').then((m) => ({ default: m.EmailChangeConfirmation })),
);

/**
 * The mailed e-mail change link's handling, loaded only when a page opens with its code (issue 8:
 * it carries the settings texts), with the code seen as the page opened: it stays mounted after the
 * code leaves the address bar.
 */
export function EmailChangeConfirmation() {
  const { search } = useLocation();
  const inUrl = new URLSearchParams(search).get(EMAIL_CHANGE_CODE);
  const [code, setCode] = useState(inUrl);
  useEffect(() => {
    if (inUrl) setCode(inUrl);
  }, [inUrl]);
  const current = inUrl ?? code;
  return current ? (
    <Suspense fallback={null}>
      <EmailChange code={current} />
    </Suspense>
  ) : null;
}

const Acting = lazy(() => import('./ActingBanner').then((m) => ({ default: m.ActingBanner })));

/** The acting-for-a-client banner, loaded when a staff member acts for a client (issue 8). */
export function ActingBanner() {
  const acting = useSession((s) => s.isActingForUser());
  return acting ? (
    <Suspense fallback={null}>
      <Acting />
    </Suspense>
  ) : null;
}
