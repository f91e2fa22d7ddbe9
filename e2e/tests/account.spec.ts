import { expect, test, type Page } from '@playwright/test';
import { latestOtp, ownAddress } from './support/shopper.ts';

const PASSWORD = 'secret-1';

const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A fresh account, signed in through the API (the page's cookies are the request's). */
async function signedInAccount(page: Page, baseURL: string, name = 'Grace Hopper') {
  const email = uniqueEmail('shopper');
  const account = { name, email, password: PASSWORD, confirmPassword: PASSWORD };
  const headers = ownAddress(baseURL);
  expect((await page.request.post('/api/auth/register', { headers, data: account })).status()).toBe(
    201,
  );
  expect((await page.request.post('/api/auth/login', { headers, data: account })).ok()).toBe(true);
  return email;
}

const notice = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

test('sign up from the profile and land back on it signed in, sign out, sign in, recover the password, sign in again', async ({
  page,
}) => {
  const email = uniqueEmail('journey');
  // Signed out, the profile asks to sign in first; signing up signs the new shopper in and
  // returns them where they were (DECISIONS: sign-up success).
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(notice(page, 'Your account was created. Welcome!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Welcome! Ada Lovelace')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);

  const header = page.getByRole('banner');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/login');

  // Signing in from the header's My Account goes home, then My Account reaches the profile.
  await header.getByRole('link', { name: 'My Account' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await header.getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Welcome! Ada Lovelace')).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/login');

  await header.getByRole('link', { name: 'My Account' }).click();
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText(/^Resend OTP in \d+ s$/)).toBeVisible();
  await expect.poll(() => latestOtp(email)).toMatch(/^\d{6}$/);
  await page.getByLabel('Enter OTP').fill(latestOtp(email)!);
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Set New Password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('better-2');
  await page.getByLabel('Confirm Password', { exact: true }).fill('better-2');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(notice(page, 'Password updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(notice(page, 'Invalid email or password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('better-2');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'My Account' })).toHaveAttribute(
    'href',
    '/profile',
  );
});

test('a changed username is kept', async ({ page, baseURL }) => {
  await signedInAccount(page, baseURL!);
  await page.goto('/profile');
  await expect(page.getByText('Welcome! Grace Hopper')).toBeVisible();
  await page.getByLabel('Username').fill('Amazing Grace');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(notice(page, 'Username updated successfully.')).toBeVisible();
  await expect(page.getByText('Welcome! Amazing Grace')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Username')).toHaveValue('Amazing Grace');
  await expect(page.getByText('Welcome! Amazing Grace')).toBeVisible();
});

test('an address is added, edited and deleted', async ({ page, baseURL }) => {
  await signedInAccount(page, baseURL!);
  await page.goto('/profile?tab=address');
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();

  const add = page.getByRole('button', { name: '+ Add New Address' });
  const dialog = page.getByRole('dialog', { name: 'Add New Address' });
  await add.click();
  await expect(dialog.getByLabel('Full Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
  await add.click();
  await dialog.getByLabel('Full Name').fill('Grace Hopper');
  await dialog.getByLabel('Phone').fill('+1 202 555 0143');
  await dialog.getByLabel('Flat / House No.').fill('7');
  await dialog.getByLabel('Address Line 1', { exact: true }).fill('Navy Yard');
  await dialog.getByLabel('Zip Code').fill('20374');
  await dialog.getByRole('combobox', { name: 'Country' }).selectOption('US');
  await dialog.getByLabel('City').fill('Washington');
  await dialog.getByRole('combobox', { name: 'State' }).selectOption('DC');
  await dialog.getByLabel('Set as default').check();
  await dialog.getByRole('button', { name: 'Add Address' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem').filter({ hasText: 'Navy Yard' });
  await expect(card.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
  await expect(card.getByText('Default')).toBeVisible();

  await page.getByRole('button', { name: 'Edit address: Grace Hopper' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Address' });
  await expect(edit.getByLabel('Zip Code')).toHaveValue('20374');
  await edit.getByLabel('Full Name').fill('Rear Admiral Hopper');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(card.getByRole('heading', { name: 'Rear Admiral Hopper' })).toBeVisible();

  await page.reload();
  await expect(card.getByRole('heading', { name: 'Rear Admiral Hopper' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete address: Rear Admiral Hopper' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
});

test('the referral code is copied, and its share link opens sign-up with it', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedInAccount(page, baseURL!);
  await page.goto('/profile?tab=referral');
  await expect(page.getByText('No earnings yet.')).toBeVisible();

  const user = await (await page.request.get('/api/users/details')).json();
  await expect(page.getByText(user.referral, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Copy Code' }).click();
  await expect(notice(page, 'Referral code copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(user.referral);

  const share = page.getByRole('link', { name: /Share on Facebook/ });
  const link = new URL((await share.getAttribute('href'))!).searchParams.get('u')!;
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expect(page.getByLabel('Referral code (optional)')).toHaveValue(user.referral);
});
