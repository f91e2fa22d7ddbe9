import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CartSummary } from '@atelier/contract';
import { setLanguage } from '../../shared/i18n/i18n.ts';
import { saveStoredUser } from '../../shared/storage/keys.ts';
import { mockApi, renderApp } from '../../test/app.tsx';
import { cartSummary, teeLine } from '../../test/cart.ts';

/** The cart as the server answers it: a code of 10% applied or not, and credit spent or not. */
function cart(code: string | null, useCredit: boolean): CartSummary {
  const discount = code ? 4 : 0;
  const credit = useCredit ? 5 : 0;
  return cartSummary([teeLine()], {
    discount,
    discountCode: code,
    creditBalance: 5,
    totals: {
      subtotal: 40,
      member: 0,
      discount,
      shipping: 0,
      tax: 0,
      taxIncluded: false,
      taxLines: [],
      credit,
      total: 40 - discount - credit,
    },
  });
}

/** The checkout, its cart saying `dropped` (a guest's code not kept at sign-in) until a code is applied. */
function openCheckout(dropped?: CartSummary['discountDropped']) {
  let code: string | null = null;
  const withNotice = (summary: CartSummary) =>
    dropped ? { ...summary, discountDropped: dropped } : summary;
  const fetchMock = mockApi({
    '/api/v1/cart/discount': (_url, init) => {
      const sent = JSON.parse(String(init.body)) as { code: string };
      if (sent.code !== 'WELCOME10') {
        const error = {
          code: 'NOT_FOUND',
          message: 'This code does not exist',
          reason: 'CODE_UNKNOWN',
        };
        return Response.json({ error }, { status: 404 });
      }
      code = sent.code;
      dropped = undefined;
      return cart(code, false);
    },
    '/api/v1/cart': (url) => withNotice(cart(code, url.searchParams.get('useCredit') === 'true')),
    '/api/v1/address': () => [],
    '/api/v1/wishlist': () => [],
    '/api/v1/categories/tree/': () => [],
  });
  saveStoredUser({ email: 'ada@example.com', username: 'Ada' });
  return { ...renderApp('/cart/checkout'), fetchMock };
}

describe('checkout promotions', () => {
  beforeEach(() => setLanguage('fr'));
  afterEach(() => setLanguage('en'));

  it('says in French why a code does not apply, then shows the discount line of one that does', async () => {
    const { user, fetchMock } = openCheckout();
    const field = await screen.findByRole('textbox', { name: 'Code de réduction' });
    await user.type(field, 'nope');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect((await screen.findByRole('alert')).textContent).toBe("Ce code n'existe pas.");

    await user.clear(field);
    await user.type(field, 'WELCOME10{Enter}');
    expect(await screen.findByText('Code WELCOME10 appliqué')).toBeTruthy();
    expect(screen.getByText('Remise (WELCOME10)')).toBeTruthy();
    expect(screen.getByText(/−4,00/)).toBeTruthy();
    // A French page is priced in the Eurozone: the cart and its code are asked for there.
    const calls = fetchMock.mock.calls.map(([url, init]) => ({
      url: new URL(String(url), 'http://localhost'),
      body: init?.body ? (JSON.parse(String(init.body)) as { market?: string }) : undefined,
    }));
    const cartCalls = calls.filter(({ url }) => url.pathname.startsWith('/api/v1/cart'));
    expect(cartCalls.length).toBeGreaterThan(2);
    for (const { url, body } of cartCalls) {
      expect(body?.market ?? url.searchParams.get('market')).toBe('eu');
    }
  });

  it('says in French which code did not come in at sign-in, and why, until a code is applied', async () => {
    const { user } = openCheckout({ code: 'ONLY-ZOE', reason: 'CODE_NOT_YOURS' });
    const notice =
      "Le code ONLY-ZOE n'a pas été conservé lors de votre connexion. Ce code appartient à un autre compte.";
    expect(await screen.findByText(notice)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Code de réduction' }), 'WELCOME10{Enter}');
    expect(await screen.findByText('Code WELCOME10 appliqué')).toBeTruthy();
    expect(screen.queryByText(notice)).toBeNull();
  });

  it('pays with store credit when chosen: the totals spend it', async () => {
    const { user } = openCheckout();
    const choice = await screen.findByRole('checkbox', { name: /Payer avec mon avoir/ });
    expect(screen.queryByText('Avoir')).toBeNull();
    await user.click(choice);
    expect(await screen.findByText('Avoir')).toBeTruthy();
    expect(screen.getByText(/−5,00/)).toBeTruthy();
  });
});
