import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import {
  fillCart,
  PASSWORD,
  payByCard,
  type Product,
  saveAddress,
  signIn,
} from './support/shopper.ts';

// Issue 18 items 1-4 and 10: the shopper's path from a card to an order, in English and Japanese.

interface Card {
  id: number;
  name: string;
  sku?: string;
  color?: string;
  sizeCount?: number;
}

const inJapanese = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('selectedLanguage', 'jp'));

/** A flash-sale card whose colour comes in several sizes, some in stock. */
async function multiSizeCard(request: APIRequestContext, lang: string) {
  const { content } = await (
    await request.get('/api/v1/products', {
      params: { lang, section: 'flash-sales', pagesize: 8 },
    })
  ).json();
  for (const card of content as Card[]) {
    if ((card.sizeCount ?? 0) < 2) continue;
    const product: Product = await (
      await request.get(`/api/v1/products/${card.id}/${lang}`)
    ).json();
    const sizes = product.variants.filter((v) => v.color === card.color && v.stock > 0);
    if (sizes.length) return { card, size: sizes[0]! };
  }
  throw new Error('no flash-sale card with several sizes in stock');
}

for (const [lang, t] of [
  [
    'en',
    {
      flash: 'Flash Sales',
      addToCart: 'Add To Cart',
      chooseFor: (name: string, color: string) => `Choose a size for ${name}, ${color}`,
      added: 'Product added to cart!',
      cart: 'Cart',
      checkout: 'Checkout',
      guestHint: 'Next, check out as a guest, or sign in: your cart comes with you.',
      signIn: 'Sign in',
      signUp: 'Sign Up',
      name: 'Name',
      email: 'Email',
      password: 'Password',
      confirm: 'Confirm Password',
      create: 'Create Account',
      welcome: 'Your account was created. Welcome!',
      summary: 'Order Summary',
    },
  ],
  [
    'jp',
    {
      flash: 'タイムセール',
      addToCart: 'カートに追加',
      chooseFor: (name: string, color: string) => `${name}（${color}）のサイズを選択`,
      added: '商品をカートに追加しました！',
      cart: 'カート',
      checkout: 'レジに進む',
      guestHint: '次に、ゲストとして購入するか、ログインします。カートはそのまま引き継がれます。',
      signIn: 'ログイン',
      signUp: '新規登録',
      name: 'お名前',
      email: 'メールアドレス',
      password: 'パスワード',
      confirm: 'パスワード（確認）',
      create: 'アカウントを作成',
      welcome: 'アカウントが作成されました。ようこそ！',
      summary: '注文内容',
    },
  ],
] as const) {
  test(`a guest adds the size they pick of the colour a card shows, signs up at checkout and keeps the cart (${lang})`, async ({
    page,
  }) => {
    if (lang === 'jp') await inJapanese(page);
    const { card, size } = await multiSizeCard(page.request, lang);

    // The product page preselects the colour the card shows.
    await page.goto(`/product/${card.id}`);
    await expect(page.getByRole('radio', { name: card.color, exact: true })).toBeChecked();

    await page.goto('/');
    const flash = page.getByRole('region', { name: t.flash });
    const article = flash.getByRole('article').filter({ hasText: card.name }).first();
    const add = article.getByRole('button', { name: t.addToCart });
    await add.click();
    const picker = article.getByRole('group', { name: t.chooseFor(card.name, card.color!) });
    await expect(picker).toBeVisible();
    await expectAccessible(page, `card size picker (${lang})`);
    await picker.getByRole('button', { name: size.size, exact: true }).click();
    await expect(page.getByText(t.added)).toBeVisible();

    // The guest sees their own cart: the colour and size they saw and chose.
    await page
      .getByRole('banner')
      .getByRole('link', { name: new RegExp(`^${t.cart}`) })
      .click();
    const row = page.getByRole('row').filter({ hasText: card.name });
    await expect(row).toContainText(card.color!);
    await expect(row).toContainText(size.size);
    await expect(page.getByText(t.guestHint)).toBeVisible();
    await expectAccessible(page, `guest cart (${lang})`);

    // Checkout offers to sign in or up (or to order as a guest), and signing up comes back to
    // checkout with the cart merged.
    await page.getByRole('button', { name: t.checkout }).click();
    await page.getByRole('main').getByRole('link', { name: t.signIn, exact: true }).click();
    // A shopper who chose Japanese is sent to its addresses, which the links keep.
    const kept = lang === 'en' ? '' : `[?&]lang=${lang}`;
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fcart%2Fcheckout${kept}$`));
    await page.getByRole('button', { name: t.signUp }).click();
    await page.getByLabel(t.name, { exact: true }).fill('Ada Lovelace');
    await page.getByLabel(t.email, { exact: true }).fill(`guest-${randomUUID()}@example.com`);
    await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(t.confirm, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t.create }).click();
    await expect(page.getByText(t.welcome)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/cart/checkout${kept}$`));
    await expect(page.getByRole('region', { name: t.summary })).toContainText(card.name);
  });
}

test('a sign-in prompt links to sign-in and back to the same page (en, jp)', async ({ page }) => {
  for (const [lang, notice, link] of [
    ['en', 'Please log in to add products to your wishlist!', 'Log in'],
    ['jp', 'ウィッシュリストに商品を追加するにはログインしてください！', 'ログイン'],
  ] as const) {
    if (lang === 'jp') await inJapanese(page);
    await page.goto('/product/3');
    await page
      .getByRole('main')
      .getByRole('button', { name: /Add To Wishlist|ほしい物リストに追加/ })
      .first()
      .click();
    const toast = page.getByRole('region', { name: /Notifications|お知らせ/ });
    await expect(toast.getByText(notice)).toBeVisible();
    await toast.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fproduct%2F3$/);
  }
});

/** A variant with little stock, for a second shopper to buy out from under the first. */
async function lowStockVariant(request: APIRequestContext) {
  const { content } = await (
    await request.get('/api/v1/products', { params: { lang: 'en', pagesize: 60, offset: 60 } })
  ).json();
  for (const card of content as Card[]) {
    const product: Product = await (await request.get(`/api/v1/products/${card.id}/en`)).json();
    const v = product.variants.find((x) => x.stock >= 2 && x.stock <= 20);
    if (v) return { product, variant: v };
  }
  throw new Error('no variant with little stock');
}

test('a line sold out while in the cart is flagged and checkout waits (en, jp)', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = await signIn(page, baseURL!);
  const { product, variant } = await lowStockVariant(page.request);
  const add = (request: APIRequestContext, userId: string, qty: number) =>
    request.post('/api/v1/cart/update', {
      headers: { Origin: baseURL! },
      data: { userId, lang: 'en', sku: variant.sku, qty, action: 'I', productId: product.id },
    });
  expect((await add(page.request, email, 1)).ok()).toBe(true);

  // Another shopper buys every piece left.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  const otherEmail = await signIn(otherPage, baseURL!);
  expect((await add(other.request, otherEmail, variant.stock)).ok()).toBe(true);
  const addressId = await saveAddress(otherPage, baseURL!);
  const bought = await other.request.post('/api/v1/orders', {
    headers: { Origin: baseURL! },
    data: { addressId, paymentMethod: 'cash', lang: 'en' },
  });
  expect(bought.status()).toBe(201);
  await other.close();

  await page.goto('/cart');
  const row = page.getByRole('row').filter({ hasText: product.name });
  await expect(row.getByRole('alert')).toHaveText(
    `${product.name} is sold out. Remove it to continue.`,
  );
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await expectAccessible(page, 'cart with a sold-out line');

  await page.goto('/cart/checkout');
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  await expect(page.getByText("Some items can't be ordered as they are")).toBeVisible();

  await inJapanese(page);
  const jpName = (
    (await (await page.request.get(`/api/v1/products/${product.id}/jp`)).json()) as Product
  ).name;
  await page.goto('/cart');
  await expect(page.getByRole('row').filter({ hasText: jpName }).getByRole('alert')).toHaveText(
    `${jpName} は売り切れです。削除してから続けてください。`,
  );
});

test('a card payment left, declined or abandoned strands nothing: Pay now, Cancel, one order', async ({
  page,
  baseURL,
}) => {
  const email = await signIn(page, baseURL!);
  const product = await fillCart(page, baseURL!, email);
  await saveAddress(page, baseURL!);
  await page.goto('/cart/checkout');
  await page.getByRole('radio', { name: /^Card/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout\/payment\?order=ATL-/);
  const code = new URL(page.url()).searchParams.get('order')!;

  // Leaving the payment page: the cart still holds the product.
  await page.goto('/cart');
  await expect(page.getByRole('row').filter({ hasText: product.name })).toBeVisible();

  // The order awaits payment, with Pay now and Cancel.
  await page.goto('/profile?tab=orders');
  await page.getByRole('button', { name: `View order ${code}` }).click();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await expectAccessible(page, 'order awaiting payment');
  await page.getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(`/cart/checkout/payment?order=${code}`);

  // A decline keeps the same order; Try Again pays it.
  await payByCard(page, '4000 0000 0000 0002');
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(`/cart/checkout/payment?order=${code}`);
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page).toHaveURL(`/success?order=${code}`);

  const orders = await (await page.request.get(`/api/v1/orders/${email}/en`)).json();
  expect(orders.map((o: { orderCode: string; status: string }) => [o.orderCode, o.status])).toEqual(
    [[code, 'PAID']],
  );

  // A second card order, abandoned: Cancel gives it up, the cart keeps its lines.
  await fillCart(page, baseURL!, email);
  await page.goto('/cart/checkout');
  await page.getByRole('radio', { name: /^Card/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout\/payment\?order=ATL-/);
  const second = new URL(page.url()).searchParams.get('order')!;
  await page.goto('/profile?tab=orders');
  await page.getByRole('button', { name: `View order ${second}` }).click();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Order cancelled. Its items are still in your cart.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
  await page.goto('/cart');
  await expect(page.getByRole('row').filter({ hasText: product.name })).toBeVisible();
});

test('checkout says Card, a cash order is placed with its summary, an unknown order is not found (en, jp)', async ({
  page,
  baseURL,
}) => {
  const email = await signIn(page, baseURL!);
  const product = await fillCart(page, baseURL!, email);
  await saveAddress(page, baseURL!);
  await page.goto('/cart/checkout');
  await expect(page.getByRole('radio', { name: /^Card/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Bank/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order placed!' })).toBeVisible();
  await expect(page.getByText('Payment Successful!')).toHaveCount(0);
  await expect(page.getByText(product.name)).toBeVisible();
  await expectAccessible(page, 'cash order placed');

  await page.goto('/success?order=ATL-ZZZZ-ZZZZ');
  await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  await expect(page.getByText('Payment Successful!')).toHaveCount(0);

  await inJapanese(page);
  await fillCart(page, baseURL!, email);
  await page.goto('/cart/checkout');
  await expect(page.getByRole('radio', { name: /^クレジットカード/ })).toBeVisible();
  await page.getByRole('button', { name: '注文を確定する' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文を承りました' })).toBeVisible();
  await page.goto('/success?order=ATL-ZZZZ-ZZZZ');
  await expect(page.getByRole('heading', { level: 1, name: '注文が見つかりません' })).toBeVisible();
});
