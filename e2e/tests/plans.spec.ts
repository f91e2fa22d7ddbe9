import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ownServer } from './support/server.ts';
import { fillCart, payByCard, signIn } from './support/shopper.ts';

// Plans renew monthly, so this journey moves the server's clock by a month. It does so on a
// server of its own (serve.mjs with E2E_CLOCK=1 reads the offset this journey writes), never on
// the suite's shared server, whose other journeys' sessions and orders would expire with it.
const { baseURL: BASE, dataDir } = ownServer('plans', Number(process.env.E2E_PLANS_PORT ?? 3197), {
  E2E_CLOCK: '1',
});
const DAY = 24 * 60 * 60 * 1000;

const locale = (lang: string) =>
  JSON.parse(
    fs.readFileSync(new URL(`../../apps/web/src/locales/${lang}.json`, import.meta.url), 'utf8'),
  );
const en = locale('en');
const jp = locale('jp');
/** A label with {{placeholders}} as a pattern: `values` filled in, the rest any text. */
const pattern = (text: string, values: Record<string, string>) =>
  new RegExp(
    text
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '.+'),
  );

/** The server's clock, `ms` ahead of the real one from now on. */
const moveClock = (ms: number) =>
  fs.writeFileSync(path.join(dataDir, 'clock-offset-ms'), String(ms));

const currentPlan = async (page: Page) =>
  (await (await page.request.get('/api/subscriptions/current')).json()).subscription;

test('a shopper buys Gold, gets the member price, sees it renewed a month later, and cancels it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = await signIn(page, BASE);

  await page.goto('/profile?tab=subscription');
  const gold = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Gold', exact: true }) });
  await expect(gold.getByText('Renews monthly, cancel anytime')).toBeVisible();
  await gold.getByRole('button', { name: en.subscription.subscribe }).click();

  // A plan is not delivered: the payment page asks for no address and shows no shipping.
  await expect(page).toHaveURL(/\/cart\/checkout\/payment\?order=/);
  await expect(page.getByRole('heading', { name: en.payment.deliveryAddress })).toHaveCount(0);
  await expect(page.getByRole('main').getByText(en.checkout.shipping, { exact: true })).toHaveCount(
    0,
  );
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/success\?order=/);

  const bought = await currentPlan(page);
  expect(bought).toMatchObject({ plan: 'Gold', status: 'active', cancelAtPeriodEnd: false });
  await page.goto('/profile?tab=subscription');
  await expect(page.getByRole('status').filter({ hasText: 'Gold' })).toHaveText(
    pattern(en.subscription.renewsOn, { plan: 'Gold' }),
  );

  // Gold's member price: 5% off every item, in the cart.
  await fillCart(page, BASE, email);
  await page.goto('/cart');
  await expect(page.getByText(en.promo.member, { exact: true })).toBeVisible();
  await expect(page.getByText(/^−\$\d+\.\d\d$/).first()).toBeVisible();

  // A month later (in two steps, so the session is renewed on the way, as a shopper's would be).
  moveClock(20 * DAY);
  expect((await currentPlan(page)).plan).toBe('Gold');
  moveClock(Date.parse(bought.currentPeriodEnd) - Date.now() + DAY);
  await page.goto('/profile?tab=subscription');
  const renewed = await currentPlan(page);
  const next = new Date(bought.currentPeriodEnd);
  next.setUTCMonth(next.getUTCMonth() + 1);
  expect(renewed).toMatchObject({ status: 'active', currentPeriodEnd: next.toISOString() });
  await expect(page.getByRole('status').filter({ hasText: 'Gold' })).toBeVisible();

  // Cancelled at the period's end: the date it ends, and the undo.
  await page.getByRole('button', { name: en.subscription.cancelPlan }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gold' })).toHaveText(
    pattern(en.subscription.endsOn, { plan: 'Gold' }),
  );
  await expect(page.getByRole('button', { name: en.subscription.keepPlan })).toBeVisible();
  expect((await currentPlan(page)).cancelAtPeriodEnd).toBe(true);

  // The same tab in Japanese: kept, then cancelled again.
  await page.goto('/profile?tab=subscription&lang=jp');
  await expect(page.getByRole('heading', { name: jp.subscription.yourPlan })).toBeVisible();
  await page.getByRole('button', { name: jp.subscription.keepPlan }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gold' })).toHaveText(
    pattern(jp.subscription.renewsOn, { plan: 'Gold' }),
  );
  await page.getByRole('button', { name: jp.subscription.cancelPlan }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gold' })).toHaveText(
    pattern(jp.subscription.endsOn, { plan: 'Gold' }),
  );
  expect((await currentPlan(page)).cancelAtPeriodEnd).toBe(true);
});
