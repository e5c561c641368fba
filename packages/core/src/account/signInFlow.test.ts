import { describe, expect, it, vi } from 'vitest';
import { makeUser, setup } from '../session/testing.test-helper';
import { createSignInFlow, signInFieldError } from './signInFlow';

const refusal = (errorCode: string, newAccountNumber: string | null = null) => ({
  kind: 'refused' as const,
  errorCode,
  description: null,
  newAccountNumber,
});

function flowOver(s: ReturnType<typeof setup>) {
  const went: string[] = [];
  const notices: string[] = [];
  const mails: string[] = [];
  const flow = createSignInFlow({
    session: s.store,
    startPasswordRecovery: async (emailOrId) => {
      mails.push(emailOrId);
      return { message: 'An email has been sent to reset your password.' };
    },
    navigate: (to) => went.push(to),
    openPasswordRecovery: () => went.push('/reset-password'),
    notify: (notice) => notices.push(notice.kind === 'info' ? notice.text : `error: ${notice.fallback}`),
  });
  return {
    flow,
    went,
    notices,
    mails,
    error: (field: 'identifier' | 'password' | 'quick') => signInFieldError(flow.getState(), field),
  };
}

describe('sign-in flow (spec 03 §2, §5, §8)', () => {
  it('shows no error before a submit, then the spec messages, and calls nothing for a form that fails its rules', async () => {
    const s = setup();
    const { flow, error } = flowOver(s);
    expect(error('identifier')).toBeNull();
    await flow.getState().submitFull();
    expect(error('identifier')).toBe('Email or import/export number field is required.');
    expect(error('password')).toBe('Password field is required.');
    await flow.getState().submitQuick();
    expect(error('quick')).toBe('Email or import/export number field is required.');
    expect(s.calls).toEqual([]);
  });

  it('signs in and goes to the landing page, Remember me on by default', async () => {
    const s = setup();
    const { flow, went } = flowOver(s);
    expect(flow.getState().rememberMe).toBe(true);
    flow.getState().setIdentifier('ada@example.com');
    flow.getState().setPassword('pw');
    await flow.getState().submitFull();
    expect(s.calls).toEqual(['signIn ada@example.com', 'currentUser']);
    expect(went).toEqual(['/']);
    expect(flow.getState().busy).toBe(false);
  });

  it("shows a refusal's field message under its form only, and closes its dialog without losing the message", async () => {
    const s = setup();
    s.setSignIn(refusal('EmailNotFound'));
    const { flow, error } = flowOver(s);
    flow.getState().setIdentifier('nobody@example.com');
    flow.getState().setPassword('pw');
    await flow.getState().submitFull();
    expect(flow.getState().failure?.view.dialog?.title).toBe('signInError.EmailNotFound.title');
    flow.getState().dialogAction('close');
    expect(flow.getState().failure?.view.dialog).toBeNull();
    expect(error('identifier')).toBe('There seems to be an issue with your email.');
    expect(error('quick')).toBeNull();
  });

  it('puts the new number in the field that was used when an old import number Continues', async () => {
    const s = setup();
    s.setSignIn(refusal('OldImportNumber', '812345614'));
    const { flow } = flowOver(s);
    flow.getState().setAccountNumber('812345699');
    await flow.getState().submitQuick();
    flow.getState().dialogAction('continue');
    expect(flow.getState()).toMatchObject({ accountNumber: '812345614', identifier: '' });
  });

  it('asks for the limited token when "Invalid Account number!" Continues', async () => {
    const s = setup();
    s.setSignIn(refusal('InvalidNumber'));
    const { flow, went } = flowOver(s);
    flow.getState().setIdentifier('bad@example.com');
    flow.getState().setPassword('pw');
    await flow.getState().submitFull();
    s.setSignIn({ token: 'limited', scopes: ['quote', 'prepare', 'account'] });
    flow.getState().dialogAction('continue');
    await settled(() => went.length > 0);
    expect(s.calls).toEqual(['signIn bad@example.com', 'signIn bad@example.com continue', 'currentUser']);
    expect(went).toEqual(['/']);
  });

  it('offers an account with no password the first-sign-in dialog, with no "does not match" beside it, and continues signed in (spec 03 §4)', async () => {
    const s = setup();
    s.setSignIn(refusal('NoPasswordSet'));
    const { flow, went, error } = flowOver(s);
    flow.getState().setIdentifier('812345613');
    flow.getState().setPassword('anything');
    await flow.getState().submitFull();
    expect(flow.getState().firstSignIn).toEqual({ landing: null, emailOrId: '812345613' });
    expect(flow.getState().failure).toBeNull();
    expect(error('identifier')).toBeNull();
    s.setSignIn({ token: 'quick', scopes: ['quote', 'prepare'] });
    s.setUser(makeUser({ passwordSet: false, quickAccess: true }));
    flow.getState().continueFirstSignIn();
    await settled(() => went.length > 0);
    expect(s.calls).toEqual(['signIn 812345613', 'signIn 812345613 continue', 'currentUser']);
    expect(went).toEqual(['/']);
    expect(s.store.getState().kind).toBe('quick-access');
  });

  it('mails the set-password link to what was typed when the person chooses Set Password', async () => {
    const s = setup();
    s.setSignIn(refusal('NoPasswordSet'));
    const { flow, mails, notices, went } = flowOver(s);
    flow.getState().setIdentifier(' nopassword@example.com ');
    flow.getState().setPassword('anything');
    await flow.getState().submitFull();
    s.setSignIn({ token: 'quick', scopes: ['quote', 'prepare'] });
    flow.getState().setPasswordFirstSignIn();
    await settled(() => went.length > 0 && notices.length > 0);
    expect(mails).toEqual(['nopassword@example.com']);
    expect(notices).toEqual(['An email has been sent to reset your password.']);
  });

  it('holds the landing page behind the temporary-password warning until Continue (spec 03 §4)', async () => {
    const s = setup({ user: makeUser({ passwordTemporary: true }) });
    const { flow, went } = flowOver(s);
    flow.getState().setIdentifier('ada@example.com');
    flow.getState().setPassword('set by csr');
    await flow.getState().submitFull();
    expect(flow.getState().temporaryPasswordLanding).toBe('/');
    expect(went).toEqual([]);
    flow.getState().continueTemporaryPassword();
    expect(went).toEqual(['/']);
  });

  it("tells the person when the sign-in call fails, in the spec's words", async () => {
    const s = setup();
    s.store.setState({
      signIn: async () => {
        throw new Error('network down');
      },
    });
    const { flow, notices } = flowOver(s);
    flow.getState().setIdentifier('ada@example.com');
    flow.getState().setPassword('pw');
    await flow.getState().submitFull();
    expect(notices).toEqual([
      'error: Sign In information is invalid. Please try again and contact Customer Support if you still have problems.',
    ]);
    expect(flow.getState().busy).toBe(false);
  });
});

/** Waits until `done` holds (the flow's dialog actions start their calls without awaiting them). */
const settled = (done: () => boolean) => vi.waitFor(() => expect(done()).toBe(true));
