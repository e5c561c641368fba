import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, startTestSession } from '../testing/testSession';

/** The sign-up call: answered `{ success: true }` as spec 03 §7 says; every request is kept. */
const requests: Array<{ url: string; body: string }> = [];
vi.stubGlobal(
  'fetch',
  vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push({ url: request.url, body: await request.clone().text() });
    return new Response(JSON.stringify({ success: true, message: 'ok' }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }),
);
afterEach(() => {
  cleanup();
  requests.length = 0;
});

async function openSignUp() {
  const { session } = await startTestSession();
  const router = renderRoutes(session, '/sign-up');
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Sign Up' });
  await user.type(screen.getByLabelText('First Name'), 'Ada');
  await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
  await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
  return { router, user, session };
}

const phone = () => screen.getByLabelText('Telephone') as HTMLInputElement;

describe('sign-up page (spec 03 §2, §5)', () => {
  it('prefills the dial code of the USA in the phone field', async () => {
    await openSignUp();
    expect(phone().value).toBe('+1 ');
  });

  it('refuses "abc" as a phone with "Invalid phone number" and sends nothing (issue 16 item 11)', async () => {
    const { user } = await openSignUp();
    await user.clear(phone());
    await user.type(phone(), 'abc');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Invalid phone number')).toBeTruthy();
    expect(requests.filter((r) => r.url.includes('sign_up'))).toEqual([]);
  });

  it('forces the plus to the front when the person leaves the phone field', async () => {
    const { user } = await openSignUp();
    await user.clear(phone());
    await user.type(phone(), '1 212 555 0100');
    await user.tab();
    expect(phone().value).toBe('+1 212 555 0100');
  });

  it('says the sign-up was received where the form was, not on the freight quote page (issue 16 item 11)', async () => {
    const { user, router } = await openSignUp();
    await user.type(phone(), '212 555 0100');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for signing up!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-up');
    const sent = requests.find((r) => r.url.includes('/sign_up_actions'));
    expect(JSON.parse(JSON.parse(sent?.body ?? '{}').payload)).toMatchObject({
      phoneNumber: '+1 212 555 0100',
      email: 'ada@example.com',
    });
    expect(screen.getByRole('button', { name: 'Get a Guest Quote' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toBeTruthy();
  });
});
