// Issue 28 item 1 and the mail-layout defect: an owner sets the shop's name, logo, support
// address, postal address and time zone and edits the Returns page in French; a shopper sees them
// in the footer, the header, the pages and the mails (rendered in Chromium and looked at).
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, settle } from './support/axe.ts';
import { png } from './support/png.ts';
import { screenshots } from './support/screenshots.ts';
import { mailsTo, ownAddress, registerAccount } from './support/shopper.ts';
import { inviteMember, signInMember } from './support/staff.ts';

const TABLET = { width: 820, height: 1180 };
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('an owner sets the shop; the footer, the pages and the mails show it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await inviteMember(request, baseURL!, 'owner', 'Settings Owner');
  await page.setViewportSize(TABLET);
  await signInMember(page, owner, '/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop settings' })).toBeVisible();
  const before = await (await page.request.get('/api/admin/settings')).json();
  const returnsBefore = await (await page.request.get('/api/admin/pages/returns')).json();
  await settle(page);
  expect(await pageWidth(page)).toBeLessThanOrEqual(TABLET.width);
  await expectAccessible(page, 'shop settings');

  try {
    await page.getByLabel('Shop name').fill('Maison Lune');
    await page.getByLabel('Logo', { exact: true }).setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: png(240, 80, [40, 60, 120]),
    });
    await expect(page.getByRole('img', { name: 'Current logo' })).toBeVisible();
    await page.getByLabel('Support email').fill('hello@maison-lune.example');
    await page.getByLabel('Postal address').fill('12 rue des Lilas\n75011 Paris');
    await page.getByLabel('Time zone').selectOption('Europe/Paris');
    await page.getByLabel('Mail signature').fill('Camille, pour Maison Lune');
    // A link that is not one is refused with the field named, and nothing is saved.
    await page.getByLabel('Vendor sign-up address').fill('vendors');
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await expect(page.getByLabel('Vendor sign-up address')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'shop settings with an error');
    await page.getByLabel('Vendor sign-up address').fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await expect(page.getByText('Shop settings saved.')).toBeVisible();
    const saved = await (await page.request.get('/api/admin/settings')).json();
    expect(saved).toMatchObject({
      shopName: 'Maison Lune',
      supportEmail: 'hello@maison-lune.example',
      timeZone: 'Europe/Paris',
    });
    expect(saved.logoMediaId).toMatch(/^[0-9a-f]{24}$/);

    // The Returns page, in French.
    await page.getByLabel('Page', { exact: true }).selectOption('returns');
    await page.getByRole('tab', { name: 'Français' }).click();
    await page.getByLabel('Title').fill('Retours chez Maison Lune');
    await page
      .getByLabel('Text', { exact: true })
      .fill(
        'Vous avez 30 jours.\n\n## Comment faire\n\n- Écrivez à {email}\n- <b>Renvoyez</b> le colis',
      );
    await page.getByRole('button', { name: 'Save this language' }).click();
    await expect(page.getByText('Page saved.')).toBeVisible();
    await settle(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(TABLET.width);
    await expectAccessible(page, 'shop settings, pages editor');
    await screenshots(page, 'shop-settings');

    // The shopper's side.
    const context = await browser.newContext();
    const shopper = await context.newPage();
    await shopper.goto('/');
    const footer = shopper.getByRole('contentinfo');
    await expect(footer.getByText('Maison Lune', { exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'hello@maison-lune.example' })).toBeVisible();
    await expect(footer.getByText(/12 rue des Lilas/)).toBeVisible();
    const year = new Intl.DateTimeFormat('en', {
      year: 'numeric',
      timeZone: 'Europe/Paris',
    }).format(new Date());
    await expect(footer).toContainText(`© ${year} Maison Lune.`);
    await expect(
      shopper.getByRole('banner').getByRole('img', { name: 'Maison Lune' }),
    ).toBeVisible();
    await expect(shopper).toHaveTitle(/Maison Lune/);

    await shopper.goto('/returns?lang=fr');
    await expect(
      shopper.getByRole('heading', { level: 1, name: 'Retours chez Maison Lune' }),
    ).toBeVisible();
    const main = shopper.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Comment faire' })).toBeVisible();
    await expect(main.getByText('Écrivez à hello@maison-lune.example')).toBeVisible();
    // What the owner typed as HTML is shown as text.
    await expect(main.getByText('<b>Renvoyez</b> le colis')).toBeVisible();
    await expect(shopper).toHaveTitle('Retours chez Maison Lune | Maison Lune');
    await expectAccessible(shopper, 'returns page (fr)');
    await screenshots(shopper, 'returns-page-fr');

    // A mail: the reset code of a new account, in the shop's layout.
    const email = await registerAccount(shopper, baseURL!);
    await shopper.request.post('/api/auth/reset-password', {
      headers: ownAddress(baseURL!),
      data: { email, lang: 'fr' },
    });
    await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const mail = mailsTo(email).at(-1)!;
    expect(mail.subject).toBe('Votre code de vérification Maison Lune');
    const html = /<!doctype html>[\s\S]*<\/html>/i.exec(mail.text)![0];
    const view = await browser.newPage({ viewport: { width: 640, height: 900 } });
    await view.setContent(html.replace(/https?:\/\/[^/"]+\/media\//g, `${baseURL}/media/`));
    await expect(view.getByRole('img', { name: 'Maison Lune' })).toBeVisible();
    await expect(view.getByText('Camille, pour Maison Lune')).toBeVisible();
    await expect(view.getByRole('link', { name: 'hello@maison-lune.example' })).toBeVisible();
    await expect(view.getByText(/12 rue des Lilas/)).toBeVisible();
    if (process.env.SCREENSHOTS) {
      await view.screenshot({
        path: `${process.env.SCREENSHOTS}/mail-reset-fr.png`,
        fullPage: true,
      });
    }
    await view.close();
    await context.close();
  } finally {
    // Other journeys expect the shop as the demo has it: it goes back at once.
    const { referralRewardCents: _reward, ...settings } = before;
    await page.request.put('/api/admin/settings', { data: settings });
    await page.request.put('/api/admin/pages/returns', {
      data: { texts: { fr: returnsBefore.texts.fr } },
    });
  }
});
