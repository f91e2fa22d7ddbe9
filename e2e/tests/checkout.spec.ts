import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

interface Variant {
  sku: string;
  color: string;
  size: string;
  stock: number;
}
interface Product {
  id: number;
  name: string;
  variants: Variant[];
}

/** A new account, signed in through the API; the page starts with its `users` mirror. */
async function signIn(page: Page, baseURL: string) {
  const email = `shopper-${randomUUID()}@example.com`;
  const headers = { Origin: baseURL };
  const account = { name: 'Ada Lovelace', email, password: 'secret1', confirmPassword: 'secret1' };
  expect((await page.request.post('/api/auth/register', { headers, data: account })).status()).toBe(
    201,
  );
  const login = await page.request.post('/api/auth/login', {
    headers,
    data: { email, password: 'secret1' },
  });
  expect(await login.text()).toBe('Login successful');
  const user = await (
    await page.request.get('/api/users/details', { params: { userId: email } })
  ).json();
  await page.addInitScript((record) => localStorage.setItem('users', record), JSON.stringify(user));
  return email;
}

/** A product with two sizes in stock in its first colour (the page preselects the first variant). */
async function productWithTwoSizes(request: APIRequestContext) {
  const page = await (
    await request.get('/api/v1/products', { params: { lang: 'en', pagesize: 40 } })
  ).json();
  for (const card of page.content as { id: number }[]) {
    const product: Product = await (await request.get(`/api/v1/products/${card.id}/en`)).json();
    const [first, ...rest] = product.variants;
    const second = rest.find((v) => v.color === first?.color && v.stock >= 3);
    if (first && first.stock >= 3 && second) return { product, first, second };
  }
  throw new Error('the catalog has no product with two sizes in stock');
}

/** Puts one piece of some product in stock into the cart, straight through the API. */
async function fillCart(page: Page, baseURL: string, email: string) {
  const { product, first } = await productWithTwoSizes(page.request);
  const data = {
    userId: email,
    lang: 'en',
    sku: first.sku,
    qty: 1,
    action: 'I',
    productId: product.id,
  };
  const response = await page.request.post('/api/v1/cart/update', {
    headers: { Origin: baseURL },
    data,
  });
  expect(response.ok()).toBe(true);
  return product;
}

async function fillNewAddress(page: Page) {
  const form = page.getByRole('group', { name: 'New delivery address' });
  await form.getByLabel('Full Name').fill('Ada Lovelace');
  await form.getByLabel('Phone').fill('+44 20 7946 0018');
  await form.getByLabel('Flat / House No.').fill('12');
  await form.getByLabel('Address Line 1').fill('St James Square');
  await form.getByLabel('Zip Code').fill('SW1Y 4JH');
  await form.getByLabel('Country').fill('United Kingdom');
}

async function payByCard(page: Page, cardNumber: string) {
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
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
  await page.getByRole('radio', { name: /Bank/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/cart\/checkout\/payment\?order=ATL-/);
  const code = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
  await expect(page.getByText('Test mode — no real charge')).toBeVisible();
  await expect(page.getByText('St James Square')).toBeVisible();
  await payByCard(page, '4242 4242 4242 4242');

  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page).toHaveURL(`/success?order=${code}`);
  await expect(page.getByText(code)).toBeVisible();
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
  await page.getByRole('button', { name: 'Back to orders' }).click();
  await expect(page.getByRole('button', { name: `View order ${code}` })).toBeFocused();
});

test('a declined card ends on /failure, and Try Again goes back to checkout with the cart', async ({
  page,
  baseURL,
}) => {
  const email = await signIn(page, baseURL!);
  const product = await fillCart(page, baseURL!, email);

  await page.goto('/cart/checkout');
  await fillNewAddress(page);
  await page.getByRole('radio', { name: /Bank/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await payByCard(page, '4000 0000 0000 0002');

  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByText('Something went wrong with your transaction.')).toBeVisible();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await page.getByRole('link', { name: 'Try Again' }).click();

  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(product.name);
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
});

test('cash on delivery to the default address goes straight to success', async ({
  page,
  baseURL,
}) => {
  const email = await signIn(page, baseURL!);
  await fillCart(page, baseURL!, email);
  const address = {
    action: 'I',
    name: 'Grace Hopper',
    phone: '+1 555 0100',
    flatNo: '7',
    addrssLine1: 'Navy Yard',
    zipocode: '20374',
    country: 'United States',
    default: true,
  };
  expect(
    (
      await page.request.post('/api/v1/address', { headers: { Origin: baseURL! }, data: address })
    ).ok(),
  ).toBe(true);

  await page.goto('/cart/checkout');
  await expect(page.getByRole('radio', { name: /Grace Hopper/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText(ORDER_CODE)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
});

test('a guest is sent to sign in before checkout', async ({ page }) => {
  await page.goto('/cart/checkout');
  await expect(page).toHaveURL(/\/login\?redirect=(\/|%2F)cart(\/|%2F)checkout$/);
});
