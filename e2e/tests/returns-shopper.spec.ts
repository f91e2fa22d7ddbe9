import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { deliveredOrder, productWithThreeSizes, staffApi } from './support/returns.ts';
import { png } from './support/png.ts';
import { mailsTo, ownAddress, TEST_ADDRESS } from './support/shopper.ts';
import { texts } from './support/texts.ts';

// Issue 30's shopper journey, at phone width: from a delivered order the shopper returns one line
// for a refund (too small) and exchanges another for a larger size in three screens, sees the
// return's number, then its slip, and each state as staff approve, track, receive, refund and ship
// the exchange (through the returns desk's API: the desk's screens are another journey's), and
// gets each mail in their language.
test.use({ viewport: { width: 390, height: 844 } });

/** The order's lines as GET .../returnable answers them (API.md "Returns"), as far as read here. */
interface Returnable {
  lines: { name: string; exchangeOptions: { sku: string; color: string; size: string }[] }[];
}

/** The mails' subjects, by step (apps/server/src/modules/returns/texts.ts). */
const SUBJECTS: Record<'en' | 'jp', Record<string, (code: string) => string>> = {
  en: {
    requested: (c) => `We have your return request ${c}`,
    approved: (c) => `Your return ${c} is approved`,
    received: (c) => `We received your return ${c}`,
    refunded: (c) => `Your return ${c} is refunded`,
    exchangeShipped: (c) => `Your exchange for return ${c} is on its way`,
  },
  jp: {
    requested: (c) => `返品のお申し込み ${c} を受け付けました`,
    approved: (c) => `返品 ${c} を承認しました`,
    received: (c) => `返品 ${c} を受け取りました`,
    refunded: (c) => `返品 ${c} の返金が完了しました`,
    exchangeShipped: (c) => `返品 ${c} の交換品を発送しました`,
  },
};

for (const lang of ['en', 'jp'] as const) {
  const t = texts(lang);
  const subject = SUBJECTS[lang];

  test(`${lang}: a shopper returns one line for a refund and exchanges another for a larger size; each step of the desk shows, and is mailed`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const staff = await staffApi(baseURL!);
    await page.addInitScript((l) => localStorage.setItem('selectedLanguage', l), lang);
    const { email, code, sizes } = await deliveredOrder(page, baseURL!, staff, lang);
    const returnable: Returnable = await (
      await page.request.get(`/api/v1/orders/by-code/${code}/returnable`, { params: { lang } })
    ).json();
    // A line's exchange options are the product's other variants: the smaller size's line is the
    // one whose options lack it. It goes back for a refund; the other is exchanged for the third.
    const [small, large, larger] = sizes.map((v) => v.sku);
    const refundedAt = returnable.lines.findIndex(
      (l) => !l.exchangeOptions.some((o) => o.sku === small),
    );
    const exchangedAt = 1 - refundedAt;
    const exchanged = returnable.lines[exchangedAt]!;
    expect(exchanged.exchangeOptions.some((o) => o.sku === large)).toBe(false);
    const largerOption = exchanged.exchangeOptions.find((o) => o.sku === larger)!;
    const variant = (v: { color: string; size: string }) =>
      [v.color, v.size].filter(Boolean).join(' · ');

    // From the order page, the way in.
    await page.goto(`/orders/${code}`);
    await page.getByRole('link', { name: t('returns.start') }).click();
    await expect(page.getByRole('heading', { name: t('returns.steps.choose') })).toBeFocused();
    // Both lines are of one product, named alike: their groups are in the order's order.
    const first = page.getByRole('group', { name: exchanged.name }).nth(refundedAt);
    const second = page.getByRole('group', { name: exchanged.name }).nth(exchangedAt);
    await first.getByRole('checkbox', { name: t('returns.select') }).check();
    await first
      .getByLabel(t('returns.reason'))
      .selectOption({ label: t('returns.reasons.TOO_SMALL') });
    // A photo of it, uploaded as soon as it is chosen.
    await first.getByLabel(t('returns.photo')).setInputFiles({
      name: 'label.png',
      mimeType: 'image/png',
      buffer: png(120, 90, [156, 175, 136]),
    });
    const photo = t('returns.photoAlt', { name: exchanged.name });
    await expect(first.getByRole('img', { name: photo })).toBeVisible();
    await second.getByRole('checkbox', { name: t('returns.select') }).check();
    await second
      .getByLabel(t('returns.reason'))
      .selectOption({ label: t('returns.reasons.TOO_SMALL') });
    await second.getByRole('radio', { name: t('returns.exchange') }).check();
    await second.getByLabel(t('returns.newVariant')).selectOption({ label: variant(largerOption) });
    await expectAccessible(page, `${lang} return: choose`);
    await page.screenshot({ path: test.info().outputPath(`${lang}-1-choose.png`), fullPage: true });

    await page.getByRole('button', { name: t('returns.toReview') }).click();
    await expect(page.getByRole('heading', { name: t('returns.steps.review') })).toBeFocused();
    await expect(
      page.getByText(t('returns.exchangeFor', { variant: variant(largerOption) })),
    ).toBeVisible();
    const estimate = page.getByRole('region', { name: t('returns.estimate') });
    await expect(estimate).toContainText(/\d/);
    await expectAccessible(page, `${lang} return: review`);
    await page.screenshot({ path: test.info().outputPath(`${lang}-2-review.png`), fullPage: true });

    await page.getByRole('button', { name: t('returns.send') }).click();
    await expect(page.getByRole('heading', { name: t('returns.steps.done') })).toBeFocused();
    const number = await page
      .getByText(/R-[A-Z0-9]{4}-[A-Z0-9]{4}/)
      .first()
      .textContent();
    const ret = /R-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(number ?? '')![0];
    await expect(page.getByText(t('returns.slipLater'))).toBeVisible();
    await expectAccessible(page, `${lang} return: done`);
    await page.screenshot({ path: test.info().outputPath(`${lang}-3-done.png`), fullPage: true });

    // My Returns: requested, cancellable, the new size set aside.
    await page.getByRole('link', { name: t('returns.toMine') }).click();
    const card = page.getByRole('article', { name: t('returns.returnTitle', { code: ret }) });
    await expect(card.getByText(t('returns.statuses.REQUESTED'), { exact: true })).toBeVisible();
    await expect(card).toContainText(t('returns.exchangeStatus.reserved'));
    await expect(card.getByRole('img', { name: photo })).toBeVisible();
    await expect(card.getByRole('button', { name: t('returns.cancel') })).toBeVisible();
    await expectAccessible(page, `${lang} my returns`);

    const state = async (status: string) => {
      await page.reload();
      await expect(card.getByText(t(`returns.statuses.${status}`), { exact: true })).toBeVisible();
    };
    // Approved: the slip to print.
    await staff.post(`/returns/${ret}/approve`, { message: '' });
    await state('APPROVED');
    const slip = card.getByRole('link', { name: t('returns.slip') });
    await expect(slip).toHaveAttribute('href', new RegExp(`/api/v1/returns/${ret}/slip\\.pdf`));
    const pdf = await page.request.get((await slip.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    // On its way back: the carrier's tracking link.
    const tracking = `1Z${randomUUID().slice(0, 8).toUpperCase()}`;
    await staff.post(`/returns/${ret}/tracking`, { carrier: 'ups', trackingNumber: tracking });
    await state('IN_TRANSIT');
    await expect(card.getByRole('link', { name: tracking })).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath(`${lang}-4-in-transit.png`),
      fullPage: true,
    });
    // Received: no longer cancellable.
    const detail = (await (
      await page.request.get(`/api/v1/returns/${ret}`, { params: { lang } })
    ).json()) as { lines: { id: number; qty: number }[] };
    await staff.post(`/returns/${ret}/receive`, {
      lines: detail.lines.map((l) => ({ id: l.id, qty: l.qty, condition: 'restock' })),
    });
    await state('RECEIVED');
    await expect(card.getByRole('button', { name: t('returns.cancel') })).toHaveCount(0);
    // Refunded to the card, then the exchange shipped with its own tracking.
    await staff.post(`/returns/${ret}/refund`, { to: 'original' });
    await page.reload();
    await expect(card).toContainText(t('returns.refunded', { amount: '' }).trim());
    const shipped = `1Z${randomUUID().slice(0, 8).toUpperCase()}`;
    await staff.post(`/returns/${ret}/ship-exchange`, { carrier: 'ups', trackingNumber: shipped });
    await page.reload();
    await expect(card).toContainText(t('returns.exchangeStatus.shipped'));
    await expect(card.getByRole('link', { name: shipped })).toBeVisible();
    await expect(card.getByRole('region', { name: t('orders.timeline') })).toContainText(
      t('returns.events.exchange_shipped'),
    );
    await expectAccessible(page, `${lang} my returns, closed`);
    await page.screenshot({ path: test.info().outputPath(`${lang}-5-mine.png`), fullPage: true });

    // The order page shows its return too.
    await page.goto(`/orders/${code}`);
    await expect(
      page
        .getByRole('region', { name: t('returns.heading') })
        .getByRole('article', { name: t('returns.returnTitle', { code: ret }) }),
    ).toBeVisible();
    await expectAccessible(page, `${lang} order with its return`);
    await page.screenshot({ path: test.info().outputPath(`${lang}-6-order.png`), fullPage: true });

    // A mail at each step, in the shopper's language.
    await expect
      .poll(() => mailsTo(email).map((m) => m.subject), { timeout: 30_000 })
      .toEqual(
        expect.arrayContaining(
          ['requested', 'approved', 'received', 'refunded', 'exchangeShipped'].map((step) =>
            subject[step]!(ret),
          ),
        ),
      );
  });
}

test('a guest returns a line through the mailed order link, and follows it on the order page', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const t = texts('en');
  const staff = await staffApi(baseURL!);
  // A guest's own address: the shop limits guest orders per address.
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'X-Forwarded-For': ownAddress(baseURL!)['X-Forwarded-For'] },
  });
  const page = await context.newPage();
  const { product, sizes } = await productWithThreeSizes(page.request);
  const guestId = randomUUID();
  const email = `guest-returns-${guestId}@example.com`;
  const headers = { Origin: baseURL! };
  const cart = { userId: guestId, lang: 'en', sku: sizes[0]!.sku, qty: 1, action: 'I' };
  const added = await page.request.post('/api/v1/cart/update', {
    headers,
    data: { ...cart, productId: product.id },
  });
  expect(added.ok()).toBe(true);
  const placed = await page.request.post('/api/v1/orders', {
    headers,
    data: { guestId, email, address: TEST_ADDRESS, paymentMethod: 'bank', lang: 'en' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as {
    orderCode: string;
    total: number;
    currency: string;
    link: string;
  };
  const code = order.orderCode;
  const key = new URL(order.link, baseURL).searchParams.get('key')!;
  const intent = await page.request.post('/api/payment/create-payment-intent', {
    headers,
    data: { amount: order.total, currency: order.currency.toLowerCase(), orderCode: code, key },
  });
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const card = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };
  const paid = await page.request.post('/api/payment/test/confirm', {
    headers,
    data: { clientSecret, ...card, name: 'Grace Hopper', key },
  });
  expect((await paid.json()).status).toBe('succeeded');
  const ups = { carrier: 'ups', trackingNumber: `1Z${randomUUID().slice(0, 8).toUpperCase()}` };
  await staff.post(`/orders/${code}/fulfilments`, ups);
  await staff.post(`/orders/${code}/deliver`);

  // The link of the delivery mail opens the order, signed out.
  await expect.poll(() => mailedKey(email, code), { timeout: 30_000 }).toBe(key);
  await page.goto(`/orders/${code}?key=${key}`);
  await page.getByRole('link', { name: t('returns.start') }).click();
  const line = page
    .getByRole('group')
    .filter({ has: page.getByRole('checkbox') })
    .first();
  await line.getByRole('checkbox', { name: t('returns.select') }).check();
  await line.getByLabel(t('returns.reason')).selectOption({ label: t('returns.reasons.FIT') });
  await page.getByRole('button', { name: t('returns.toReview') }).click();
  await page.getByRole('button', { name: t('returns.send') }).click();
  await expect(page.getByRole('heading', { name: t('returns.steps.done') })).toBeFocused();
  const ret = /R-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(
    (await page
      .getByText(/R-[A-Z0-9]{4}-[A-Z0-9]{4}/)
      .first()
      .textContent()) ?? '',
  )![0];
  // A guest has no list of returns: back to the order, which shows it.
  await expect(page.getByRole('link', { name: t('returns.toMine') })).toHaveCount(0);
  await page.getByRole('link', { name: t('returns.toOrder') }).click();
  const guestCard = page
    .getByRole('region', { name: t('returns.heading') })
    .getByRole('article', { name: t('returns.returnTitle', { code: ret }) });
  await expect(guestCard.getByText(t('returns.statuses.REQUESTED'), { exact: true })).toBeVisible();

  await staff.post(`/returns/${ret}/approve`, { message: 'Send it with the slip' });
  await page.reload();
  await expect(guestCard.getByText(t('returns.statuses.APPROVED'), { exact: true })).toBeVisible();
  await expect(
    guestCard.getByText(t('returns.shopSays', { message: 'Send it with the slip' })),
  ).toBeVisible();
  // The slip opens by the link's key too.
  const slip = guestCard.getByRole('link', { name: t('returns.slip') });
  await expect(slip).toHaveAttribute('href', new RegExp(`key=${key}`));
  // Signed out, the key alone opens it.
  const pdf = await page.request.get((await slip.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await expectAccessible(page, 'guest order with its return');
  await expect
    .poll(() => mailsTo(email).map((m) => m.subject), { timeout: 30_000 })
    .toEqual(expect.arrayContaining([SUBJECTS.en.requested!(ret), SUBJECTS.en.approved!(ret)]));
  await context.close();
});

/** The key of the order link mailed to a guest. */
function mailedKey(email: string, code: string) {
  const link = new RegExp(`/orders/${code}\\?(?:[^\\s"]*&)?key=([0-9a-f]{64})`);
  return mailsTo(email)
    .map((mail) => link.exec(mail.text)?.[1])
    .find(Boolean);
}
