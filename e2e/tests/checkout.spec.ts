import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import {
  fillCart,
  ownAddress,
  PASSWORD,
  payByCard,
  productWithTwoSizes,
  saveAddress,
  signIn,
} from './support/shopper.ts';

async function fillNewAddress(page: Page) {
  const form = page.getByRole('group', { name: 'New delivery address' });
  await form.getByLabel('Full Name').fill('Ada Lovelace');
  await form.getByLabel('Phone').fill('+44 20 7946 0018');
  await form.getByLabel('Flat / House No.').fill('12');
  await form.getByLabel('Address Line 1').fill('St James Square');
  await form.getByLabel('Zip Code').fill('SW1Y 4JH');
  await form.getByRole('combobox', { name: 'Country' }).selectOption('GB');
  await form.getByLabel('City').fill('London');
  // A London address is the United Kingdom's market: its quote (once typing pauses) says so and
  // shows the cart in pounds, VAT inside, before the order is placed.
  await expect(
    page.getByText('This address pays in GBP: check the new prices before you order'),
  ).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText(/^Incl\. VAT £\d/)).toBeVisible();
  await expect(summary.getByText('Tax', { exact: true })).toHaveCount(0);
}

const ORDER_CODE = /ATL-[A-Z0-9]{4}-[A-Z0-9]{4}/;

test('a shopper adds two sizes, changes a quantity, pays by card and finds the order', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL!);
  const { product, second } = await productWithTwoSizes(page.request);

  await page.goto(`/product/${product.id}`);
  const panel = page.getByRole('main');
  await panel.getByRole('button', { name: 'Add To Cart', exact: true }).first().click();
  await expect(page.getByText('Product added to cart!')).toBeVisible();
  await panel.getByRole('radio', { name: second.size, exact: true }).check();
  await panel.getByRole('button', { name: 'Add To Cart', exact: true }).first().click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
  await page
    .getByRole('button', { name: `Increase the quantity of ${product.name}` })
    .first()
    .click();
  await expect(
    page.getByRole('spinbutton', { name: `Quantity of ${product.name}` }).first(),
  ).toHaveValue('2');
  await page.getByRole('button', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await fillNewAddress(page);
  await page.getByRole('radio', { name: /Card/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/cart\/checkout\/payment\?order=ATL-/);
  const code = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
  await expect(page.getByText('Test mode — no real charge')).toBeVisible();
  await expect(page.getByText('St James Square')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay £\d/ })).toBeVisible();
  await payByCard(page, '4242 4242 4242 4242');

  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page).toHaveURL(`/success?order=${code}`);
  await expect(page.getByText(code)).toBeVisible();
  // The order's code, named as what it is (it was called a tracking number).
  await expect(page.getByText('Your order number:')).toBeVisible();
  // The paid order emptied the cart: the header count is gone.
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true }),
  ).toBeVisible();

  await page.goto('/profile?tab=orders');
  await page.getByRole('button', { name: `View order ${code}` }).click();
  await expect(page.getByRole('heading', { name: `Order ${code}` })).toBeVisible();
  const items = page.getByRole('table').getByRole('row').filter({ hasText: product.name });
  await expect(items).toHaveCount(2);
  await expect(page.getByRole('cell', { name: second.size, exact: true })).toBeVisible();
  await expect(items.first()).toContainText('Paid');
  await expect(items.first()).toContainText('£');
  await expect(
    page.getByRole('region', { name: 'Summary', exact: true }).getByText(/^Incl\. VAT £/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Back to orders' }).click();
  await expect(page.getByRole('button', { name: `View order ${code}` })).toBeFocused();
});

test('a declined card ends on /failure, and Try Again pays the same order again', async ({
  page,
  baseURL,
}) => {
  const email = await signIn(page, baseURL!);
  const product = await fillCart(page, baseURL!, email);

  await page.goto('/cart/checkout');
  await fillNewAddress(page);
  await page.getByRole('radio', { name: /Card/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await payByCard(page, '4000 0000 0000 0002');

  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByText('Something went wrong with your transaction.')).toBeVisible();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  const code = new URL(page.url()).searchParams.get('order')!;
  await page.getByRole('link', { name: 'Try Again' }).click();

  await expect(page).toHaveURL(`/cart/checkout/payment?order=${code}`);
  await expect(page.getByText(product.name)).toBeVisible();
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page).toHaveURL(`/success?order=${code}`);
});

test('cash on delivery to the default address goes straight to success', async ({
  page,
  baseURL,
}) => {
  const email = await signIn(page, baseURL!);
  await fillCart(page, baseURL!, email);
  await saveAddress(page, baseURL!);

  await page.goto('/cart/checkout');
  await expect(page.getByRole('radio', { name: /Grace Hopper/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByRole('heading', { name: 'Order placed!' })).toBeVisible();
  await expect(page.getByText(ORDER_CODE)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
});

test('a guest at checkout may sign in, and comes back to it with their cart', async ({
  page,
  request,
  baseURL,
}) => {
  // Made apart from the page: a sign-up signs in, and the page is a guest's.
  const email = `shopper-${randomUUID()}@example.com`;
  const account = { name: 'Ada', email, password: PASSWORD, confirmPassword: PASSWORD };
  const registered = await request.post('/api/auth/register', {
    headers: ownAddress(baseURL!),
    data: account,
  });
  expect(registered.status()).toBe(201);
  // Signing in is limited per address: this browser has one of its own.
  await page.setExtraHTTPHeaders({
    'X-Forwarded-For': ownAddress(baseURL!)['X-Forwarded-For'],
  });
  const { product } = await productWithTwoSizes(page.request);
  // Once the page has taken over: a click before would go nowhere.
  await page.goto(`/product/${product.id}`, { waitUntil: 'networkidle' });
  await page
    .getByRole('main')
    .getByRole('button', { name: 'Add To Cart', exact: true })
    .first()
    .click();
  await expect(page.getByText('Product added to cart!')).toBeVisible();

  await page.goto('/cart/checkout');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=(\/|%2F)cart(\/|%2F)checkout$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText(product.name)).toBeVisible();
});
