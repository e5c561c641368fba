import { type ComponentProps, lazy, Suspense } from 'react';

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
