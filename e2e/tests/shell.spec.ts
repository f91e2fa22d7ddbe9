import { expect, test } from '@playwright/test';

test('the home page shows the categories, Craft first and active', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Categories' });
  const buttons = nav.getByRole('link');
  await expect(buttons.first()).toHaveText('Craft');
  expect(await buttons.count()).toBeGreaterThanOrEqual(5);
  await expect(buttons.first()).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('contentinfo')).toContainText('Get 10% off your first order');
});

test('Français changes header labels and category names, and survives a reload', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Categories' });
  await expect(nav.getByRole('link').first()).toHaveText('Craft');
  await page.getByLabel('Language').selectOption('fr');

  const frenchNav = page.getByRole('navigation', { name: 'Catégories' });
  await expect(frenchNav.getByRole('link').first()).toHaveText('Artisanat');
  await expect(page.getByPlaceholder('Que recherchez-vous ?')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.reload();
  await expect(frenchNav.getByRole('link').first()).toHaveText('Artisanat');
  await expect(page.getByPlaceholder('Que recherchez-vous ?')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('fr');
});

test('a category click goes to the listing', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Categories' });
  await nav.getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/\/product\?category=\d+/);
  await expect(nav.getByRole('link').nth(1)).toHaveAttribute('aria-current', 'true');
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/no/such/place');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Lost in the style maze?')).toBeVisible();
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the phone layout puts the categories in a menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await page.getByRole('button', { name: /menu/i }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Craft' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  );
  expect(overflow).toBe(false);
});
