import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
});
afterAll(() => h?.close());

const subscribe = (payload: object) =>
  h.app.inject({ method: 'POST', url: '/api/newsletter', payload });

it('saves an email once and answers a repeat the same way', async () => {
  const first = await subscribe({ email: 'Reader@Example.com ' });
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({ message: 'Thanks for subscribing!' });
  const again = await subscribe({ email: 'reader@example.com' });
  expect(again.statusCode).toBe(200);
  expect(again.json()).toEqual(first.json());
  const rows = await h.db.query('select email from newsletter_subscribers');
  expect(rows).toEqual([{ email: 'reader@example.com' }]);
});

it("thanks in the shopper's language", async () => {
  const res = await subscribe({ email: 'lectrice@example.com', lang: 'fr' });
  expect(res.json().message).toBe('Merci pour votre inscription !');
});

it('refuses an invalid email naming the field', async () => {
  const res = await subscribe({ email: 'not-an-email' });
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toMatchObject({
    code: 'VALIDATION',
    fields: { email: 'Invalid email' },
  });
});
