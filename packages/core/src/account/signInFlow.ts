import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SignInRefusal } from '../api/authResource';
import { accountCatalogue as messages } from '../messages/index';
import type { SessionStore, SignInOutcome } from '../session/sessionStore';
import { type SignInErrorView, signInErrorView } from '../session/signInErrors';
import { quickQuoteErrors, signInErrors } from './rules';

/** The two forms of the sign-in page: the full-access form and the quick-quote box (spec 03 §2). */
export type SignInForm = 'full' | 'quick';
/** A field of the page: the full form's two, and the quick-quote account number. */
export type SignInPageField = 'identifier' | 'password' | 'quick';
/** A button of a sign-in error dialog (spec 03 §8). */
export type SignInDialogAction = NonNullable<SignInErrorView['dialog']>['actions'][number];

/** A refused sign-in: which form it came from, what the page shows for it, and the server's answer. */
export interface SignInFailure {
  form: SignInForm;
  view: SignInErrorView;
  refusal: SignInRefusal;
}

export interface SignInFlowState {
  identifier: string;
  password: string;
  /** "Remember me", default on (spec 03 §2). */
  rememberMe: boolean;
  accountNumber: string;
  /** Errors show once a form was submitted (spec 03 §5). */
  submitted: Record<SignInForm, boolean>;
  busy: boolean;
  failure: SignInFailure | null;
  /**
   * spec 03 §4 "First-sign-in dialog": set a password or continue with limited access. A quick access
   * is signed in already (`landing`); a full sign-in of an account with no password is signed in
   * (limited) when the person continues (`landing` null).
   */
  firstSignIn: { landing: string | null; emailOrId: string } | null;
  /** spec 03 §4: where to go once the temporary-password warning is answered. */
  temporaryPasswordLanding: string | null;
}

export interface SignInFlowActions {
  setIdentifier(value: string): void;
  setPassword(value: string): void;
  setRememberMe(value: boolean): void;
  setAccountNumber(value: string): void;
  submitFull(): Promise<void>;
  submitQuick(): Promise<void>;
  /** A button of the error dialog; the field message stays under its field, the dialog closes. */
  dialogAction(action: SignInDialogAction): void;
  /** "Continue with limited access" (or closing the dialog). */
  continueFirstSignIn(): void;
  /** "Set Password": the one-time e-mail to set one (spec 03 §4), and on into the app meanwhile. */
  setPasswordFirstSignIn(): void;
  cancelTemporaryPassword(): void;
  continueTemporaryPassword(): void;
}

export type SignInFlow = StoreApi<SignInFlowState & SignInFlowActions>;

export interface SignInFlowDeps {
  session: SessionStore;
  /** POST start_password_recovery_actions: the set-password e-mail. */
  startPasswordRecovery(emailOrId: string): Promise<{ message?: string | undefined }>;
  /** Leaves the sign-in page for `to` (replacing it in the history, so Back does not return here). */
  navigate(to: string): void;
  /** Opens "Forgot Password?" (a normal navigation). */
  openPasswordRecovery(): void;
  /** Tells the person: an info popup, or an error with the text to fall back on. */
  notify(notice: { kind: 'info'; text: string } | { kind: 'error'; error: unknown; fallback: string }): void;
}

/**
 * The sign-in page's behaviour (spec 03 §2, §4, §5, §8) as a vanilla store: the two forms, their
 * rules, the error dialogs, the first-sign-in dialog and the temporary-password warning. The page
 * renders this state and calls these actions (issue 17 item 1: the page held 14 useState).
 */
export function createSignInFlow(deps: SignInFlowDeps): SignInFlow {
  return createStore<SignInFlowState & SignInFlowActions>()((set, get) => {
    const session = () => deps.session.getState();
    const typedIn = (form: SignInForm) => (form === 'full' ? get().identifier : get().accountNumber);

    const finish = (outcome: SignInOutcome, form: SignInForm) => {
      const typed = typedIn(form);
      if (outcome.kind === 'refused') {
        if (outcome.errorCode === 'NoPasswordSet' && form === 'full') {
          set({ firstSignIn: { landing: null, emailOrId: typed.trim() } });
          return;
        }
        set({ failure: { form, view: signInErrorView(outcome.errorCode, typed), refusal: outcome } });
        return;
      }
      if (!outcome.user.passwordSet)
        set({ firstSignIn: { landing: outcome.landing, emailOrId: typed.trim() } });
      // spec 03 §4: a password customer service set gets the temporary-password warning first.
      else if (outcome.user.passwordTemporary) set({ temporaryPasswordLanding: outcome.landing });
      else deps.navigate(outcome.landing);
    };
    const run = async (work: () => Promise<void>) => {
      set({ busy: true, failure: null });
      try {
        await work();
      } catch (error) {
        deps.notify({ kind: 'error', error, fallback: messages('signIn.failed') });
      } finally {
        set({ busy: false });
      }
    };
    const credentials = () => {
      const { identifier, password, rememberMe } = get();
      return { identifier, password, rememberMe };
    };
    const sendSetPasswordMail = (emailOrId: string) =>
      deps
        .startPasswordRecovery(emailOrId)
        .then((answer) =>
          deps.notify({ kind: 'info', text: answer.message ?? messages('password.recoverySent') }),
        )
        .catch((error: unknown) =>
          deps.notify({ kind: 'error', error, fallback: messages('password.recoveryFailed') }),
        );

    return {
      identifier: '',
      password: '',
      rememberMe: true,
      accountNumber: '',
      submitted: { full: false, quick: false },
      busy: false,
      failure: null,
      firstSignIn: null,
      temporaryPasswordLanding: null,

      setIdentifier: (identifier) => set({ identifier }),
      setPassword: (password) => set({ password }),
      setRememberMe: (rememberMe) => set({ rememberMe }),
      setAccountNumber: (accountNumber) => set({ accountNumber }),

      async submitFull() {
        set({ submitted: { ...get().submitted, full: true } });
        const { identifier, password } = get();
        if (Object.keys(signInErrors({ identifier, password })).length > 0) return;
        await run(async () => finish(await session().signIn(credentials()), 'full'));
      },

      async submitQuick() {
        set({ submitted: { ...get().submitted, quick: true } });
        if (quickQuoteErrors(get().accountNumber).accountNumber) return;
        await run(async () => finish(await session().quickAccess(get().accountNumber), 'quick'));
      },

      dialogAction(action) {
        const current = get().failure;
        if (!current) return;
        if (action === 'continue' && current.view.code === 'InvalidNumber' && current.form === 'full') {
          // spec 03 §8: "Continue is possible, but no documents or pickups": the server's limited token.
          void run(async () => finish(await session().continueWithLimitedAccess(credentials()), 'full'));
          return;
        }
        if (action === 'forgotPassword') deps.openPasswordRecovery();
        if (action === 'setPassword') void sendSetPasswordMail(typedIn(current.form).trim());
        const renumbered = current.refusal.newAccountNumber;
        if (action === 'continue' && current.view.code === 'OldImportNumber' && renumbered) {
          if (current.form === 'full') set({ identifier: renumbered });
          else set({ accountNumber: renumbered });
        }
        // The field message stays under its field; only the dialog closes.
        set({ failure: { ...current, view: { ...current.view, dialog: null } } });
      },

      continueFirstSignIn() {
        const first = get().firstSignIn;
        if (!first) return;
        if (first.landing) {
          deps.navigate(first.landing);
          return;
        }
        // A full sign-in asks the server for its limited session (quotes and preparation).
        void run(async () => {
          const outcome = await session().continueWithLimitedAccess(credentials());
          set({ firstSignIn: null });
          if (outcome.kind === 'signed-in') deps.navigate(outcome.landing);
          else finish(outcome, 'full');
        });
      },

      setPasswordFirstSignIn() {
        const first = get().firstSignIn;
        if (!first) return;
        void sendSetPasswordMail(first.emailOrId);
        get().continueFirstSignIn();
      },

      cancelTemporaryPassword: () => set({ temporaryPasswordLanding: null }),

      continueTemporaryPassword() {
        const landing = get().temporaryPasswordLanding;
        if (landing) deps.navigate(landing);
      },
    };
  });
}

/**
 * The message under one field of the sign-in page: the server's answer for that field when the last
 * try was refused, else the form's own rules once it was submitted (spec 03 §5, §8).
 */
export function signInFieldError(state: SignInFlowState, field: SignInPageField): string | null {
  // A "does not match password" beside "Sign in successful!" contradicts itself (issue 16 item 7):
  // the no-password answer is told by its dialog alone, which signs the person in.
  if (state.firstSignIn) return null;
  const form: SignInForm = field === 'quick' ? 'quick' : 'full';
  const name = field === 'quick' ? 'identifier' : field;
  const refused = state.failure?.form === form ? state.failure.view.field : null;
  if (refused?.name === name) return messages(refused.message);
  if (!state.submitted[form]) return null;
  if (field === 'quick') return quickQuoteErrors(state.accountNumber).accountNumber ?? null;
  return signInErrors({ identifier: state.identifier, password: state.password })[field] ?? null;
}
