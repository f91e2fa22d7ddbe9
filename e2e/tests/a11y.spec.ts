import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, settle } from './support/axe.ts';
import {
  fillCart,
  latestOtp,
  placeOrder,
  productWithTwoSizes,
  registerAccount,
  saveAddress,
  signIn,
} from './support/shopper.ts';
import { texts } from './support/texts.ts';

// Every screen of SPEC §2, in English and in Japanese: no serious or critical axe violation.
// Each scan takes a second or two, so a test walking through eight pages or more gets more time.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

for (const lang of ['en', 'jp'] as const) {
  const t = texts(lang);

  test.describe(lang, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((code) => localStorage.setItem('selectedLanguage', code), lang);
    });

    test('the pages a guest sees', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: t('labels.flashSales') })).toBeVisible();
      await expectAccessible(page, 'home');

      const search = page.getByRole('combobox', { name: t('a11y.searchProducts') });
      const listing = await page.request.get('/api/v1/products', { params: { lang, pagesize: 1 } });
      await search.fill((await listing.json()).content[0].name);
      const suggestions = page.getByRole('listbox', { name: t('search.suggestions') });
      await expect(suggestions.getByRole('option').first()).toBeVisible();
      await expectAccessible(page, 'search suggestions');
      await search.press('Escape');

      await page.goto('/product');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectAccessible(page, '/product');

      const { product } = await productWithTwoSizes(page.request);
      await page.goto(`/product/${product.id}`);
      await expect(h1(page)).toBeVisible();
      await expectAccessible(page, '/product/{id}');

      await page.goto('/cart');
      await expect(page.getByText(t('cart.emptyTitle'))).toBeVisible();
      await expectAccessible(page, '/cart (guest)');

      for (const path of ['/privacy', '/terms', '/faq', '/contact']) {
        await page.goto(path);
        await expect(h1(page)).toBeVisible();
        await expectAccessible(page, path);
      }
      await page.goto('/no/such/place');
      await expect(page.getByText(t('notFound.title'))).toBeVisible();
      await expectAccessible(page, '404');
      await page.goto('/failure');
      await expect(h1(page)).toHaveText(t('pages.failure'));
      await expectAccessible(page, '/failure');
    });

    test('the five views of /login, and the phone menu', async ({ page, baseURL }) => {
      const email = await registerAccount(page, baseURL!);
      await page.goto('/login');
      await expect(h1(page)).toHaveText(t('pages.login'));
      await expectAccessible(page, '/login: login');
      await page.getByRole('button', { name: t('auth.signupLink') }).click();
      await expect(h1(page)).toHaveText(t('auth.signupTitle'));
      await expectAccessible(page, '/login: sign-up');
      await page.getByRole('button', { name: t('auth.loginLink') }).click();
      await page.getByRole('button', { name: t('auth.forgotLink') }).click();
      await expect(h1(page)).toHaveText(t('auth.forgotTitle'));
      await expectAccessible(page, '/login: forgot password');
      await page.getByLabel(t('labels.email'), { exact: true }).fill(email);
      await page.getByRole('button', { name: t('auth.sendOtp') }).click();
      await expect(h1(page)).toHaveText(t('labels.enterOtp'));
      await expectAccessible(page, '/login: OTP');
      await expect.poll(() => latestOtp(email)).toMatch(/^\d{6}$/);
      await page.getByLabel(t('labels.enterOtp')).fill(latestOtp(email)!);
      await page.getByRole('button', { name: t('auth.verifyOtp') }).click();
      await expect(h1(page)).toHaveText(t('labels.setNewPassword'));
      await expectAccessible(page, '/login: new password');

      // The phone's menu drawer.
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto('/');
      await page.getByRole('button', { name: t('a11y.openMenu') }).click();
      await expect(page.getByRole('dialog', { name: t('a11y.categories') })).toBeVisible();
      await expectAccessible(page, 'phone menu drawer');
    });

    // Two walks, not one: on a slow machine one walk through all fifteen pages outran its time.
    test('the account pages a signed-in shopper sees', async ({ page, baseURL }) => {
      await signIn(page, baseURL!);

      await page.goto('/wishlist');
      await expect(page.getByText(t('wishlist.emptyTitle'))).toBeVisible();
      await expectAccessible(page, '/wishlist (empty)');
      await page.goto('/cart');
      await expect(page.getByText(t('cart.emptyTitle'))).toBeVisible();
      await expectAccessible(page, '/cart (empty)');

      await page.goto('/profile');
      await expect(
        page.getByText(t('account.welcome', { username: 'Ada Lovelace' })),
      ).toBeVisible();
      await expectAccessible(page, '/profile: profile');
      await page.getByRole('button', { name: t('labels.updatePassword') }).click();
      await expect(page.getByRole('button', { name: t('auth.verifyOtp') })).toBeVisible();
      await expectAccessible(page, '/profile: password OTP');

      await page.goto('/profile?tab=address');
      await expect(page.getByText(t('address.empty'))).toBeVisible();
      await page.getByRole('button', { name: t('address.addNew') }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, '/profile: address modal');
      await page.keyboard.press('Escape');
      await saveAddress(page, baseURL!);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
      await expectAccessible(page, '/profile: address book');

      for (const tab of ['referral', 'subscription']) {
        await page.goto(`/profile?tab=${tab}`);
        await expectAccessible(page, `/profile: ${tab}`);
      }
    });

    test('the cart, checkout and order pages a signed-in shopper sees', async ({
      page,
      baseURL,
    }) => {
      const email = await signIn(page, baseURL!);
      const addressId = await saveAddress(page, baseURL!);
      const product = await fillCart(page, baseURL!, email);
      const wished = await page.request.put(`/api/v1/wishlist/${product.id}`, {
        headers: { Origin: baseURL! },
      });
      expect(wished.ok()).toBe(true);
      await page.goto('/wishlist');
      await expect(page.getByRole('heading', { name: t('wishlist.justForYou') })).toBeVisible();
      await expectAccessible(page, '/wishlist (filled)');
      await page.goto('/cart');
      await expect(page.getByRole('button', { name: t('cart.checkout') })).toBeVisible();
      await expectAccessible(page, '/cart (with lines)');
      await page.goto('/cart/checkout');
      await expect(page.getByRole('button', { name: t('checkout.placeOrder') })).toBeEnabled();
      await expectAccessible(page, '/cart/checkout');
      await page.getByRole('button', { name: t('checkout.addNew') }).click();
      await expect(page.getByRole('group', { name: t('checkout.newAddress') })).toBeVisible();
      await expectAccessible(page, '/cart/checkout (new address form)');

      const unpaid = await placeOrder(page, baseURL!, { addressId, paymentMethod: 'bank', lang });
      await page.goto(`/cart/checkout/payment?order=${unpaid}`);
      await expect(page.getByRole('heading', { name: t('payment.completeTitle') })).toBeVisible();
      await expectAccessible(page, '/cart/checkout/payment');

      await fillCart(page, baseURL!, email);
      const placed = await placeOrder(page, baseURL!, { addressId, paymentMethod: 'cash', lang });
      await page.goto(`/success?order=${placed}`);
      // A cash order is placed, not paid (SuccessPage): its own title.
      await expect(h1(page)).toHaveText(t('payment.placedTitle'));
      await expectAccessible(page, '/success');

      await page.goto('/profile?tab=orders');
      const view = page.getByRole('button', { name: t('orders.view', { code: placed }) });
      await expect(view).toBeVisible();
      await expectAccessible(page, '/profile: orders');
      await view.click();
      await expect(
        page.getByRole('heading', { name: t('orders.orderTitle', { code: placed }) }),
      ).toBeVisible();
      await expectAccessible(page, '/profile: order detail');
    });
  });
}

// WCAG 1.4.10: on a 375 px phone no page makes the shopper scroll sideways.
test('every page fits a 375 px phone', async ({ page, baseURL }) => {
  const email = await signIn(page, baseURL!);
  const addressId = await saveAddress(page, baseURL!);
  await fillCart(page, baseURL!, email);
  const order = await placeOrder(page, baseURL!, { addressId, paymentMethod: 'cash', lang: 'en' });
  const product = await fillCart(page, baseURL!, email);
  await page.request.put(`/api/v1/wishlist/${product.id}`, { headers: { Origin: baseURL! } });
  await page.setViewportSize({ width: 375, height: 812 });
  const paths = [
    ...['/', '/product', `/product/${product.id}`, '/cart', '/cart/checkout', '/wishlist'],
    ...['profile', 'address', 'orders', 'referral', 'subscription'].map(
      (tab) => `/profile?tab=${tab}`,
    ),
    ...[
      `/success?order=${order}`,
      '/failure',
      '/privacy',
      '/terms',
      '/faq',
      '/contact',
      '/nowhere',
    ],
  ];
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settle(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 375) wide.push(`${path}: ${width} px`);
  }
  expect(wide).toEqual([]);
});
