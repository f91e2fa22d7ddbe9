import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import {
  fillCart,
  ownAddress,
  placeOrder,
  productWithTwoSizes,
  saveAddress,
  signIn,
} from './support/shopper.ts';
import { texts, type Lang } from './support/texts.ts';

// Issue 18 items 7, 8, 12 and 14, in English and Japanese: the wishlist heart, addresses with a
// city and a region, the orders of My Account, and the small things.

const speak = (page: Page, lang: Lang) =>
  page.addInitScript((l) => localStorage.setItem('selectedLanguage', l), lang);

for (const lang of ['en', 'jp'] as const) {
  const t = texts(lang);

  test(`${lang}: the heart toggles, shows its state everywhere and keeps the chosen variant`, async ({
    page,
    baseURL,
  }) => {
    const { product, second } = await productWithTwoSizes(page.request);
    const names = await (await page.request.get(`/api/v1/products/${product.id}/${lang}`)).json();
    const chosen = names.variants.find((v: { sku: string }) => v.sku === second.sku);

    // A guest is asked to log in, with a link back to the page.
    await speak(page, lang);
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: t('product.addToWishlist') }).click();
    const notice = page.getByRole('region', { name: /./ }).filter({
      hasText: t('wishlist.loginRequired'),
    });
    await expect(notice.getByRole('link', { name: t('auth.loginLink') })).toHaveAttribute(
      'href',
      new RegExp(`redirect=%2Fproduct%2F${product.id}$`),
    );

    await signIn(page, baseURL!);
    await page.goto(`/product/${product.id}`);
    // The server drew the page; the size takes once the app has taken it over.
    const size = page.getByRole('radio', { name: chosen.size, exact: true });
    await expect(async () => {
      await size.check({ force: true });
      await expect(size).toBeChecked({ timeout: 500 });
    }).toPass();
    const heart = page.getByRole('button', { name: t('product.addToWishlist') });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page.getByText(t('wishlist.added'))).toBeVisible();
    const saved = page.getByRole('button', { name: t('wishlist.removeLabel') });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    // The header's count comes from the same list.
    const wishlistLink = t('cart.withCount_one', { label: t('a11y.wishlist'), count: 1 });
    await expect(page.getByRole('link', { name: wishlistLink })).toBeVisible();

    // The wishlist keeps the colour and size chosen, and adds exactly that one to the cart.
    await page.goto('/wishlist');
    const tile = page
      .getByRole('listitem')
      .filter({ hasText: names.name })
      .filter({ hasText: `${t('product.size')}: ${chosen.size}` });
    await expect(tile).toContainText(`${t('product.size')}: ${chosen.size}`);
    await expect(tile).toContainText(chosen.color);
    await tile.getByRole('button', { name: t('labels.addToCart') }).click();
    await expect(page.getByText(t('cart.added'))).toBeVisible();
    const email = await page.evaluate(() => JSON.parse(localStorage.getItem('users')!).email);
    const cart = await (
      await page.request.get('/api/v1/cart', { params: { userId: email, lang } })
    ).json();
    expect(cart.productCart.map((l: { sku: string }) => l.sku)).toEqual([second.sku]);
    await expectAccessible(page, `${lang} wishlist`);
    await page.screenshot({ path: test.info().outputPath(`${lang}-wishlist.png`), fullPage: true });

    // Pressed again, it removes: the notice says so and every heart shows it.
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: t('wishlist.removeLabel') }).click();
    await expect(page.getByText(t('wishlist.removed'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('product.addToWishlist') })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test(`${lang}: an address has a country from the list, a city and a region, shown on its order`, async ({
    page,
    baseURL,
  }) => {
    await speak(page, lang);
    const email = await signIn(page, baseURL!);
    await page.goto('/profile?tab=address');
    await page.getByRole('button', { name: t('address.addNew') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('address.name')).fill('Sato Misaki');
    await dialog.getByLabel(t('address.phone')).fill('+81 3 1234 5678');
    await dialog.getByLabel(t('address.flatNo')).fill('1-1');
    await dialog.getByLabel(t('address.line1')).fill('Chiyoda');
    await dialog.getByLabel(t('address.zip')).fill('100-0001');
    const japan = lang === 'jp' ? '日本' : 'Japan';
    await dialog
      .getByRole('combobox', { name: t('address.country') })
      .selectOption({ label: japan });
    await dialog.getByLabel(t('address.city')).fill('Chiyoda-ku');
    await dialog.getByRole('button', { name: t('address.addButton') }).click();
    // Japan's addresses need their prefecture.
    await expect(dialog.getByText(t('validation.regionRequired'))).toBeVisible();
    const tokyo = lang === 'jp' ? '東京都' : 'Tokyo';
    await dialog
      .getByRole('combobox', { name: t('address.regionOf.JP') })
      .selectOption({ label: tokyo });
    await expectAccessible(page, `${lang} address form`);
    await dialog.getByRole('button', { name: t('address.addButton') }).click();
    const card = page.getByRole('listitem').filter({ hasText: 'Sato Misaki' });
    await expect(card).toContainText(`Chiyoda-ku, ${tokyo}, 100-0001`);
    await expect(card).toContainText(japan);
    await page.screenshot({ path: test.info().outputPath(`${lang}-addresses.png`) });

    // The order keeps them, and My Account shows them.
    const [saved] = await (
      await page.request.post('/api/v1/address', {
        headers: { Origin: baseURL! },
        data: { action: 'X' },
      })
    ).json();
    expect(saved).toMatchObject({ city: 'Chiyoda-ku', region: '13', country: 'JP' });
    await fillCart(page, baseURL!, email);
    const code = await placeOrder(page, baseURL!, {
      addressId: saved.id,
      paymentMethod: 'cash',
      lang,
    });
    await page.goto('/profile?tab=orders');
    await page.getByRole('button', { name: t('orders.view', { code }) }).click();
    const shipping = page.getByRole('region', { name: t('orders.shippingDetails') });
    await expect(shipping).toContainText('Chiyoda-ku');
    await expect(shipping).toContainText(tokyo);
    await expect(shipping).toContainText(japan);
  });

  test(`${lang}: My Account's orders have a date, and returns and cancellations their own`, async ({
    page,
    baseURL,
  }) => {
    await speak(page, lang);
    const email = await signIn(page, baseURL!);
    const addressId = await saveAddress(page, baseURL!);
    await fillCart(page, baseURL!, email);
    const kept = await placeOrder(page, baseURL!, { addressId, paymentMethod: 'cash', lang });
    await fillCart(page, baseURL!, email);
    // A card order awaiting payment: the shopper may cancel it.
    const dropped = await placeOrder(page, baseURL!, { addressId, paymentMethod: 'bank', lang });
    const cancel = await page.request.post(`/api/v1/orders/by-code/${dropped}/cancel`, {
      headers: { Origin: baseURL! },
      params: { lang },
      data: {},
    });
    expect(cancel.ok()).toBe(true);

    await page.goto('/profile?tab=orders');
    const table = page.getByRole('table', { name: t('labels.orders') });
    await expect(table.getByRole('columnheader')).toHaveText([
      t('orders.orderCode'),
      t('orders.date'),
      t('orders.totalAmount'),
      t('orders.status'),
    ]);
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table).not.toContainText(email);
    await page.screenshot({ path: test.info().outputPath(`${lang}-orders.png`) });
    await page.setViewportSize({ width: 390, height: 760 });
    await page.screenshot({ path: test.info().outputPath(`${lang}-orders-phone.png`) });

    await page.goto('/profile?tab=cancellations');
    await expect(page.getByRole('heading', { name: t('labels.cancellations') })).toBeVisible();
    await expect(
      page.getByRole('button', { name: t('orders.view', { code: dropped }) }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: t('orders.view', { code: kept }) })).toHaveCount(
      0,
    );

    await page.goto('/profile?tab=returns');
    await expect(page.getByText(t('returns.none'))).toBeVisible();
    await expectAccessible(page, `${lang} returns`);
  });

  test(`${lang}: small things: plural labels, the vendor line, no stray social links, the phone cart and referral table`, async ({
    page,
    baseURL,
    request,
  }) => {
    await speak(page, lang);
    const email = await signIn(page, baseURL!);
    await fillCart(page, baseURL!, email);
    await page.setViewportSize({ width: 390, height: 760 });
    await page.goto('/cart');
    // One item: the header's cart label takes the singular.
    await expect(
      page.getByRole('link', {
        name: t('cart.withCount_one', { label: t('a11y.cart'), count: 1 }),
      }),
    ).toBeVisible();

    const footer = page.getByRole('contentinfo');
    // A shop whose owner set no vendor sign-up address shows no vendor line at all.
    await expect(footer.getByText(t('footer.vendorSignUp'))).toHaveCount(0);
    await expect(footer.getByRole('link', { name: /vendor|出店/i })).toHaveCount(0);
    await expect(footer.locator('a[href*="facebook.com"], a[href*="x.com"]')).toHaveCount(0);

    // The delete button sits clear of the product's name, however long.
    const row = page.locator('tbody tr').first();
    const remove = await row.locator('td').last().getByRole('button').boundingBox();
    const text = await row.locator('td').first().locator('span').first().boundingBox();
    expect(text!.x + text!.width).toBeLessThanOrEqual(remove!.x);
    await page.screenshot({ path: test.info().outputPath(`${lang}-phone-cart.png`) });

    // A friend signs up with the shopper's code: the earnings table has a row. On a phone it
    // scrolls sideways, and a keyboard can reach it.
    const me = await (
      await page.request.get('/api/users/details', { params: { userId: email } })
    ).json();
    const friend = `friend-${Date.now()}@example.com`;
    // Its own request context: signing the friend up must not sign the shopper out.
    const signUp = await request.post('/api/auth/register', {
      headers: ownAddress(baseURL!),
      data: {
        name: 'Friend',
        email: friend,
        password: 'secret1',
        confirmPassword: 'secret1',
        referral: me.referral,
      },
    });
    expect(signUp.status()).toBe(201);
    await page.goto('/profile?tab=referral');
    const history = page.getByRole('region', { name: t('referral.history') });
    await history.focus();
    await expect(history).toBeFocused();
    await expectAccessible(page, `${lang} phone referral`);
    await page.screenshot({ path: test.info().outputPath(`${lang}-phone-referral.png`) });
  });
}
