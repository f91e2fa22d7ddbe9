import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import {
  addToCart,
  mailsTo,
  placeOrder,
  productWithTwoSizes,
  saveAddress,
  signIn,
  stockOf,
  TEST_ADDRESS,
} from './support/shopper.ts';
import { inviteMember, signInMember, type Member } from './support/staff.ts';
import { texts } from './support/texts.ts';
import { screenshots } from './support/screenshots.ts';

// Issue 21's journeys: a Japanese shopper pays by card, staff ship with a Yamato tracking number
// and refund one line, and the shopper sees each step on their order page and in their mail; a
// cancelled order puts its stock back through the ledger; an order to Tokyo is shown in yen.
const jp = texts('jp');
const TRACKING = `YMT-${Date.now().toString().slice(-8)}`;

// The journeys' own owner, invited once (the file's tests run one after the other in a worker).
let member: Member | undefined;
async function theMember(request: APIRequestContext, baseURL: string) {
  member ??= await inviteMember(request, baseURL, 'owner', 'Olu Orders');
  return member;
}

/** The staff member's own browser (their own cookies and language). */
async function staffPage(browser: Browser, staff: Member, path: string) {
  const page = await (await browser.newContext()).newPage();
  await signInMember(page, staff, path);
  return page;
}

test('a Japanese shopper pays by card; staff ship with Yamato and refund one line; the shopper sees both and is mailed in Japanese', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const owner = await theMember(request, baseURL!);
  const email = await signIn(page, baseURL!);
  await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'jp'));
  await saveAddress(page, baseURL!);
  const { product, first, second } = await productWithTwoSizes(page.request);
  await addToCart(page, baseURL!, email, first.sku, product.id, 'jp');
  await addToCart(page, baseURL!, email, second.sku, product.id, 'jp');

  // The shopper, in Japanese, pays by card with the test card.
  await page.goto('/cart/checkout');
  await page.getByRole('radio', { name: new RegExp(`^${jp('checkout.methods.bank')}`) }).check();
  await page.getByRole('button', { name: jp('checkout.placeOrder') }).click();
  await expect(page).toHaveURL(/\/cart\/checkout\/payment\?order=ATL-/);
  const code = new URL(page.url()).searchParams.get('order')!;
  await page.getByLabel(jp('payment.nameOnCard')).fill('山田 花子');
  await page.getByLabel(jp('payment.cardNumber')).fill('4242 4242 4242 4242');
  await page.getByLabel(jp('payment.expiry')).fill('12/39');
  await page.getByLabel(jp('payment.cvc')).fill('123');
  await page.getByRole('button', { name: /を支払う$/ }).click();
  await expect(page.getByRole('heading', { name: jp('pages.success') })).toBeVisible();

  // Staff find it in the queue to ship by its code and open it.
  const staff = await staffPage(browser, owner, '/admin/orders?queue=to_ship');
  await expect(staff.getByRole('link', { name: 'To ship' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await staff.getByLabel('Code, email, phone or name').fill(code);
  await staff.getByRole('button', { name: 'Apply' }).click();
  await expect(staff).toHaveURL(new RegExp(`q=${code}`));
  await expectAccessible(staff, 'orders queue');
  await screenshots(staff, 'admin-orders');
  await staff.getByRole('link', { name: code }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Order ${code}` })).toBeVisible();
  await expect(staff.getByText('Paid', { exact: true }).first()).toBeVisible();

  // Ships everything with Yamato; the tracking number is a link to Yamato's page.
  await staff.getByRole('button', { name: 'Ship', exact: true }).click();
  const ship = staff.getByRole('dialog', { name: `Ship order ${code}` });
  await ship.getByLabel('Carrier').selectOption({ label: 'Yamato Transport' });
  await expectAccessible(staff, 'ship dialog');
  await ship.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(ship.getByText('Use letters, digits, spaces and dashes.')).toBeVisible();
  await ship.getByLabel('Tracking number').fill(TRACKING);
  await ship.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(ship).toBeHidden();
  const shipments = staff.getByRole('region', { name: 'Shipments' });
  await expect(shipments.getByRole('link', { name: TRACKING })).toHaveAttribute(
    'href',
    /kuronekoyamato\.co\.jp/,
  );
  await expect(
    staff.getByText(`Shipped with Yamato Transport, tracking ${TRACKING}`),
  ).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // The shopper's order page (the mails' link) shows the tracking link, in Japanese.
  const response = await page.goto(`/orders/${code}?lang=jp`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('link', { name: TRACKING })).toHaveAttribute(
    'href',
    `https://jizen.kuronekoyamato.co.jp/jizen/servlet/crjz.b.NQ0010?id=${TRACKING}`,
  );
  await expect(
    page.getByText(jp('orders.events.shipped', { carrier: 'Yamato Transport' })),
  ).toBeVisible();
  await expectAccessible(page, 'shop order page');
  await screenshots(page, 'shop-order');
  await expect
    .poll(() => mailsTo(email).map((m) => m.subject), { timeout: 20_000 })
    .toContain(`ご注文 ${code} を発送しました`);
  const shippedMail = mailsTo(email).find((m) => m.subject.includes('発送しました'))!;
  expect(shippedMail.text).toContain(TRACKING);
  expect(shippedMail.text).toContain('Yamato Transport がお荷物をお届けします');

  // Staff refund the second line: choosing it fills in its price.
  await staff.getByRole('button', { name: 'Refund', exact: true }).click();
  const refund = staff.getByRole('dialog', { name: `Refund order ${code}` });
  await refund
    .getByRole('spinbutton', {
      name: new RegExp(second.sku.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    })
    .fill('1');
  const amount = await refund.getByLabel('Amount (USD)').inputValue();
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(refund.getByText('Say why.')).toBeVisible();
  await refund.getByLabel('Reason').fill('Size too small, returned');
  await expectAccessible(staff, 'refund dialog');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(refund).toBeHidden();
  const money = staff.getByRole('region', { name: 'Money' });
  await expect(money.getByText(`$${amount} · Size too small, returned`)).toBeVisible();
  await expect(staff.getByText(`Refunded $${amount}: Size too small, returned`)).toBeVisible();
  await screenshots(staff, 'admin-order');

  // Asking again for more than is left is refused, in words.
  await staff.getByRole('button', { name: 'Refund', exact: true }).click();
  await refund.getByLabel('Amount (USD)').fill('99999');
  await refund.getByLabel('Reason').fill('Too much');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(refund.getByText(/^At most \$[\d.]+ can be refunded\.$/)).toBeVisible();
  await refund.getByRole('button', { name: 'Cancel' }).click();

  // The shopper sees the refund on their order page and gets its mail in Japanese.
  await page.reload();
  await expect(page.getByText(jp('orders.refundedTotal', { amount: `$${amount}` }))).toBeVisible();
  await expect(
    page.getByText(jp('orders.events.refunded', { amount: `$${amount}` })),
  ).toBeVisible();
  await expect
    .poll(() => mailsTo(email).map((m) => m.subject), { timeout: 20_000 })
    .toContain(`ご注文 ${code} の返金`);
  expect(mailsTo(email).find((m) => m.subject === `ご注文 ${code} の返金`)!.text).toContain(
    `$${amount} を元のお支払い方法に返金しました`,
  );
  // The shipping mail previewed in the back office, as it was sent.
  await staff.getByRole('button', { name: 'Shipped', exact: true }).click();
  const preview = staff.getByRole('dialog', { name: 'Mail: Shipped' });
  await expect(preview.getByText(`ご注文 ${code} を発送しました`)).toBeVisible();
  await expect(
    preview.frameLocator('iframe').getByText(TRACKING, { exact: false }).first(),
  ).toBeVisible();
  // Sandboxed: no scripts, no same origin. Last: once such a frame opened, the page never
  // reports a network idle again, which axe's settle waits for.
  await expect(preview.locator('iframe')).toHaveAttribute('sandbox', '');
  await preview.getByRole('button', { name: 'Close' }).click();

  await staff.context().close();
});

test('cancelling an order puts its stock back, shown in the ledger; customers, reviews and the dashboard open', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const owner = await theMember(request, baseURL!);
  const email = await signIn(page, baseURL!);
  const addressId = await saveAddress(page, baseURL!);
  const { product, first } = await productWithTwoSizes(page.request);
  await addToCart(page, baseURL!, email, first.sku, product.id, 'jp');
  const before = await stockOf(page, product, first.sku);
  const code = await placeOrder(page, baseURL!, { addressId, paymentMethod: 'cash', lang: 'en' });
  expect(await stockOf(page, product, first.sku)).toBe(before - 1);

  const staff = await staffPage(browser, owner, `/admin/orders/${code}`);
  await staff.getByRole('button', { name: 'Cancel order' }).click();
  const cancel = staff.getByRole('dialog', { name: `Cancel order ${code}?` });
  await expect(cancel.getByLabel('Put the stock back')).toBeChecked();
  await cancel.getByLabel('Reason').fill('Customer called to cancel');
  await expectAccessible(staff, 'cancel dialog');
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await expect(cancel).toBeHidden();
  await expect(
    staff.getByText('Cancelled: Customer called to cancel · stock put back'),
  ).toBeVisible();
  expect(await stockOf(page, product, first.sku)).toBe(before);

  // The ledger names the cancellation and its order.
  await staff.goto(`/admin/stock?sku=${encodeURIComponent(first.sku)}`);
  const row = staff.getByRole('row').filter({ hasText: `Order ${code}` });
  await expect(row.filter({ hasText: 'Cancellation' })).toHaveCount(1);
  await expect(row.filter({ hasText: 'Cancellation' })).toContainText('+1');

  // The cancelled order is in the closed queue; the shopper was mailed.
  await staff.goto(`/admin/orders?queue=closed&q=${code}`);
  await expect(staff.getByRole('link', { name: code })).toBeVisible();
  await expect
    .poll(() => mailsTo(email).map((m) => m.subject), { timeout: 20_000 })
    .toContainEqual(expect.stringContaining(code));

  // The customer, with their order, and the credit adjustment.
  await staff.goto(`/admin/customers?q=${encodeURIComponent(email)}`);
  await staff.getByRole('link', { name: email }).click();
  await expect(staff.getByRole('heading', { level: 1, name: email })).toBeVisible();
  await expect(staff.getByRole('link', { name: code })).toBeVisible();
  await staff.getByRole('button', { name: 'Adjust credit' }).click();
  const credit = staff.getByRole('dialog', { name: `Adjust store credit of ${email}` });
  await credit.getByLabel('Amount (USD)').fill('5');
  await credit.getByLabel('Reason').fill('Sorry for the wait');
  await expectAccessible(staff, 'credit dialog');
  await credit.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(credit).toBeHidden();
  await expect(staff.getByRole('cell', { name: 'Sorry for the wait' })).toBeVisible();
  await expectAccessible(staff, 'customer');
  await screenshots(staff, 'admin-customer');

  for (const [path, heading] of [
    ['/admin/customers', 'Customers'],
    ['/admin/reviews', 'Reviews'],
    ['/admin/dashboard', 'Dashboard'],
  ]) {
    await staff.goto(path!);
    await expect(staff.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(staff.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(staff, heading!);
    await screenshots(staff, `admin-${heading!.toLowerCase()}`);
  }
  await staff.context().close();
});

test('an order to Tokyo is in yen on the order screen, with its shipping and tax inside, at 820 px', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await theMember(request, baseURL!);
  const email = await signIn(page, baseURL!);
  const { product, first } = await productWithTwoSizes(page.request);
  await addToCart(page, baseURL!, email, first.sku, product.id, 'jp');
  const tokyo = {
    ...TEST_ADDRESS,
    city: 'Tokyo',
    region: '13',
    zipocode: '100-0001',
    country: 'JP',
  };
  const response = await page.request.post('/api/v1/orders', {
    headers: { Origin: baseURL! },
    data: { address: tokyo, paymentMethod: 'cash', lang: 'en', market: 'jp' },
  });
  expect(response.status()).toBe(201);
  const { orderCode: code, total } = (await response.json()) as {
    orderCode: string;
    total: number;
  };

  const staff = await staffPage(browser, owner, `/admin/orders/${code}`);
  await staff.setViewportSize({ width: 820, height: 1180 });
  const money = staff.getByRole('region', { name: 'Money' });
  const yen = new Intl.NumberFormat('en', { style: 'currency', currency: 'JPY' }).format(total);
  await expect(
    money.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd'),
  ).toHaveText(yen);
  await expect(money.getByText(/^Shipping \(.+ · \d+–\d+ days\)$/)).toBeVisible();
  await expect(money.getByText(/^incl\. VAT 10% on ¥[\d,]+$/)).toBeVisible();
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(820);
  await expectAccessible(staff, 'yen order');
  await staff.context().close();
});
