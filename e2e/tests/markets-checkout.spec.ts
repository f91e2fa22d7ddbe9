import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { fillCart, signIn, TEST_ADDRESS } from './support/shopper.ts';

// Issue 29: a shopper pays in their market's currency, with its tax, from the first page on.

async function saveDefaultAddress(page: Page, baseURL: string, address: object) {
  const response = await page.request.post('/api/v1/address', {
    headers: { Origin: baseURL },
    data: { action: 'I', ...TEST_ADDRESS, ...address, default: true },
  });
  expect(response.status()).toBe(201);
}

const orderCodeOf = (page: Page) => new URL(page.url()).searchParams.get('order')!;

async function orderOf(page: Page, code: string) {
  const response = await page.request.get(`/api/v1/orders/by-code/${code}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    currency: string;
    market: string;
    totals: { tax: number; taxIncluded: boolean; subtotal: number; total: number };
  };
}

// '59,00 €' as French writes euros (a narrow no-break space before the sign).
const EUROS = /\d+,\d\d\s€/;

test('a French shopper sees euros from the listing to the order page, VAT inside, and pays in euros', async ({
  page,
  baseURL,
}) => {
  const email = await signIn(page, baseURL!);
  await saveDefaultAddress(page, baseURL!, {
    name: 'Amélie Martin',
    phone: '+33 1 40 00 00 00',
    flatNo: '3',
    addrssLine1: 'Rue des Lilas',
    zipocode: '75011',
    city: 'Paris',
    region: '',
    country: 'FR',
  });
  const product = await fillCart(page, baseURL!, email);
  const name = (
    (await (await page.request.get(`/api/v1/products/${product.id}/fr`)).json()) as {
      name: string;
    }
  ).name;

  await page.goto('/product?lang=fr&market=eu');
  await expect(page.getByRole('main').getByText(EUROS).first()).toBeVisible();
  await page.goto(`/product/${product.id}?lang=fr&market=eu`);
  await expect(page.getByRole('main').getByText(EUROS).first()).toBeVisible();

  await page.goto('/cart?lang=fr&market=eu');
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText(EUROS);
  await expect(page.getByText(/^Dont TVA \d+,\d\d\s€$/)).toBeVisible();

  await page.goto('/cart/checkout?lang=fr&market=eu');
  await expect(page.getByRole('radio', { name: /Amélie Martin/ })).toBeChecked();
  const methods = page.getByRole('group', { name: 'Mode de livraison' });
  await expect(methods.getByRole('radio').first()).toBeChecked();
  const summary = page.getByRole('region', { name: 'Récapitulatif de la commande' });
  await expect(summary.getByText(/^Dont TVA \d+,\d\d\s€$/)).toBeVisible();
  await expect(summary.getByText('Taxes', { exact: true })).toHaveCount(0);
  // A Paris address is the page's own market: nothing to warn about.
  await expect(page.getByText(/Cette adresse se règle en/)).toHaveCount(0);
  await expectAccessible(page, 'checkout in euros (fr)');

  // On a phone, the delivery methods and totals fit the width.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(methods).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('radio', { name: /^Carte/ }).check();
  await page.getByRole('button', { name: 'Passer la commande' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout\/payment\?/);
  const code = orderCodeOf(page);
  const pay = page.getByRole('button', { name: /^Payer \d+,\d\d\s€$/ });
  await expect(pay).toBeVisible();
  await expectAccessible(page, 'payment in euros (fr)');
  await page.getByLabel('Nom sur la carte').fill('Amélie Martin');
  await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration (MM/AA)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await pay.click();
  await expect(page.getByRole('heading', { name: 'Paiement réussi !' })).toBeVisible();

  const order = await orderOf(page, code);
  expect(order).toMatchObject({ currency: 'EUR', market: 'eu', totals: { taxIncluded: true } });
  expect(order.totals.tax).toBeGreaterThan(0);

  await page.goto('/profile?tab=orders&lang=fr&market=eu');
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText(EUROS);
  await row.getByRole('button', { name: `Voir la commande ${code}` }).click();
  await expect(page.getByRole('heading', { name: `Commande ${code}` })).toBeVisible();
  const items = page.getByRole('table').getByRole('row').filter({ hasText: name });
  await expect(items.first()).toContainText(EUROS);
  await expect(page.getByText(/^Dont TVA \d+,\d\d\s€$/)).toBeVisible();
});

test('a US shopper sending to New York sees the sales tax added to the total', async ({
  page,
  baseURL,
}) => {
  const email = await signIn(page, baseURL!);
  await saveDefaultAddress(page, baseURL!, {
    name: 'Ada Byron',
    addrssLine1: '350 Fifth Avenue',
    zipocode: '10118',
    city: 'New York',
    region: 'NY',
    country: 'US',
  });
  await fillCart(page, baseURL!, email);

  await page.goto('/cart/checkout');
  await expect(page.getByRole('radio', { name: /Ada Byron/ })).toBeChecked();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  const row = (label: string) =>
    summary.locator('div').filter({ has: page.getByText(label, { exact: true }) });
  await expect(row('Tax')).toContainText(/\$\d+\.\d\d/);
  await expect(summary.getByText(/Incl\. VAT/)).toHaveCount(0);
  await expect(page.getByText(/This address pays in/)).toHaveCount(0);

  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed!' })).toBeVisible();
  const order = await orderOf(page, orderCodeOf(page));
  expect(order).toMatchObject({ currency: 'USD', market: 'us', totals: { taxIncluded: false } });
  // Added on top: the total is the items and the tax (delivery is free in the seeded shop).
  expect(order.totals.tax).toBeGreaterThan(0);
  expect(order.totals.total).toBeCloseTo(order.totals.subtotal + order.totals.tax, 2);
  await expect(page.getByText(/^Tax$/)).toBeVisible();
});
