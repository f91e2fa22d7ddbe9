// The newsletter asks before it mails (issue 22 item 2): the subscribe box sends a confirmation
// mail in the page's language; its single-use link confirms and mails a personal first-order
// code; every mail unsubscribes in one click; staff export the confirmed subscribers.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness.ts';
import { staffSession } from '../../admin/test-helpers.ts';
import { signedIn } from '../auth/test-helpers.ts';
import { fillCart, order, variants } from '../orders/test-helpers.ts';
import { applyCode } from '../promotions/test-helpers.ts';
import { NEWSLETTER_ANSWERS } from './texts.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  // A loaded machine (CI, parallel work) can take over a minute to migrate PGlite.
}, 240_000);
afterAll(() => h?.close());

const post = (url: string, payload: object) =>
  h.app.inject({ method: 'POST', url: `/api/newsletter${url}`, payload });

/** The newest mail of `kind` to `email`, from the outbox table the mail goes through. */
async function mailTo(email: string, kind: string) {
  const [row] = await h.db.query<{
    subject: string;
    text: string;
    html: string;
    headers: Record<string, string>;
  }>(
    `select subject, text, html, headers from mail_outbox where recipient = $1 and kind = $2
      order by id desc limit 1`,
    [email, kind],
  );
  return row;
}
const linkIn = (text: string, path: string) =>
  new URL(new RegExp(`https?://\\S+${path}\\?\\S+`).exec(text)![0]);

it('mails a confirmation in the page language and subscribes nobody until it is followed', async () => {
  const res = await post('', { email: 'Lectrice@Example.com ', lang: 'fr' });
  expect(res.json().message).toBe(
    'Presque fini : consultez votre boîte de réception et confirmez votre inscription.',
  );
  const mail = (await mailTo('lectrice@example.com', 'newsletter-confirm'))!;
  expect(mail.subject).toBe("Confirmez votre inscription à la lettre d'information Atelier");
  const confirm = linkIn(mail.text, '/newsletter/confirm');
  expect(confirm.searchParams.get('lang')).toBe('fr');
  expect(linkIn(mail.text, '/newsletter/unsubscribe').searchParams.get('token')).toBeTruthy();
  expect(mail.html).toContain('/newsletter/unsubscribe?token=');
  const [row] = await h.db.query('select status from newsletter_subscribers where email = $1', [
    'lectrice@example.com',
  ]);
  expect(row).toEqual({ status: 'pending' });
});

it('confirms once and mails a personal 10% code that only that account may use, on a first order', async () => {
  await post('', { email: 'ada@example.com', lang: 'en' });
  const token = linkIn(
    (await mailTo('ada@example.com', 'newsletter-confirm'))!.text,
    '/newsletter/confirm',
  ).searchParams.get('token')!;
  const ok = await post('/confirm', { token, lang: 'en' });
  expect(ok.statusCode).toBe(200);
  expect((await post('/confirm', { token, lang: 'en' })).statusCode).toBe(404);

  const welcome = (await mailTo('ada@example.com', 'newsletter-welcome'))!;
  const code = /WELCOME-[A-Z0-9]{8}/.exec(welcome.text)![0];
  expect(welcome.text).toContain('/newsletter/unsubscribe?token=');
  // Subscribing again changes nothing and mails nothing.
  await post('', { email: 'ada@example.com', lang: 'jp' });
  const [{ n }] = (await h.db.query<{ n: number }>(
    `select count(*)::int as n from mail_outbox where recipient = 'ada@example.com'`,
  )) as [{ n: number }];
  expect(n).toBe(2);

  const [item] = await variants(h, 1);
  const bob = await signedIn(h.app, 'bob@example.com');
  await fillCart(h.app, bob, 'bob@example.com', [[item, 1]]);
  expect((await applyCode(h.app, bob, 'bob@example.com', code)).json().error.reason).toBe(
    'CODE_NOT_YOURS',
  );
  const ada = await signedIn(h.app, 'ada@example.com');
  await fillCart(h.app, ada, 'ada@example.com', [[item, 1]]);
  expect((await applyCode(h.app, ada, 'ada@example.com', code)).json().discount).toBe(
    Math.round(item.sellingCents * 0.1) / 100,
  );
  expect((await order(h.app, ada)).json().discountCode).toBe(code);
  await fillCart(h.app, ada, 'ada@example.com', [[item, 1]]);
  expect((await applyCode(h.app, ada, 'ada@example.com', code)).json().error.reason).toBe(
    'CODE_USED_UP',
  );
});

it('unsubscribes in one click from any newsletter mail, and refuses an unknown link', async () => {
  const mail = (await mailTo('ada@example.com', 'newsletter-welcome'))!;
  const token = linkIn(mail.text, '/newsletter/unsubscribe').searchParams.get('token')!;
  const res = await post('/unsubscribe', { token, lang: 'jp' });
  expect(res.json().message).toBe('配信を停止しました。今後ニュースレターはお送りしません。');
  expect((await post('/unsubscribe', { token, lang: 'en' })).statusCode).toBe(200);
  expect((await post('/unsubscribe', { token: 'x'.repeat(43), lang: 'en' })).statusCode).toBe(404);
  expect((await post('/unsubscribe', { token: 'short', lang: 'en' })).statusCode).toBe(400);
  const [row] = await h.db.query('select status from newsletter_subscribers where email = $1', [
    'ada@example.com',
  ]);
  expect(row).toEqual({ status: 'unsubscribed' });
});

it('exports confirmed subscribers as CSV to catalog staff and owners only', async () => {
  await post('', { email: 'lector@example.com', lang: 'es' });
  const token = linkIn(
    (await mailTo('lector@example.com', 'newsletter-confirm'))!.text,
    '/newsletter/confirm',
  ).searchParams.get('token')!;
  await post('/confirm', { token, lang: 'es' });
  const url = '/api/admin/newsletter/subscribers.csv';
  const fulfilment = (await staffSession(h, 'fulfilment')).cookie;
  expect((await h.app.inject({ url, headers: { cookie: fulfilment } })).statusCode).toBe(403);
  const csv = await h.app.inject({
    url,
    headers: { cookie: (await staffSession(h, 'catalog')).cookie },
  });
  expect(csv.headers['content-type']).toContain('text/csv');
  const lines = csv.body.trim().split('\n');
  expect(lines[0]).toBe('email,language,confirmed at');
  // Pending (lectrice) and unsubscribed (ada) addresses are not exported.
  expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual([
    'lector@example.com,es',
  ]);
});

it('refuses an invalid email naming the field', async () => {
  const res = await post('', { email: 'not-an-email' });
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toMatchObject({
    code: 'VALIDATION',
    fields: { email: 'Invalid email' },
  });
});

it("unsubscribes when a mail provider's Unsubscribe button posts the mail's one-click address", async () => {
  await post('', { email: 'grace@example.com', lang: 'fr' });
  const mail = (await mailTo('grace@example.com', 'newsletter-confirm'))!;
  expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const address = new URL(/^<(.+)>$/.exec(mail.headers['List-Unsubscribe']!)![1]!);
  const status = async () =>
    (
      await h.db.query<{ status: string }>(
        'select status from newsletter_subscribers where email = $1',
        ['grace@example.com'],
      )
    )[0]!.status;
  // As RFC 8058 has providers post it: a form from their own servers, no cookie, another origin.
  const oneClick = (body: string, type: string, url = `${address.pathname}${address.search}`) =>
    h.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': type, origin: 'https://mail.example.net' },
      payload: body,
    });
  const form = 'application/x-www-form-urlencoded';
  expect((await oneClick('List-Unsubscribe=Maybe', form)).statusCode).toBe(400);
  expect(await status()).toBe('pending');
  const done = await oneClick('List-Unsubscribe=One-Click', form);
  expect(done.statusCode).toBe(200);
  expect(done.json().message).toBe(NEWSLETTER_ANSWERS.fr.unsubscribed);
  expect(await status()).toBe('unsubscribed');

  // The form RFC 8058 prefers, multipart, works as well, again and again.
  const boundary = 'oneclick';
  const multipart = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="List-Unsubscribe"',
    '',
    'One-Click',
    `--${boundary}--`,
    '',
  ].join('\r\n');
  const again = await oneClick(multipart, `multipart/form-data; boundary=${boundary}`);
  expect(again.statusCode).toBe(200);
  const unknown = `${address.pathname}?token=${'x'.repeat(43)}`;
  expect((await oneClick('List-Unsubscribe=One-Click', form, unknown)).statusCode).toBe(404);
});

it('shows the unsubscribe page, in the mail’s language, to a person who opens the one-click address', async () => {
  await post('', { email: 'hopper@example.com', lang: 'jp' });
  const mail = (await mailTo('hopper@example.com', 'newsletter-confirm'))!;
  const address = new URL(/^<(.+)>$/.exec(mail.headers['List-Unsubscribe']!)![1]!);
  const opened = await h.app.inject({ url: `${address.pathname}${address.search}` });
  expect(opened.statusCode).toBe(303);
  const page = new URL(opened.headers.location!, 'http://shop.test');
  expect(page.pathname).toBe('/newsletter/unsubscribe');
  expect(Object.fromEntries(page.searchParams)).toEqual({
    token: address.searchParams.get('token'),
    lang: 'jp',
  });
  // Opening it changes nothing: mail scanners fetch every link. The page's button unsubscribes.
  const [row] = await h.db.query('select status from newsletter_subscribers where email = $1', [
    'hopper@example.com',
  ]);
  expect(row).toEqual({ status: 'pending' });
  const bad = await h.app.inject({ url: `${address.pathname}?token=short` });
  expect(bad.statusCode).toBe(400);
});

it('offers the percentage the owner set, in the mails and the code (issue 28 item 1)', async () => {
  await h.db.query('update shop_settings set newsletter_offer_percent = 15');
  try {
    await post('', { email: 'grace@example.com', lang: 'fr' });
    const confirmMail = (await mailTo('grace@example.com', 'newsletter-confirm'))!;
    expect(confirmMail.text).toContain('un code de 15 % de réduction');
    const token = linkIn(confirmMail.text, '/newsletter/confirm').searchParams.get('token')!;
    expect((await post('/confirm', { token, lang: 'fr' })).statusCode).toBe(200);
    const welcome = (await mailTo('grace@example.com', 'newsletter-welcome'))!;
    expect(welcome.subject).toBe(
      "Bienvenue dans la lettre d'information Atelier : 15 % sur votre première commande",
    );
    const code = /WELCOME-[A-Z0-9]{8}/.exec(welcome.text)![0];
    const [row] = await h.db.query<{ value: number }>(
      'select value from discount_codes where code = $1',
      [code],
    );
    expect(row).toEqual({ value: 15 });
  } finally {
    await h.db.query('update shop_settings set newsletter_offer_percent = 10');
  }
});
