// Shop settings (issue 28 item 1): owners set the shop's identity, contact, legal lines, time
// zone and offers, and edit the info pages per language; the shop reads the public part.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness.ts';
import { photoJpeg } from '../../test/images.ts';
import { staffSession, uploadPhoto } from '../test-helpers.ts';

let h: Harness;
let owner: string;
let catalog: string;
beforeAll(async () => {
  h = await startHarness({ products: 1 });
  owner = (await staffSession(h, 'owner')).cookie;
  catalog = (await staffSession(h, 'catalog')).cookie;
  // A loaded machine (CI, parallel work) can take over a minute to migrate PGlite.
}, 240_000);
afterAll(() => h?.close());

const put = (cookie: string, url: string, payload: object) =>
  h.app.inject({ method: 'PUT', url, headers: { cookie }, payload });
const audits = (entityId: string) =>
  h.db.query<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
    `select before, after from audit_log where entity = 'settings' and entity_id = $1 order by id`,
    [entityId],
  );

describe('shop settings', () => {
  it('are the defaults until an owner changes them', async () => {
    const shop = (await h.app.inject({ url: '/api/v1/shop' })).json();
    expect(shop).toMatchObject({
      name: 'Atelier',
      logo: null,
      supportEmail: 'support@atelier.example',
      timeZone: 'UTC',
      returnWindowDays: 30,
      social: [],
      apps: null,
      vendorSignupUrl: null,
      newsletterOffer: { percent: 10 },
      // SPEC §4: checkout starts on cash on delivery.
      payments: { cash: true, preselected: 'cash' },
    });
    const settings = (
      await h.app.inject({ url: '/api/admin/settings', headers: { cookie: owner } })
    ).json();
    expect(settings).toMatchObject({
      storeCreditBonusPercent: 0,
      refundShipping: 'faulty',
      returnHoldDays: 14,
      reviewApproval: false,
      cashOnDelivery: true,
      preselectedPayment: 'cash',
      mailSignature: '',
    });
  });

  it('are for owners only', async () => {
    expect((await h.app.inject({ url: '/api/admin/settings' })).statusCode).toBe(401);
    expect(
      (await h.app.inject({ url: '/api/admin/settings', headers: { cookie: catalog } })).statusCode,
    ).toBe(403);
    expect((await put(catalog, '/api/admin/settings', { shopName: 'Mine' })).statusCode).toBe(403);
    expect(
      (await put(catalog, '/api/admin/pages/returns', { texts: { fr: { title: 'x', body: '' } } }))
        .statusCode,
    ).toBe(403);
    expect((await h.app.inject({ url: '/api/v1/shop' })).json().name).toBe('Atelier');
  });

  it('refuse bad values with the field named', async () => {
    const refused = await put(owner, '/api/admin/settings', {
      shopName: '',
      supportEmail: 'not-an-email',
      timeZone: 'Mars/Olympus',
      accentColor: '#ffee00',
      vendorSignupUrl: 'javascript:alert(1)',
    });
    expect(refused.statusCode).toBe(400);
    const { fields } = refused.json().error;
    expect(Object.keys(fields).sort()).toEqual(
      ['accentColor', 'shopName', 'supportEmail', 'timeZone', 'vendorSignupUrl'].sort(),
    );
    expect(fields.accentColor).toMatch(/contrast/);
    const noLogo = await put(owner, '/api/admin/settings', { logoMediaId: 'a'.repeat(24) });
    expect(noLogo.statusCode).toBe(400);
    expect(noLogo.json().error.fields).toEqual({ logoMediaId: 'Upload the logo first' });
  });

  it('save what an owner sets, audit it, and show the public part to the shop', async () => {
    const before = await h.app.inject({ url: '/api/v1/shop' });
    const logo = (await uploadPhoto(h.app, owner, await photoJpeg(200, 80))).json();
    const saved = await put(owner, '/api/admin/settings', {
      shopName: 'Maison Lune',
      logoMediaId: logo.id,
      supportEmail: 'Hello@Maison-Lune.example',
      postalAddress: '12 rue des Lilas\n75011 Paris',
      timeZone: 'Europe/Paris',
      social: { instagram: 'https://instagram.com/maisonlune' },
      apps: { googlePlay: 'https://play.google.com/store/apps/details?id=lune' },
      newsletterOffer: { enabled: false, percent: 15 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ shopName: 'Maison Lune', referralRewardCents: 500 });

    const shop = await h.app.inject({
      url: '/api/v1/shop',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    // The kept answer went with the change: the shop sees it at once.
    expect(shop.statusCode).toBe(200);
    expect(shop.json()).toMatchObject({
      name: 'Maison Lune',
      logo: { url: `/media/photos/${logo.id}-320.webp` },
      supportEmail: 'hello@maison-lune.example',
      postalAddress: '12 rue des Lilas\n75011 Paris',
      timeZone: 'Europe/Paris',
      social: [{ network: 'instagram', url: 'https://instagram.com/maisonlune' }],
      apps: { googlePlay: 'https://play.google.com/store/apps/details?id=lune', appStore: null },
      newsletterOffer: null,
    });
    expect(shop.headers['cache-control']).toMatch(/public/);

    const [audit] = (await audits('shop')).slice(-1);
    expect(audit!.before).toMatchObject({ shopName: 'Atelier', timeZone: 'UTC' });
    expect(audit!.after).toMatchObject({ shopName: 'Maison Lune', timeZone: 'Europe/Paris' });
  });
});

describe('info pages', () => {
  it('start with the texts the shop showed, in the six languages', async () => {
    const page = (
      await h.app.inject({ url: '/api/admin/pages/privacy', headers: { cookie: owner } })
    ).json();
    expect(Object.keys(page.texts).sort()).toEqual(['cn', 'en', 'es', 'fr', 'jp', 'tw']);
    expect(page.texts.fr.title).toBe('Politique de confidentialité');
    const faq = (await h.app.inject({ url: '/api/v1/pages/faq/en' })).json();
    expect(faq.body).toContain('## How much is delivery?');
  });

  it('take an owner’s text in one language, leave the others, and audit it', async () => {
    const body = 'Retours gratuits sous 30 jours.\n\n## Adresse\n\n<b>Entrepôt</b> Lune';
    const saved = await put(owner, '/api/admin/pages/returns', {
      texts: { fr: { title: 'Retours chez Lune', body } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().texts.fr).toEqual({ title: 'Retours chez Lune', body });
    expect(saved.json().texts.en.title).toBe('Returns');
    const fr = (await h.app.inject({ url: '/api/v1/pages/returns/fr' })).json();
    // Stored as typed: the shop shows it escaped, never as HTML.
    expect(fr).toEqual({ slug: 'returns', lang: 'fr', title: 'Retours chez Lune', body });
    const [audit] = await audits('page:returns');
    expect((audit!.before.fr as { title: string }).title).toBe('Retours');
    expect((audit!.after.fr as { title: string }).title).toBe('Retours chez Lune');
  });

  it('refuse an empty title, an unknown page and an unknown language', async () => {
    const empty = await put(owner, '/api/admin/pages/terms', {
      texts: { en: { title: ' ', body: 'x' } },
    });
    expect(empty.statusCode).toBe(400);
    expect((await put(owner, '/api/admin/pages/about', { texts: {} })).statusCode).toBe(400);
    expect((await h.app.inject({ url: '/api/v1/pages/terms/de' })).statusCode).toBe(400);
  });
});
