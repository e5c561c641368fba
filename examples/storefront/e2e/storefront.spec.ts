import { expect, type Locator, test } from '@playwright/test';

/** Computed styles of a few widget parts, read inside the shadow root. */
async function widgetStyles(widget: Locator) {
  return widget.evaluate((host) => {
    const root = host.shadowRoot;
    if (!root) throw new Error('no shadow root');
    const pick = (selector: string) => {
      const element = root.querySelector(selector);
      if (!element) throw new Error(`missing ${selector}`);
      const s = getComputedStyle(element);
      return {
        font: `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`,
        color: s.color,
        background: s.backgroundColor,
        border: `${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor}`,
        padding: s.padding,
        width: s.width,
        height: s.height,
        lineHeight: s.lineHeight,
        letterSpacing: s.letterSpacing,
        textTransform: s.textTransform,
        textAlign: s.textAlign,
        display: s.display,
      };
    };
    return {
      root: pick('.sd-quote'),
      title: pick('.sd-title'),
      label: pick('.sd-label'),
      input: pick('input.sd-input'),
      select: pick('select.sd-input'),
      button: pick('button[type="submit"]'),
    };
  });
}

test('a guest gets quotes in the partner storefront and the page hears Continue to Shipping', async ({
  page,
}) => {
  await page.goto('/');
  const widget = page.locator('shipdeck-quote');
  const from = widget.getByRole('group', { name: 'Sending from' });
  const to = widget.getByRole('group', { name: 'Sending to' });
  await expect(to.getByLabel('Country').locator('option[value="US"]')).toHaveCount(1);
  await to.getByLabel('Country').selectOption('US');
  await from.getByLabel('Zip').fill('10001');
  await to.getByLabel('Zip').fill('60601');
  await widget.getByLabel('Weight (lbs)').fill('4');
  await widget.getByLabel('Length (inch)').fill('10');
  await widget.getByLabel('Width (inch)').fill('8');
  await widget.getByLabel('Height (inch)').fill('6');
  await widget.getByRole('button', { name: 'Get A Quote' }).click();

  const cards = widget.getByRole('listitem');
  await expect(cards.filter({ hasText: 'Lowest Price!' })).toHaveCount(1);
  await expect(page.locator('#cart-shipping')).toHaveText(/\d+ shipping options available\./);
  await cards.first().getByRole('button', { name: 'Continue to Shipping' }).click();
  await expect(page.locator('#cart-shipping')).toHaveText(/^Chosen: .+, \$\d+\.\d{2}$/);
});

test("the shop's own CSS does not change the widget", async ({ page }) => {
  await page.goto('/');
  const widget = page.locator('shipdeck-quote');
  await expect(widget.getByRole('button', { name: 'Get A Quote' })).toBeVisible();

  const withShopCss = await widgetStyles(widget);
  // The hostile rules really apply to the page around the widget…
  const shopText = await page
    .locator('main > p')
    .first()
    .evaluate((p) => getComputedStyle(p).fontSize);
  expect(shopText).toBe('30px');
  // …and none of them inside it.
  expect(withShopCss.root.font).not.toContain('30px');
  expect(withShopCss.label.color).not.toBe('rgb(255, 0, 0)');
  expect(withShopCss.button.background).not.toBe('rgb(0, 255, 0)');

  await page.locator('#shop-css').evaluate((style) => style.remove());
  expect(await widgetStyles(widget)).toEqual(withShopCss);

  // The one door left open on purpose: the shop's theme properties reach the widget.
  expect(withShopCss.button.background).toBe('rgb(138, 59, 18)');
});

test('two widgets mounted with Shipdeck.mount share no element id, and each label focuses its own input', async ({
  page,
}) => {
  await page.goto('/');
  // The page's <shipdeck-quote> has loaded the bundle; mount two more from script, as a shop may.
  await expect(page.locator('shipdeck-quote').getByRole('button', { name: 'Get A Quote' })).toBeVisible();
  await page.evaluate(() => {
    const api = document.querySelector('shipdeck-quote')?.getAttribute('api-base') ?? '';
    for (const name of ['first', 'second']) {
      const host = document.createElement('div');
      host.id = `extra-${name}`;
      document.body.append(host);
      (window as unknown as { Shipdeck: { mount(el: Element, options: object): unknown } }).Shipdeck.mount(
        host,
        {
          apiBase: api,
        },
      );
    }
  });
  const second = page.locator('#extra-second');
  await expect(second.getByRole('button', { name: 'Get A Quote' })).toBeVisible();
  const ids = await page.evaluate(() => {
    const all: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('[id]')) all.push(element.id);
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) walk(element.shadowRoot);
    };
    walk(document);
    return all;
  });
  const widgetIds = ids.filter((id) => id.startsWith('sd'));
  expect(widgetIds.length).toBeGreaterThan(20);
  expect(widgetIds.filter((id, i) => widgetIds.indexOf(id) !== i)).toEqual([]);
  await second.getByText('Weight (lbs)').first().click();
  await expect(second.getByLabel('Weight (lbs)').first()).toBeFocused();
});

test('a shop whose policy allows no inline style (style-src self) still gets a styled widget', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/strict');
  const widget = page.locator('shipdeck-quote');
  const button = widget.getByRole('button', { name: 'Get A Quote' });
  await expect(button).toBeVisible();
  // Styled from its adopted stylesheet: the theme colour and the widget's own padding, not the browser's.
  const styles = await button.evaluate((element) => {
    const s = getComputedStyle(element);
    return { background: s.backgroundColor, padding: s.paddingLeft };
  });
  // The shop's own inline theme is blocked by its policy, so the widget's default primary shows.
  expect(styles.background).toBe('rgb(29, 78, 216)');
  expect(violations.filter((text) => /style/i.test(text) && /shipdeck|quote/i.test(text))).toEqual([]);
});

test('a widget mounted with Shipdeck.mount is out of reach of the page CSS (div { display: none })', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('shipdeck-quote').getByRole('button', { name: 'Get A Quote' })).toBeVisible();
  await page.evaluate(() => {
    const hostile = document.createElement('style');
    hostile.textContent =
      'div { display: none !important } .sd-btn { background: rgb(0, 255, 0) !important }';
    document.head.append(hostile);
    const host = document.createElement('section');
    host.id = 'mounted';
    document.body.append(host);
    const api = document.querySelector('shipdeck-quote')?.getAttribute('api-base') ?? '';
    (window as unknown as { Shipdeck: { mount(el: Element, options: object): unknown } }).Shipdeck.mount(
      host,
      {
        apiBase: api,
      },
    );
  });
  const button = page.locator('#mounted').getByRole('button', { name: 'Get A Quote' });
  await expect(button).toBeVisible();
  expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
    'rgb(0, 255, 0)',
  );
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`the page does not jump when the widget arrives (${viewport.width} px wide: layout shift under 0.1)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const win = window as unknown as { __shift: number };
      win.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; hadRecentInput: boolean }
        >) {
          if (!entry.hadRecentInput) win.__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await expect(page.locator('shipdeck-quote').getByRole('button', { name: 'Get A Quote' })).toBeVisible();
    // The option lists fill the selects after the first render: let them land before reading.
    await expect(
      page.locator('shipdeck-quote').getByLabel('Country').first().locator('option'),
    ).not.toHaveCount(0);
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    console.log(`storefront layout shift at ${viewport.width} px: ${shift.toFixed(3)}`);
    expect(shift).toBeLessThan(0.1);
  });
}
