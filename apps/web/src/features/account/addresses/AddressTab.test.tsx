import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '@atelier/contract';
import { mockApi, renderApp } from '../../../test/app.tsx';
import { ADA, failure, findNotice, sent, signIn } from '../../auth/testing.ts';

// Typing whole forms takes seconds when the machine is busy.
const SLOW = 20_000;

// jsdom has no modal dialogs: open and close them the way a browser does.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const HOME: Address = {
  id: 12,
  userId: ADA.id,
  name: 'Ada Lovelace',
  phone: '+44 20 7946 0000',
  flatNo: '12',
  addrssLine1: 'St James Square',
  addrsesLine2: '',
  city: 'London',
  region: '',
  zipocode: 'SW1Y 4JH',
  country: 'GB',
  email: '',
  default: true,
};

/** The address endpoint over a little in-memory book, answering as the server does. */
function addressApi(book: Address[], refuseSave?: () => Response) {
  let nextId = 40;
  return mockApi({
    '/api/v1/categories/tree/': () => [],
    '/api/users/details': () => ADA,
    '/api/v1/address': (_url, init) => {
      const { action, id, ...fields } = sent(init) as Partial<Address> & { action: string };
      if (action === 'X') return book;
      if (action === 'D') return { id };
      if (refuseSave) return refuseSave();
      const saved = { ...HOME, addrsesLine2: '', email: '', ...fields, id: id ?? nextId++ };
      return action === 'I' ? Response.json(saved, { status: 201 }) : saved;
    },
  });
}

/** The bodies sent to the address endpoint, in order. */
const addressCalls = (fetch: ReturnType<typeof addressApi>) =>
  fetch.mock.calls
    .filter(([url]) => String(url) === '/api/v1/address')
    .map(([, init]) => sent(init!));

const dialog = () => screen.getByRole('dialog');
const input = (name: string) => within(dialog()).getByLabelText(name, { selector: 'input' });
const list = (name: string) => within(dialog()).getByRole<HTMLSelectElement>('combobox', { name });
const errorOf = (name: string) => {
  const field = within(dialog()).getByLabelText(name, { selector: 'input, select' });
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
};

describe('the address book', { timeout: SLOW }, () => {
  it('shows each address with its default badge', async () => {
    signIn();
    addressApi([HOME]);
    renderApp('/profile?tab=address');
    const card = (await screen.findByRole('heading', { name: 'Ada Lovelace' })).closest('li')!;
    expect(within(card).getByText('Default')).toBeTruthy();
    expect(card.textContent).toContain('12, St James Square');
    expect(card.textContent).toContain('London, SW1Y 4JH');
    expect(card.textContent).toContain('United Kingdom');
    expect(within(card).getByRole('button', { name: 'Edit address: Ada Lovelace' })).toBeTruthy();
  });

  it("adds an address with SPEC's rules, under the id the server gave it", async () => {
    signIn();
    const fetch = addressApi([HOME]);
    const { user } = renderApp('/profile?tab=address');
    await user.click(await screen.findByRole('button', { name: '+ Add New Address' }));
    expect(within(dialog()).getByRole('heading', { name: 'Add New Address' })).toBeTruthy();
    expect(input('Phone').getAttribute('type')).toBe('tel');
    await user.type(input('Email (optional)'), 'not-an-email');
    await user.click(within(dialog()).getByRole('button', { name: 'Add Address' }));
    expect(errorOf('Full Name')).toBe('Name is required');
    expect(errorOf('Phone')).toBe('Phone is required');
    expect(errorOf('Flat / House No.')).toBe('Flat / house no. is required');
    expect(errorOf('Address Line 1')).toBe('Address line 1 is required');
    expect(errorOf('Zip Code')).toBe('Zip code is required');
    expect(errorOf('Country')).toBe('Country is required');
    expect(errorOf('City')).toBe('City is required');
    expect(errorOf('Email (optional)')).toBe('Invalid email');
    expect(errorOf('Address Line 2 (optional)')).toBeUndefined();

    await user.clear(input('Email (optional)'));
    await user.type(input('Full Name'), 'Charles Babbage');
    await user.type(input('Phone'), '020 7946 0001');
    await user.type(input('Flat / House No.'), '1');
    await user.type(input('Address Line 1'), 'Dorset Street');
    await user.type(input('Zip Code'), 'W1U 6QT');
    // A country with states asks for one, from its own list.
    await user.selectOptions(list('Country'), 'US');
    await user.type(input('City'), 'Boston');
    await user.click(within(dialog()).getByRole('button', { name: 'Add Address' }));
    expect(errorOf('State')).toBe('Choose the state, province or region');
    await user.selectOptions(list('State'), 'Massachusetts');
    await user.click(within(dialog()).getByLabelText('Set as default'));
    await user.click(within(dialog()).getByRole('button', { name: 'Add Address' }));

    await findNotice('Address added.');
    expect(screen.queryByRole('dialog')).toBeNull();
    const added = screen.getByRole('heading', { name: 'Charles Babbage' }).closest('li')!;
    expect(within(added).getByText('Default')).toBeTruthy();
    // The earlier default lost its badge: one default per account.
    const home = screen.getByRole('heading', { name: 'Ada Lovelace' }).closest('li')!;
    expect(within(home).queryByText('Default')).toBeNull();
    const insert = addressCalls(fetch).find((body) => body.action === 'I');
    expect(insert).toMatchObject({
      action: 'I',
      name: 'Charles Babbage',
      city: 'Boston',
      country: 'US',
      region: 'MA',
      default: true,
    });
    expect(added.textContent).toContain('Boston, Massachusetts, W1U 6QT');
    expect(added.textContent).toContain('United States');
    expect(insert).not.toHaveProperty('id');

    // Edit it: the server's id 40 is the one sent back.
    await user.click(screen.getByRole('button', { name: 'Edit address: Charles Babbage' }));
    expect(within(dialog()).getByRole('heading', { name: 'Edit Address' })).toBeTruthy();
    expect(list('Country').value).toBe('US');
    expect(list('State').value).toBe('MA');
    await user.clear(input('Full Name'));
    await user.type(input('Full Name'), 'C. Babbage');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    await findNotice('Address updated.');
    expect(screen.queryByRole('heading', { name: 'Charles Babbage' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'C. Babbage' })).toBeTruthy();
    const update = addressCalls(fetch).find((body) => body.action === 'U');
    expect(update).toMatchObject({ action: 'U', id: 40, name: 'C. Babbage' });
  });

  it("shows the server's field errors at their fields", async () => {
    signIn();
    addressApi([], () => failure(400, 'Invalid phone', { phone: 'Invalid phone number' }));
    const { user } = renderApp('/profile?tab=address');
    expect(await screen.findByText('You have no saved addresses yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '+ Add New Address' }));
    for (const [label, value] of [
      ['Full Name', 'Ada'],
      ['Phone', '123456'],
      ['Flat / House No.', '1'],
      ['Address Line 1', 'Road'],
      ['Zip Code', '1000'],
      ['City', 'Brussels'],
    ] as const) {
      await user.type(input(label), value);
    }
    await user.selectOptions(list('Country'), 'BE');
    await user.click(within(dialog()).getByRole('button', { name: 'Add Address' }));
    await findNotice('Invalid phone');
    expect(errorOf('Phone')).toBe('Invalid phone number');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('deletes only after confirmation', async () => {
    signIn();
    const fetch = addressApi([HOME]);
    const { user } = renderApp('/profile?tab=address');
    await user.click(await screen.findByRole('button', { name: 'Delete address: Ada Lovelace' }));
    expect(screen.getByText('Delete this address?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete address: Ada Lovelace' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await findNotice('Address deleted.');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Ada Lovelace' })).toBeNull());
    expect(fetch.mock.calls.some(([, init]) => init?.body === '{"action":"D","id":12}')).toBe(true);
  });
});
