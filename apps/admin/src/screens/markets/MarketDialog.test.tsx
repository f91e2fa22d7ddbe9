import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import type { Market } from '@atelier/contract';
import { renderWithClient, stubServer, withModalDialogs } from '../../test/render.tsx';
import { MarketDialog } from './MarketDialog.tsx';

withModalDialogs();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const market = (id: number, code: string, name: string, over: Partial<Market>): Market => ({
  id,
  code,
  name,
  countries: [],
  currency: 'USD',
  taxMode: 'added',
  rounding: { step: 1, ending: 0 },
  exchangeRate: 1,
  paymentMethods: ['card', 'cash'],
  active: true,
  restOfWorld: false,
  ...over,
});
const eurozone = market(2, 'eu', 'Eurozone', {
  countries: ['DE', 'FR'],
  currency: 'EUR',
  taxMode: 'included',
  rounding: { step: 100, ending: 95 },
  exchangeRate: 0.86,
});
const world = market(7, 'world', 'Rest of the world', { restOfWorld: true });
const markets = [eurozone, world];

function draw(open: Market | null) {
  const onClose = vi.fn();
  const view = renderWithClient(<MarketDialog market={open} markets={markets} onClose={onClose} />);
  const type = (label: string, value: string) =>
    fireEvent.change(view.getByLabelText(label), { target: { value } });
  // By text and label, not role: with some 250 countries and 300 currencies drawn, role queries
  // take seconds in jsdom.
  const save = () => fireEvent.click(view.getByText('Save market'));
  const example = () => view.container.ownerDocument.querySelector('[role="status"]')?.textContent;
  return { ...view, onClose, type, save, example };
}

// Some 250 countries and 300 currencies drawn per form: jsdom takes seconds on a busy machine.
describe('the market dialog', { timeout: 30_000 }, () => {
  it('shows the rounding on an example price as it is typed', () => {
    stubServer(() => undefined);
    const form = draw(null);
    form.type('Currency', 'JPY');
    form.type('JPY for 1 USD', '155');
    form.type('Round up to a multiple of', '10');
    // $49.00 at 155 yen is ¥7,595, rounded up to tens.
    expect(form.example()).toBe('A $49.00 product sells for ¥7,600.');
    form.type('Ending', '5');
    expect(form.example()).toBe('A $49.00 product sells for ¥7,595.');
    form.type('Ending', '10');
    expect(form.example()).toBe('Fill in the currency, rate and rounding to see an example price.');
  });

  it('sends the market with its rounding in the currency’s minor units, and closes', async () => {
    const calls = stubServer(() => ({ status: 201, body: market(8, 'jp2', 'Japan', {}) }));
    const form = draw(eurozone);
    form.type('Name', 'Eurozone and Japan');
    form.type('Ending', '0.99');
    form.type('Find a country', 'japan');
    fireEvent.click(form.getByLabelText('Japan'));
    fireEvent.click(form.getByLabelText('Cash on delivery'));
    form.save();
    await waitFor(() => expect(form.onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: 'PATCH',
        path: '/api/admin/markets/2',
        body: {
          code: 'eu',
          name: 'Eurozone and Japan',
          countries: ['DE', 'FR', 'JP'],
          currency: 'EUR',
          taxMode: 'included',
          rounding: { step: 100, ending: 99 },
          exchangeRate: 0.86,
          paymentMethods: ['card'],
          active: true,
        },
      },
    ]);
  });

  it('names the market that has a country already, and does not let it be chosen twice', () => {
    stubServer(() => undefined);
    const form = draw(null);
    form.type('Find a country', 'fra');
    const france = form.getByLabelText(/^France/);
    expect(france.closest('label')?.textContent).toBe('France — in Eurozone');
    expect((france as HTMLInputElement).disabled).toBe(true);
  });

  it('keeps the rest of the world on and without countries', () => {
    stubServer(() => undefined);
    const form = draw(world);
    expect(form.queryByRole('group', { name: 'Countries' })).toBeNull();
    expect(form.getByRole('note').textContent).toContain('every country no other market names');
    const on = form.getByLabelText('On sale: shoppers can pick this market');
    expect((on as HTMLInputElement).disabled).toBe(true);
  });

  it('says what is wrong at the field, in the staff member’s words, and sends nothing', () => {
    const calls = stubServer(() => undefined);
    const form = draw(eurozone);
    form.type('Ending', '1.00');
    form.type('EUR for 1 USD', '0');
    form.save();
    expect(form.getByText('The ending must be less than the rounding step.')).toBeTruthy();
    expect(form.getByText('Enter a rate above 0.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('says a country went to another market meanwhile, from the server’s refusal', async () => {
    stubServer(() => ({
      status: 409,
      body: {
        error: {
          code: 'CONFLICT',
          message: 'PT is in the market Iberia already',
          fields: { countries: 'A country is in another market already' },
        },
      },
    }));
    const form = draw(eurozone);
    form.type('Find a country', 'portugal');
    fireEvent.click(form.getByLabelText('Portugal'));
    form.save();
    await waitFor(() =>
      expect(
        form.getByText(
          'A country you chose is in another market already: take it out of that one first.',
        ),
      ).toBeTruthy(),
    );
    expect(form.onClose).not.toHaveBeenCalled();
  });
});
