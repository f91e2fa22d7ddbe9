import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Plan } from '@atelier/contract';
import { mockApi, renderApp } from '../../../test/app.tsx';
import { ADA, findNotice, sent, signIn } from '../../auth/testing.ts';

// Typing whole forms takes seconds when the machine is busy.
const SLOW = 20_000;

const PLANS: Plan[] = [
  { id: 1, name: 'Silver', price: 0, currency: 'USD', description: 'Browse\nWishlist' },
  {
    id: 2,
    name: 'Gold',
    price: 9.99,
    currency: 'USD',
    description: 'Everything in Silver\nEarly access',
  },
  {
    id: 3,
    name: 'Diamond',
    price: 19.99,
    currency: 'USD',
    description: 'Everything in Gold\nStyle advice',
  },
];

/** The plans in euros, as the server answers the euro market. */
const EURO_PLANS = PLANS.map((p) => ({ ...p, price: p.price && p.price - 1, currency: 'EUR' }));

function plansApi(user = ADA) {
  let current = user;
  return mockApi({
    '/api/v1/categories/tree/': () => [],
    '/api/users/details': () => current,
    '/api/subscriptions/plan': (url) =>
      new URL(String(url), 'http://x').searchParams.get('market') === 'eu' ? EURO_PLANS : PLANS,
    '/api/subscriptions/checkout': (_url, init) => ({
      orderCode: `ATL-PLAN-000${sent(init).planId}`,
      status: 'PENDING_PAYMENT',
    }),
    '/api/subscriptions/subscribe': (_url, init) => {
      const plan = PLANS.find((p) => p.id === sent(init).planId)!;
      current = { ...current, subscriptionType: plan.name };
      return current;
    },
  });
}

const card = (name: string) => screen.getByRole('listitem', { name });

describe('the subscription tab', { timeout: SLOW }, () => {
  it("shows the server's plans, prices and the account's current plan", async () => {
    signIn({ ...ADA, subscriptionType: 'Gold' });
    plansApi({ ...ADA, subscriptionType: 'Gold' });
    renderApp('/profile?tab=subscription');
    expect(await screen.findByText('Choose Your Subscription Plan')).toBeTruthy();
    await screen.findByRole('listitem', { name: 'Silver' });
    expect(within(card('Silver')).getByText('FREE')).toBeTruthy();
    expect(card('Gold').querySelector('p')?.textContent).toBe('$9.99/month');
    expect(
      within(card('Gold'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Everything in Silver', 'Early access']);
    expect(within(card('Diamond')).getByText('Recommended')).toBeTruthy();
    expect(within(card('Silver')).queryByText('Recommended')).toBeNull();
    const current = within(card('Gold')).getByRole('button', { name: 'Current Plan' });
    expect((current as HTMLButtonElement).disabled).toBe(true);
    expect(within(card('Diamond')).getByRole('button', { name: 'Subscribe Now' })).toBeTruthy();
  });

  it('saves the free plan at once, and sends a paid one to card payment', async () => {
    signIn({ ...ADA, subscriptionType: 'Gold' });
    plansApi({ ...ADA, subscriptionType: 'Gold' });
    const { user, history } = renderApp('/profile?tab=subscription');
    await screen.findByRole('listitem', { name: 'Silver' });
    await user.click(within(card('Silver')).getByRole('button', { name: 'Subscribe Now' }));
    await findNotice('You are now on the Silver plan.');
    expect(within(card('Silver')).getByRole('button', { name: 'Current Plan' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('users')!).subscriptionType).toBe('Silver');

    await user.click(within(card('Diamond')).getByRole('button', { name: 'Subscribe Now' }));
    await waitFor(() => expect(history.location.pathname).toBe('/cart/checkout/payment'));
    expect(history.location.search).toBe('?order=ATL-PLAN-0003');
    expect(JSON.parse(localStorage.getItem('users')!).subscriptionType).toBe('Silver');
  });

  it("prices the plans in the page's market, and buys one there", async () => {
    signIn(ADA);
    const api = plansApi(ADA);
    const { user } = renderApp('/profile?tab=subscription&market=eu');
    await screen.findByRole('listitem', { name: 'Gold' });
    expect(card('Gold').querySelector('p')?.textContent).toBe('€8.99/month');
    await user.click(within(card('Diamond')).getByRole('button', { name: 'Subscribe Now' }));
    await waitFor(() =>
      expect(api.mock.calls.some(([url]) => String(url).includes('/checkout'))).toBe(true),
    );
    const [, init] = api.mock.calls.find(([url]) => String(url).includes('/checkout'))!;
    expect(sent(init!)).toMatchObject({ planId: 3, market: 'eu' });
  });
});

describe('the paid plan', { timeout: SLOW }, () => {
  it('says when it renews, cancels it at its end and keeps it again', async () => {
    signIn({ ...ADA, subscriptionType: 'Gold' });
    let plan = {
      plan: 'Gold',
      price: 9.99,
      status: 'active',
      currentPeriodEnd: '2026-04-01T10:00:00.000Z',
      cancelAtPeriodEnd: false,
      graceUntil: null,
    };
    const set = (cancel: boolean) => () => {
      plan = { ...plan, cancelAtPeriodEnd: cancel };
      return { subscription: plan };
    };
    const api = mockApi({
      '/api/v1/categories/tree/': () => [],
      '/api/users/details': () => ({ ...ADA, subscriptionType: 'Gold' }),
      '/api/subscriptions/plan': () => PLANS,
      '/api/subscriptions/current': () => ({ subscription: plan }),
      '/api/subscriptions/cancel': set(true),
      '/api/subscriptions/resume': set(false),
    });
    const { user } = renderApp('/profile?tab=subscription');
    const status = await screen.findByText(/^Your Gold plan renews monthly\. Next renewal: /);
    expect(status.textContent).toContain('2026');

    await user.click(screen.getByRole('button', { name: 'Cancel plan' }));
    await screen.findByText(/^Your Gold plan is cancelled: it ends on .*2026, then your account/);
    expect(api.mock.calls.some(([url]) => String(url).includes('/subscriptions/cancel'))).toBe(
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Keep my plan' }));
    await findNotice('Your plan will keep renewing.');
    expect(await screen.findByRole('button', { name: 'Cancel plan' })).toBeTruthy();
  });

  it('shows nothing of renewals on Silver', async () => {
    signIn(ADA);
    plansApi();
    renderApp('/profile?tab=subscription');
    await screen.findByRole('listitem', { name: 'Silver' });
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).toBeNull();
  });
});
