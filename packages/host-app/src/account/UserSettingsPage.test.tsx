import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, startTestSession, testUser } from '../testing/testSession';

afterEach(cleanup);

const LAZY = { timeout: 5_000 };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/ld+json' } });

/** A server answering the settings calls, recording what it was sent. */
function fakeServer() {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  let contact = {
    name: 'Dana Whitfield',
    phone: { number: '+1 212 555 0142', extension: null },
    email: 'dana@example.com',
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      const raw = init?.body ?? (input instanceof Request ? await input.text() : null);
      const body = typeof raw === 'string' && raw ? JSON.parse(raw) : null;
      sent.push({ method, path: url.pathname, body });
      if (url.pathname === '/api/billing_informations' && method === 'GET')
        return json({
          'hydra:member': [{ id: 'u-1', ...testUser().billingInformation, billingContact: contact }],
          'hydra:totalItems': 1,
        });
      if (url.pathname === '/api/billing_informations/u-1' && method === 'PUT') {
        contact = body.billingContact;
        return json({ id: 'u-1', ...testUser().billingInformation, billingContact: contact });
      }
      if (url.pathname === '/api/change_email_actions')
        return json({ success: true, message: `We have sent a link to ${body.email}.` });
      return json({ 'hydra:description': 'Not Found' }, 404);
    }),
  );
  return { sent };
}

describe('/user-settings (spec 03 §2, §8)', { timeout: 20_000 }, () => {
  it('shows the rows and saves the billing contact with the spec notice', async () => {
    const server = fakeServer();
    const { session } = await startTestSession({ user: testUser() });
    renderRoutes(session, '/user-settings');
    const billing = await screen.findByRole('form', { name: 'Billing contact' }, LAZY);
    expect(screen.getByText('812345678')).toBeTruthy();
    const user = userEvent.setup();
    const name = within(billing).getByLabelText(/^Contact Name/);
    await user.clear(name);
    await user.click(within(billing).getByRole('button', { name: 'Save Billing Contact' }));
    expect(within(billing).getByText('Name is required')).toBeTruthy();
    await user.type(name, 'Robin Vale');
    await user.click(within(billing).getByRole('button', { name: 'Save Billing Contact' }));
    expect(
      await within(billing).findByText('You have successfully updated your billing contact information!'),
    ).toBeTruthy();
    expect(server.sent.find((call) => call.method === 'PUT')?.body).toMatchObject({
      billingContact: { name: 'Robin Vale', email: 'dana@example.com' },
    });
  });

  it('asks for the password before an e-mail change and says where the link went', async () => {
    const server = fakeServer();
    const { session } = await startTestSession({ user: testUser() });
    renderRoutes(session, '/user-settings');
    const form = await screen.findByRole('form', { name: 'Change e-mail address' }, LAZY);
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^New e-mail address/), 'ada@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send Confirmation Link' }));
    expect(within(form).getByText('This is already the e-mail address of your account.')).toBeTruthy();
    await user.clear(within(form).getByLabelText(/^New e-mail address/));
    await user.type(within(form).getByLabelText(/^New e-mail address/), 'ada@new.example.com');
    await user.type(within(form).getByLabelText(/^Password/), 'secret-pass');
    await user.click(within(form).getByRole('button', { name: 'Send Confirmation Link' }));
    expect(await within(form).findByText('We have sent a link to ada@new.example.com.')).toBeTruthy();
    expect(server.sent.find((call) => call.path === '/api/change_email_actions')?.body).toEqual({
      email: 'ada@new.example.com',
      password: 'secret-pass',
    });
  });

  it('links the address book and My Items List from the avatar menu', async () => {
    fakeServer();
    const { session } = await startTestSession({ user: testUser() });
    renderRoutes(session, '/user-settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ada Client' }, LAZY));
    expect(screen.getByRole('link', { name: 'Address Book' }).getAttribute('href')).toBe('/address-book');
    expect(screen.getByRole('link', { name: 'My Items List' }).getAttribute('href')).toBe('/items');
  });
});

describe('the mailed e-mail change link', { timeout: 20_000 }, () => {
  it('sends its code once and says the address changed', async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        );
        const raw = init?.body ?? (input instanceof Request ? await input.text() : null);
        sent.push(`${url.pathname} ${typeof raw === 'string' ? raw : ''}`);
        return url.pathname === '/api/confirm_email_change_actions'
          ? json({ success: true, message: 'Your e-mail address has been changed.' })
          : json({ 'hydra:description': 'Not Found' }, 404);
      }),
    );
    const { session } = await startTestSession();
    const router = renderRoutes(session, '/?emailChangeCode=c0de');
    expect(await screen.findByText('Your e-mail address has been changed.', {}, LAZY)).toBeTruthy();
    expect(sent.filter((call) => call.startsWith('/api/confirm_email_change_actions'))).toEqual([
      '/api/confirm_email_change_actions {"code":"c0de"}',
    ]);
    expect(router.state.location.search).toBe('');
  });
});
