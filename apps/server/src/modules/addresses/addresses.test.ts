import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { signedIn } from '../auth/test-helpers.ts';
import { defaultAddress } from './service.ts';

let h: Harness;
let ada: string;
let bob: string;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  ada = await signedIn(h.app, 'ada@example.com');
  bob = await signedIn(h.app, 'bob@example.com');
});
afterAll(() => h?.close());

const home = {
  name: 'Ada Lovelace',
  phone: '+44 (20) 7946-0018',
  flatNo: '12B',
  addrssLine1: 'St James Square',
  city: 'London',
  zipocode: 'SW1Y 4JH',
  country: 'GB',
};
const address = (cookie: string | undefined, payload: object) =>
  h.app.inject({
    method: 'POST',
    url: '/api/v1/address',
    headers: cookie ? { cookie } : {},
    payload,
  });
const list = async (cookie: string) => (await address(cookie, { action: 'X' })).json() as Address[];

describe('address book', () => {
  it("creates, lists, updates and deletes the caller's addresses", async () => {
    const created = await address(ada, {
      action: 'I',
      ...home,
      addrsesLine2: 'Westminster',
      userId: 1,
    });
    expect(created.statusCode).toBe(201);
    const saved = created.json() as Address;
    expect(saved).toMatchObject({
      ...home,
      region: '',
      addrsesLine2: 'Westminster',
      email: '',
      default: true,
    });
    expect(typeof saved.id).toBe('number');

    const updated = await address(ada, {
      action: 'U',
      id: saved.id,
      ...home,
      flatNo: '14',
      email: 'ADA@example.com',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: saved.id,
      flatNo: '14',
      email: 'ada@example.com',
      default: true,
    });
    expect(await list(ada)).toEqual([updated.json()]);

    const deleted = await address(ada, { action: 'D', id: saved.id, userId: 'ada@example.com' });
    expect(deleted.json()).toEqual({ id: saved.id });
    expect(await list(ada)).toEqual([]);
  });

  it('names each bad field', async () => {
    const res = await address(ada, {
      action: 'I',
      ...home,
      name: ' ',
      phone: 'call me',
      country: undefined,
      city: '',
      email: 'nope',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
    expect(res.json().error.fields).toEqual({
      name: 'Name is required',
      phone: 'Invalid phone number',
      country: 'Country is required',
      city: 'City is required',
      email: 'Invalid email',
    });
    const noFlat = await address(ada, { action: 'I', ...home, flatNo: '' });
    expect(noFlat.json().error.fields).toEqual({ flatNo: 'Flat / house no. is required' });
  });

  it('takes a country from the list and, where its post uses one, a region of its own', async () => {
    const fieldsOf = async (fields: object) =>
      (await address(ada, { action: 'I', ...home, ...fields })).json().error?.fields;
    expect(await fieldsOf({ country: 'Narnia' })).toEqual({
      country: 'Choose a country from the list',
    });
    expect(await fieldsOf({ country: 'US' })).toEqual({ region: 'Region is required' });
    expect(await fieldsOf({ country: 'US', region: '13' })).toEqual({
      region: 'Choose a region from the list',
    });
    expect(await fieldsOf({ country: 'GB', region: 'ENG' })).toEqual({
      region: 'This country has no regions',
    });
    expect(await fieldsOf({ city: '   ' })).toEqual({ city: 'City is required' });

    const tokyo = await address(ada, {
      action: 'I',
      ...home,
      city: 'Chiyoda-ku',
      country: 'jp',
      region: '13',
    });
    expect(tokyo.statusCode).toBe(201);
    expect(tokyo.json()).toMatchObject({ city: 'Chiyoda-ku', country: 'JP', region: '13' });
    const moved = await address(ada, {
      action: 'U',
      id: (tokyo.json() as Address).id,
      ...home,
      city: 'Austin',
      country: 'US',
      region: 'TX',
    });
    expect(moved.json()).toMatchObject({ city: 'Austin', country: 'US', region: 'TX' });
    await address(ada, { action: 'D', id: (tokyo.json() as Address).id });
  });

  it("never shows or changes another user's address", async () => {
    const bobs = (await address(bob, { action: 'I', ...home, name: 'Bob' })).json() as Address;
    expect((await list(ada)).map((a) => a.name)).not.toContain('Bob');
    const update = await address(ada, { action: 'U', id: bobs.id, ...home, name: 'Stolen' });
    expect(update.statusCode).toBe(404);
    const remove = await address(ada, { action: 'D', id: bobs.id });
    expect(remove.statusCode).toBe(404);
    expect(await list(bob)).toEqual([bobs]);
    expect((await address(undefined, { action: 'X' })).statusCode).toBe(401);
  });

  it('refuses a userId that is not the caller', async () => {
    for (const userId of ['bob@example.com', 9999]) {
      expect((await address(ada, { action: 'X', userId })).statusCode).toBe(403);
    }
  });

  it('keeps exactly one default: the first, then the one chosen, then the oldest left', async () => {
    const carol = await signedIn(h.app, 'carol@example.com');
    const one = (await address(carol, { action: 'I', ...home, name: 'One' })).json() as Address;
    const two = (await address(carol, { action: 'I', ...home, name: 'Two' })).json() as Address;
    expect([one.default, two.default]).toEqual([true, false]);
    const three = (
      await address(carol, { action: 'I', ...home, name: 'Three', default: true })
    ).json();
    expect(three.default).toBe(true);
    expect((await list(carol)).filter((a) => a.default).map((a) => a.name)).toEqual(['Three']);

    await address(carol, { action: 'U', ...two, default: true });
    expect((await list(carol)).filter((a) => a.default).map((a) => a.name)).toEqual(['Two']);
    const [row] = await h.db.query<{ id: number }>('select id from users where email = $1', [
      'carol@example.com',
    ]);
    expect((await defaultAddress(h.db, row!.id))?.name).toBe('Two');

    await address(carol, { action: 'D', id: two.id });
    expect((await list(carol)).filter((a) => a.default).map((a) => a.name)).toEqual(['One']);
  });
});
