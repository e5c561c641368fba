import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

/**
 * Issue 14 (docs/webhooks.md): an administrator registers a webhook endpoint for the demo client,
 * pointing at a receiver this test runs (http on 127.0.0.1 is allowed outside production), presses
 * Send Test and sees the receiver's 2xx in the delivery log. The receiver checks the signature with
 * the secret the page showed once, as docs/webhooks.md#verifying tells a partner to.
 */
test('an admin registers an endpoint, test-sends, and sees the 2xx in the log', async ({ page }) => {
  let secret = '';
  const verdicts: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = String(request.headers['shipdeck-signature'] ?? '');
      const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)));
      const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
      const fresh = Math.abs(Date.now() / 1000 - Number(parts.t)) <= 300;
      const ok = fresh && parts.v1 === expected;
      verdicts.push(ok ? 'ok' : 'refused');
      response.writeHead(ok ? 204 : 401).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const receiver = `http://127.0.0.1:${(server.address() as AddressInfo).port}/shipdeck-events`;
  try {
    await page.goto('/sign-in');
    await page.getByLabel('Email or Import/Export No. or Client ID').fill('admin@demo.shipdeck.test');
    await page.getByLabel('Password', { exact: true }).fill('shipdeck-demo');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/users$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Webhooks' }).click();
    await expect(page).toHaveTitle('Shipdeck - Webhooks');

    await page.getByRole('textbox', { name: /^Account \(/ }).fill('client@demo.shipdeck.test');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('button', { name: 'Choose' }).first().click();
    const region = page.getByRole('region', { name: /^Endpoints of / });
    await expect(region).toBeVisible();

    await region.getByLabel(/^URL/).fill(receiver);
    await region.getByLabel(/^Description/).fill('e2e receiver');
    await region.getByRole('button', { name: 'Add Endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: `Signing secret of ${receiver}` });
    secret = await dialog.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await dialog.getByRole('button', { name: 'I have stored it' }).click();

    const card = region.getByRole('listitem', { name: receiver });
    await card.getByRole('button', { name: 'Send Test' }).click();
    await expect(page.getByText(/The test event was delivered: HTTP 204/)).toBeVisible();
    const log = card.getByRole('table', { name: `Delivery log of ${receiver}` });
    await expect(log.getByRole('row').filter({ hasText: 'ping' })).toContainText('Delivered (HTTP 204)');
    expect(verdicts).toEqual(['ok']);

    // Tidy up: the shared demo database keeps no endpoint of this run.
    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The endpoint was deleted.')).toBeVisible();
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
