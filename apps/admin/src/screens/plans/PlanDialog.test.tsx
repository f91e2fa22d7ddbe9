import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import type { AdminPlan } from '@atelier/contract';
import { renderWithClient, stubServer, withModalDialogs } from '../../test/render.tsx';
import { PlanDialog } from './PlanDialog.tsx';

withModalDialogs();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const gold: AdminPlan = {
  id: 2,
  name: { en: 'Gold', fr: 'Or' },
  prices: { USD: 999 },
  perks: { memberPercent: 5, monthlyCreditCents: 0, description: { en: 'Member price: 5% off' } },
  status: 'on_sale',
  members: 12,
  free: false,
};

function draw(plan: AdminPlan | null) {
  const onClose = vi.fn();
  const view = renderWithClient(<PlanDialog plan={plan} onClose={onClose} />);
  const type = (label: string, value: string) =>
    fireEvent.change(view.getByLabelText(label), { target: { value } });
  const said = (label: string) => {
    const ids = view.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
    return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
  };
  const save = () => fireEvent.click(view.getByRole('button', { name: 'Save plan' }));
  return { ...view, onClose, type, said, save };
}

/** The calls that change something: the dialog reads the markets' currencies first. */
const changes = <T extends { method: string }>(calls: T[]) =>
  calls.filter((c) => c.method !== 'GET');

/** The markets as GET /api/admin/markets answers them (their currencies are what matters). */
const MARKETS = ['USD', 'EUR', 'JPY'].map((currency) => ({ currency }));

describe('the plan dialog', () => {
  it('fixes a price per currency in its own unit; an empty one converts the dollars', async () => {
    const calls = stubServer(({ method }) =>
      method === 'GET' ? { status: 200, body: MARKETS } : { status: 200, body: gold },
    );
    const form = draw({ ...gold, prices: { USD: 999, JPY: 1500 } });
    const prices = await form.findByRole('group', { name: 'Price per currency' });
    // The dollars are the base price's field, not one of these.
    expect(within(prices).queryByLabelText('USD')).toBeNull();
    expect(within(prices).getByLabelText('JPY')).toHaveProperty('value', '1500');
    fireEvent.change(within(prices).getByLabelText('EUR'), { target: { value: '8,50' } });
    fireEvent.change(within(prices).getByLabelText('JPY'), { target: { value: '15.5' } });
    form.save();
    const jpy = within(prices).getByLabelText('JPY');
    expect(jpy.getAttribute('aria-invalid')).toBe('true');
    expect(changes(calls)).toEqual([]);

    fireEvent.change(jpy, { target: { value: '' } });
    form.save();
    await waitFor(() => expect(form.onClose).toHaveBeenCalled());
    expect(changes(calls)[0]!.body).toMatchObject({ prices: { USD: 999, EUR: 850 } });
  });

  it('sends a repriced plan in cents with its names and perks, and closes', async () => {
    const calls = stubServer(() => ({ status: 200, body: gold }));
    const form = draw(gold);
    form.type('Price a month (US$)', '12.99');
    form.type('Member discount (%)', '7');
    form.save();
    await waitFor(() => expect(form.onClose).toHaveBeenCalled());
    expect(changes(calls)).toEqual([
      {
        method: 'PATCH',
        path: '/api/admin/plans/2',
        body: {
          name: { en: 'Gold', fr: 'Or' },
          prices: { USD: 1299 },
          perks: {
            memberPercent: 7,
            monthlyCreditCents: 0,
            description: { en: 'Member price: 5% off' },
          },
          status: 'on_sale',
        },
      },
    ]);
  });

  it('warns how many members are told before a plan is switched off', () => {
    stubServer(() => undefined);
    const form = draw(gold);
    expect(form.queryByRole('note')).toBeNull();
    fireEvent.change(form.getByLabelText('Status'), { target: { value: 'off' } });
    expect(form.getByRole('note').textContent).toBe(
      '12 members will be told by email that their plan ends with their paid month.',
    );
  });

  it('says what is wrong at the field and sends nothing', () => {
    const calls = stubServer(() => undefined);
    const form = draw(null);
    form.type('Name · English', 'Platinum');
    form.type('Price a month (US$)', 'lots');
    form.save();
    expect(form.getByLabelText('Price a month (US$)').getAttribute('aria-invalid')).toBe('true');
    expect(form.said('What the plan card lists · English')).toContain('Required.');
    expect(changes(calls)).toEqual([]);
  });
});
