// Every mail carries the shop's identity (issue 28 defect: mails had no logo, address or
// contact): one layout with the name, logo, address, support contact and signature the owner set,
// and dates in the shop's time zone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness.ts';
import { photoJpeg } from '../../test/images.ts';
import { staffSession, uploadPhoto } from '../../admin/test-helpers.ts';
import { signedIn } from '../auth/test-helpers.ts';
import { fillCart, order, variants } from '../orders/test-helpers.ts';
import { enqueuePlanMail } from '../subscriptions/mails.ts';
import type { SubscriptionRow } from '../subscriptions/billing.ts';
import { layoutMail } from './mail-layout.ts';
import type { ShopIdentity } from './service.ts';

const SHOP: ShopIdentity = {
  name: 'Lune & <Co>',
  logoUrl: null,
  accentColor: '#9a4124',
  postalAddress: '12 rue des Lilas\n75011 Paris',
  supportEmail: 'hello@lune.example',
  supportPhone: '+33 1 23 45 67 89',
  legalEntity: 'Lune SAS',
  taxNumber: 'FR12345678901',
  signature: 'Camille, for Lune',
  timeZone: 'Europe/Paris',
  publicUrl: 'https://lune.example',
};

describe('the mail layout', () => {
  it("wraps a mail's words in the shop's identity, escaped, in text and HTML alike", () => {
    const mail = layoutMail(SHOP, {
      to: 'a@example.com',
      lang: 'fr',
      subject: 'Bonjour',
      text: 'Le corps du message.',
      html: '<p>Le corps du message.</p>',
      kind: 'test',
    });
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('Lune &#38; &#60;Co&#62;');
    expect(mail.html).not.toContain('<Co>');
    expect(mail.html).toContain('12 rue des Lilas<br>75011 Paris');
    expect(mail.html).toContain('href="mailto:hello@lune.example"');
    expect(mail.html).toContain('href="tel:+33123456789"');
    expect(mail.html).toContain('Camille, for Lune');
    for (const line of [
      'Le corps du message.',
      'Camille, for Lune',
      'Des questions ? Nous sommes là pour vous aider : hello@lune.example · +33 1 23 45 67 89',
      '75011 Paris',
      'Lune SAS · FR12345678901',
    ]) {
      expect(mail.text).toContain(line);
    }
  });

  it('signs "The {shop} team" in the mail\'s language when no signature is set', () => {
    const content = { to: 'a@example.com', subject: 's', text: 't', html: '<p>t</p>', kind: 'k' };
    const unsigned = { ...SHOP, signature: '', name: 'Lune' };
    expect(layoutMail(unsigned, { ...content, lang: 'es' }).text).toContain('El equipo de Lune');
    expect(layoutMail(unsigned, { ...content, lang: 'jp' }).text).toContain('Lune チーム');
  });
});

describe('mails sent', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ products: 4 });
  }, 240_000);
  afterAll(() => h?.close());

  const lastMail = async (to: string) =>
    (
      await h.db.query<{ subject: string; text: string; html: string }>(
        'select subject, text, html from mail_outbox where recipient = $1 order by id desc limit 1',
        [to],
      )
    )[0]!;

  it("carry the logo, name, address, contact and signature the owner set, dates in the shop's zone", async () => {
    const owner = (await staffSession(h, 'owner')).cookie;
    const logo = (await uploadPhoto(h.app, owner, await photoJpeg(240, 80))).json();
    const saved = await h.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: owner },
      payload: {
        shopName: 'Maison Lune',
        logoMediaId: logo.id,
        postalAddress: '12 rue des Lilas\n75011 Paris',
        supportEmail: 'hello@lune.example',
        supportPhone: '+33 1 23 45 67 89',
        mailSignature: 'Camille et toute la maison',
        timeZone: 'Asia/Tokyo',
      },
    });
    expect(saved.statusCode).toBe(200);

    await h.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: 'nobody@example.com' },
    });
    const cookie = await signedIn(h.app, 'mia@example.com');
    await h.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: 'mia@example.com', lang: 'fr' },
    });
    const otp = await lastMail('mia@example.com');
    expect(otp.subject).toBe('Votre code de vérification Maison Lune');
    expect(otp.html).toContain(`src="${h.config.publicUrl}/media/photos/${logo.id}-320.webp"`);
    expect(otp.html).toContain('alt="Maison Lune"');
    expect(otp.text).toContain('12 rue des Lilas\n75011 Paris');
    expect(otp.text).toContain('hello@lune.example · +33 1 23 45 67 89');
    expect(otp.text).toContain('Camille et toute la maison');

    const [item] = await variants(h, 1, 10);
    await fillCart(h.app, cookie, 'mia@example.com', [[item!, 1]]);
    const answer = await order(h.app, cookie, { paymentMethod: 'cash' });
    expect(answer.statusCode, answer.body).toBe(201);
    const placed = answer.json();
    const [row] = await h.db.query<{ at: Date }>(
      'select created_at as at from orders where order_code = $1',
      [placed.orderCode],
    );
    const tokyo = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Asia/Tokyo',
    }).format(row!.at);
    const mail = await lastMail('mia@example.com');
    expect(mail.subject).toContain('Maison Lune');
    expect(mail.text).toContain(`Order ${placed.orderCode}, placed on ${tokyo}`);
    expect(mail.html).toContain(`${logo.id}-320.webp`);
    expect(mail.text).toContain('Camille et toute la maison');
  });

  it("date a plan's mail in the shop's time zone", async () => {
    // The owner chose Asia/Tokyo above: 20:00 UTC on 31 March is already 1 April there.
    const plan = { email: 'mia@example.com', lang: 'fr', username: 'Mia', plan: 'Or' };
    await enqueuePlanMail(
      h.db,
      { ...plan, priceCents: 900, currency: 'EUR' } as SubscriptionRow,
      { kind: 'renewed', date: new Date('2026-03-31T20:00:00Z') },
      h.config.publicUrl,
    );
    const mail = await lastMail('mia@example.com');
    expect(mail.text).toContain('1 avril 2026');
    expect(mail.text).not.toContain('31 mars');
    expect(mail.text).toContain('Camille et toute la maison');
  });
});
