// Discount codes per currency (issue 29 item 2): staff fix a code's amount off and its minimum
// spend in a market's currency; a currency without one exchanges the code's dollars.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness.ts';
import { staffSession } from '../../admin/test-helpers.ts';
import { signedIn } from '../auth/test-helpers.ts';
import { fillCart, home, order, variants, type VariantFixture } from '../orders/test-helpers.ts';
import { postCode } from './test-helpers.ts';

let h: Harness;
let catalog: string;
let item: VariantFixture;
let shopper = 0;
beforeAll(async () => {
  h = await startHarness({ products: 2 });
  catalog = (await staffSession(h, 'catalog')).cookie;
  [item] = await variants(h, 1, 30);
});
afterAll(() => h?.close());

/** A new shopper with one of the item in their cart. */
async function newShopper() {
  const email = `money${++shopper}@example.com`;
  const cookie = await signedIn(h.app, email);
  await fillCart(h.app, cookie, email, [[item, 1]]);
  return { email, cookie };
}

/** Applies `code` to the shopper's cart as the shop of `market` does. */
const applyIn = (s: { email: string; cookie: string }, code: string, market: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/v1/cart/discount',
    headers: { cookie: s.cookie },
    payload: { userId: s.email, code, lang: 'en', market },
  });

describe('back office', () => {
  it('offers the currencies markets sell in but the base one', async () => {
    const res = await h.app.inject({
      url: '/api/admin/promotions/currencies',
      headers: { cookie: catalog },
    });
    expect(res.json()).toEqual(['EUR', 'GBP', 'JPY', 'CNY', 'TWD']);
  });

  it('keeps amounts fixed per currency, and refuses a negative one or a currency not sold in', async () => {
    const created = await postCode(h.app, catalog, {
      code: 'TEN-OFF',
      kind: 'amount',
      value: 1000,
      amounts: { EUR: 900, JPY: 1500 },
      minSubtotalCents: 2000,
      minSubtotals: { EUR: 1800 },
    });
    expect(created.statusCode).toBe(201);
    const code = created.json();
    expect(code).toMatchObject({
      value: 1000,
      amounts: { EUR: 900, JPY: 1500 },
      minSubtotals: { EUR: 1800 },
    });
    const patch = (payload: object) =>
      h.app.inject({
        method: 'PATCH',
        url: `/api/admin/promotions/codes/${code.id}`,
        headers: { cookie: catalog },
        payload,
      });
    // The amounts given replace the code's: JPY left out goes back to exchanging the dollars.
    const patched = await patch({ amounts: { EUR: 950 } });
    expect(patched.json()).toMatchObject({ amounts: { EUR: 950 }, minSubtotals: { EUR: 1800 } });
    expect(patched.json().amounts).not.toHaveProperty('JPY');

    const refused = async (payload: object) => {
      const res = await patch(payload);
      expect(res.statusCode).toBe(400);
      return res.json().error.fields;
    };
    expect(await refused({ amounts: { EUR: -900 } })).toEqual({
      'amounts.EUR': 'An amount is more than 0',
    });
    expect(await refused({ minSubtotals: { EUR: -1 } })).toEqual({
      'minSubtotals.EUR': 'At least 0',
    });
    expect(await refused({ amounts: { XYZ: 900 } })).toEqual({
      'amounts.XYZ': 'Choose a currency from the list',
    });
    expect(await refused({ amounts: { USD: 900 } })).toEqual({
      'amounts.USD': "USD is the code's own amount",
    });
    expect(await refused({ amounts: { CHF: 900 } })).toEqual({
      'amounts.CHF': 'No market sells in CHF',
    });
    expect(await refused({ kind: 'percent', value: 10 })).toEqual({
      amounts: 'A percentage is the same in every currency',
    });
    const percent = await postCode(h.app, catalog, { code: 'PCT', amounts: { EUR: 5 } });
    expect(percent.json().error.fields).toEqual({
      amounts: 'A percentage is the same in every currency',
    });
    // Nothing refused was written.
    expect((await patch({})).json()).toMatchObject({ kind: 'amount', amounts: { EUR: 950 } });
  });
});

describe('shop', () => {
  it('takes the amount fixed for the currency off, else the dollars exchanged to whole yen', async () => {
    await postCode(h.app, catalog, {
      code: 'EURO-9',
      kind: 'amount',
      value: 777,
      amounts: { EUR: 900 },
    });
    const paris = await newShopper();
    const eu = (await applyIn(paris, 'EURO-9', 'eu')).json();
    expect(eu).toMatchObject({ currency: 'EUR', discountCode: 'EURO-9', discount: 9 });
    expect(eu.totals.total).toBe(eu.totals.subtotal - 9);

    // No fixed yen: $7.77 at 155 yen to the dollar is ¥1204.35, taken off as ¥1204.
    const tokyo = await newShopper();
    const jp = (await applyIn(tokyo, 'EURO-9', 'jp')).json();
    expect(jp).toMatchObject({ currency: 'JPY', discount: 1204 });
    expect(jp.totals.total).toBe(jp.totals.subtotal - 1204);

    // The order sent to Paris records the same euros.
    const address = { ...home, city: 'Paris', region: '', zipocode: '75001', country: 'FR' };
    const placed = await order(h.app, paris.cookie, { address, market: 'eu' });
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({
      currency: 'EUR',
      discountCode: 'EURO-9',
      totals: { discount: 9 },
    });
  });

  it("judges the minimum spend in the market's currency, naming it there", async () => {
    await postCode(h.app, catalog, {
      code: 'BIG-EURO',
      minSubtotalCents: 100,
      minSubtotals: { EUR: 1_000_000 },
    });
    const s = await newShopper();
    // $1 is spent in dollars; €10,000 is not spent in euros.
    expect((await applyIn(s, 'BIG-EURO', 'us')).json()).toMatchObject({ discountCode: 'BIG-EURO' });
    const refused = (await applyIn(s, 'BIG-EURO', 'eu')).json().error;
    expect(refused).toMatchObject({
      reason: 'CODE_MIN_SUBTOTAL',
      params: { min: 10_000, currency: 'EUR' },
      message: 'Spend at least 10000 EUR',
    });
    // Applied in dollars, the cart in euros says why it takes nothing off, with the euros.
    const cart = await h.app.inject({
      url: `/api/v1/cart?userId=${s.email}&market=eu&lang=fr`,
      headers: { cookie: s.cookie },
    });
    expect(cart.json()).toMatchObject({
      discount: 0,
      discountReason: 'CODE_MIN_SUBTOTAL',
      discountParams: { min: 10_000, currency: 'EUR' },
    });
  });
});
