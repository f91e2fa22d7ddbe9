// The server draws the catalog's screens; the browser takes them over without drawing them again.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/shopper.ts';
import { texts } from './support/texts.ts';

/** Errors the page reports: a failed takeover (hydration) shows up here, and so does a CSP block. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home, listing and product pages show their products', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Flash Sales' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Categories' });
    await expect(nav.getByRole('link').first()).toHaveText('Craft');
    const firstSale = page.getByRole('article').first().getByRole('link').first();
    const name = (await firstSale.innerText()).trim();

    await firstSale.click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('button', { name: 'Add To Cart' }).first()).toBeVisible();

    await page.goto('/product?sort=newest');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByRole('article')).not.toHaveCount(0);
    await expect(page.getByText('No subcategories available')).toHaveCount(0);
  });
});

test('the browser takes over the page the server drew, without drawing it again', async ({
  page,
}) => {
  const errors = collectErrors(page);
  // Hold the app's code back until the drawn page has been marked.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/mount-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  await firstCard.evaluate((node) => Object.assign(node, { drawnByServer: true }));
  // As on a slow phone, the flash sale's countdown moves on before the app takes over.
  await page.waitForTimeout(1100);
  release();

  // The card the server drew becomes the app's own: React adopts the node rather than replacing it.
  await expect
    .poll(() =>
      firstCard.evaluate(
        (node) =>
          'drawnByServer' in node &&
          Object.keys(node).some((key) => key.startsWith('__reactFiber')),
      ),
    )
    .toBe(true);
  // And it works: a category link opens the listing.
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/\/product\?category=\d+/);
  expect(errors).toEqual([]);
});

/** Holds back the asked-for scripts matching `pattern` until the returned function is called. */
async function holdScripts(page: Page, pattern: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a button clicked before the app takes over does its work once it has', async ({ page }) => {
  const errors = collectErrors(page);
  for (const [path, click, done] of [
    [
      '/product/1',
      () => page.getByRole('button', { name: 'Add To Cart' }).first().click(),
      () => expect(page.getByText('Product added to cart!')).toBeVisible(),
    ],
    [
      '/',
      () => page.getByRole('navigation', { name: 'Categories' }).getByRole('link').nth(1).click(),
      () => expect(page).toHaveURL(/\/product\?category=\d+/),
    ],
  ] as const) {
    const release = await holdScripts(page, /\/assets\/mount-[\w-]+\.js$/);
    await page.goto(path);
    await click();
    release();
    await done();
    await page.unrouteAll();
  }
  expect(errors).toEqual([]);
});

test('a link clicked as soon as the page shows opens its page, the takeover unbroken', async ({
  page,
}) => {
  test.slow();
  const errors = collectErrors(page);
  // As on a slow phone: the shopper is quicker than the app, which takes the page over meanwhile.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  for (let run = 0; run < 3; run += 1) {
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Flash Sales' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible({ timeout: 30_000 });
  }
  expect(errors).toEqual([]);
});

test("a saved product's heart is pressed on the cards the server drew, once the wishlist is known", async ({
  page,
  baseURL,
}) => {
  const t = texts('en');
  const errors = collectErrors(page);
  await signIn(page, baseURL!);
  const firstName = async () =>
    (await page.getByRole('article').first().getByRole('heading').innerText()).trim();
  const heart = (name: string, saved: boolean) =>
    page
      .getByRole('article')
      .getByRole('button', {
        name: t(saved ? 'wishlist.remove' : 'product.addNamedToWishlist', { name }),
      })
      .first();
  // One saved from the home page's flash sale, one from the listing.
  await page.goto('/');
  const onSale = await firstName();
  await heart(onSale, false).click();
  await expect(heart(onSale, true)).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/product');
  const listed = await firstName();
  expect(listed).not.toBe(onSale);
  await heart(listed, false).click();
  await expect(heart(listed, true)).toHaveAttribute('aria-pressed', 'true');

  for (const [path, name] of [
    ['/product', listed],
    ['/', onSale],
    ['/product?section=flash-sales', onSale],
  ] as const) {
    await page.goto(path);
    const count = t('cart.withCount_other', { label: t('a11y.wishlist'), count: 2 });
    await expect(page.getByRole('link', { name: count })).toBeVisible();
    await expect(heart(name, true)).toHaveAttribute('aria-pressed', 'true');
    await expect(heart(name, false)).toHaveCount(0);
  }
  // And pressing it removes the product, as its label says.
  await heart(onSale, true).click();
  await expect(heart(onSale, false)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(t('wishlist.removed'))).toBeVisible();
  expect(errors).toEqual([]);
});

test("a language chosen before the app takes over applies once every part of the page is the app's", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const releaseApp = await holdScripts(page, /\/assets\/mount-[\w-]+\.js$/);
  // The footer is taken over on its own, after the screen: the choice must wait for it too.
  const releaseFooter = await holdScripts(page, /\/assets\/Footer-[\w-]+\.js$/);
  await page.goto('/faq');
  await page.getByLabel('Language').selectOption('fr');
  releaseApp();
  await page.waitForRequest(/\/assets\/Footer-[\w-]+\.js$/);
  releaseFooter();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('contentinfo')).toContainText('Liens utiles');
  expect(errors).toEqual([]);
});

test('Enter in the search box before the app takes over opens the listing of the text', async ({
  page,
}) => {
  await holdScripts(page, /\/assets\/mount-[\w-]+\.js$/);
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('linen');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\?q=linen$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “linen”');
  await expect(page.getByRole('article').first()).toContainText(/linen/i);
});

test('text typed into the search box before the app takes over is the app’s once it has', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const release = await holdScripts(page, /\/assets\/mount-[\w-]+\.js$/);
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('dress');
  release();
  // Suggested for as if typed now, and searched for on Enter.
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\?q=dress$/);
  await expect(page.getByRole('article').first()).toContainText(/dress/i);
  expect(errors).toEqual([]);
});

test("when the footer's code fails to load, the page stays and an early click still does its work", async ({
  page,
}) => {
  await page.route(/\/assets\/Footer-[\w-]+\.js$/, (route) => route.abort());
  const releaseApp = await holdScripts(page, /\/assets\/mount-[\w-]+\.js$/);
  await page.goto('/product/1');
  await page.getByRole('button', { name: 'Add To Cart' }).first().click();
  releaseApp();
  await expect(page.getByText('Product added to cart!')).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('a drawn page asks for the code only after it has loaded; a page the browser draws, at once', async ({
  page,
}) => {
  const timing = () =>
    page.evaluate(() => ({
      framework: performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/framework-[\w-]+\.js$/.test(entry.name))?.startTime,
      loaded: performance.getEntriesByType('navigation')[0]!.toJSON().loadEventEnd as number,
    }));
  await page.goto('/product/1');
  await expect(page.getByRole('button', { name: 'Add To Cart' }).first()).toBeEnabled();
  await expect.poll(async () => (await timing()).framework).toBeDefined();
  const drawn = await timing();
  expect(drawn.framework).toBeGreaterThanOrEqual(drawn.loaded);

  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  const undrawn = await timing();
  expect(undrawn.framework).toBeLessThan(undrawn.loaded);
});

test('after a shopper picks French, the server draws their pages in French', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  for (const path of ['/faq', '/product', '/']) {
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('>Artisanat<');
    await expect(page.getByPlaceholder('Que recherchez-vous ?')).toBeVisible();
  }
  const product = await page.getByRole('article').first().getByRole('link').first();
  await product.click();
  await expect(page.getByRole('button', { name: 'Ajouter au panier' }).first()).toBeVisible();
  expect(errors).toEqual([]);
});
