import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n.ts';
import { mockApi, renderApp } from '../../test/app.tsx';
import { ADA, errorOf, field, findNotice, sent, text } from './testing.ts';

// Typing whole forms takes seconds when the machine is busy.
const SLOW = 20_000;

const categories = { '/api/v1/categories/tree/': () => [] };

describe('the login view', { timeout: SLOW }, () => {
  it("shows SPEC's messages, tied to their inputs", async () => {
    mockApi(categories);
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(errorOf(field('Email'))).toBe('Email is required');
    expect(errorOf(field('Password'))).toBe('Password is required');
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');

    await user.type(field('Email'), 'ada@');
    await user.type(field('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(errorOf(field('Email'))).toBe('Invalid email');
    expect(errorOf(field('Password'))).toBe('Minimum 6 characters');
  });

  it('signs in with the guest cart id, stores the user and goes home', async () => {
    sessionStorage.setItem('uuid', '0b6f6c4e-4a0e-4c7b-9a3e-5d2f1c8b7a60');
    const fetch = mockApi({
      ...categories,
      '/api/auth/login': () => text('Login successful'),
      '/api/users/details': () => ADA,
    });
    const { user, history } = renderApp('/login');
    await user.type(
      await screen.findByLabelText('Email', { selector: 'input' }),
      'Ada@Example.com',
    );
    await user.type(field('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field('Password').getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    await findNotice('Login successful');
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    const [, login] = fetch.mock.calls.find(([url]) => String(url).includes('/auth/login'))!;
    expect(sent(login!)).toEqual({
      email: 'ada@example.com',
      password: 'secret1',
      guestId: '0b6f6c4e-4a0e-4c7b-9a3e-5d2f1c8b7a60',
    });
    const details = fetch.mock.calls.find(([url]) => String(url).includes('/users/details'));
    expect(String(details![0])).toBe('/api/users/details?userId=ada%40example.com');
    expect(JSON.parse(localStorage.getItem('users')!)).toEqual(ADA);
  });

  it('returns to a local redirect path, never to another site', async () => {
    mockApi({
      ...categories,
      '/api/auth/login': () => text('Login successful'),
      '/api/users/details': () => ADA,
    });
    const signInAt = async (path: string) => {
      const { user, history, unmount } = renderApp(path);
      await user.type(await screen.findByLabelText('Email', { selector: 'input' }), ADA.email);
      await user.type(field('Password'), 'secret1');
      await user.click(screen.getByRole('button', { name: 'Log In' }));
      await waitFor(() => expect(history.location.pathname).not.toBe('/login'));
      const { pathname, search } = history.location;
      unmount();
      return pathname + search;
    };
    expect(await signInAt('/login?redirect=%2Fprofile%3Ftab%3Daddress')).toBe(
      '/profile?tab=address',
    );
    expect(await signInAt('/login?redirect=%2F%2Fevil.example')).toBe('/');
  });

  it("shows the server's refusal and stays", async () => {
    mockApi({ ...categories, '/api/auth/login': () => text('Invalid email or password', 401) });
    const { user, history } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email', { selector: 'input' }), ADA.email);
    await user.type(field('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await findNotice('Invalid email or password');
    expect(history.location.pathname).toBe('/login');
    expect(localStorage.getItem('users')).toBeNull();
  });

  it('speaks the chosen language', async () => {
    mockApi(categories);
    await act(() => changeLanguage('fr'));
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Se connecter' }));
    expect(errorOf(field('E-mail'))).toBe('L’e-mail est obligatoire');
  });
});

describe('the sign-up view', { timeout: SLOW }, () => {
  it('opens from a share link with the code, checks the rules, then signs the new shopper in', async () => {
    const fetch = mockApi({
      ...categories,
      '/api/auth/register': () => text('Registration successful', 201),
      '/api/users/details': () => ({ ...ADA, email: 'bo@example.com', username: 'Bo' }),
    });
    const { user, history } = renderApp('/login?ref=RHMPNU5V&redirect=%2Fcart%2Fcheckout');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create an account' }),
    ).toBeTruthy();
    expect((field('Referral code (optional)') as HTMLInputElement).value).toBe('RHMPNU5V');

    await user.type(field('Name'), 'B');
    await user.type(field('Email'), 'bo@example.com');
    await user.type(field('Password'), 'secret1');
    await user.type(field('Confirm Password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(errorOf(field('Name'))).toBe('Name must be at least 2 characters');
    expect(errorOf(field('Confirm Password'))).toBe('Passwords must match');

    await user.type(field('Name'), 'o');
    await user.clear(field('Confirm Password'));
    await user.type(field('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await findNotice('Your account was created. Welcome!');
    // Signed in, and back where the shopper was (checkout), with this tab's guest cart.
    expect(history.location.pathname).toBe('/cart/checkout');
    expect(JSON.parse(localStorage.getItem('users')!)).toMatchObject({ email: 'bo@example.com' });
    const [, init] = fetch.mock.calls.find(([url]) => String(url).includes('/auth/register'))!;
    expect(sent(init!)).toEqual({
      name: 'Bo',
      email: 'bo@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
      referral: 'RHMPNU5V',
      guestId: sessionStorage.getItem('uuid'),
    });
  });

  it('shows a taken email at the field and as a notification', async () => {
    mockApi({
      ...categories,
      '/api/auth/register': () => text('An account with this email already exists', 409),
    });
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    await user.type(field('Name'), 'Ada');
    await user.type(field('Email'), ADA.email);
    await user.type(field('Password'), 'secret1');
    await user.type(field('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await findNotice('An account with this email already exists');
    expect(errorOf(field('Email'))).toBe('An account with this email already exists');
  });
});

describe('password recovery', { timeout: SLOW }, () => {
  it('goes forgot → code → new password → login, remembering the email', async () => {
    const fetch = mockApi({
      ...categories,
      '/api/auth/reset-password': () => text('OTP sent to your email'),
      '/api/auth/verify-otp': (_url, init) =>
        sent(init).otp === '123456' ? text('OTP verified') : text('Invalid OTP', 400),
      '/api/auth/update-password': () => text('Password updated successfully'),
    });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email', { selector: 'input' }), ADA.email);
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    await findNotice('OTP sent to your email');
    expect(screen.getByText(`Enter the 6-digit code we sent to ${ADA.email}.`)).toBeTruthy();
    const otp = field('Enter OTP');
    expect(otp.getAttribute('maxLength')).toBe('6');
    expect(otp.getAttribute('inputMode')).toBe('numeric');
    expect(otp.getAttribute('autoComplete')).toBe('one-time-code');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(errorOf(field('Enter OTP'))).toBe('OTP is required');
    await user.type(otp, '12a45');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(errorOf(field('Enter OTP'))).toBe('OTP must be 6 digits');
    await user.clear(otp);
    await user.type(otp, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await findNotice('Invalid OTP');
    await user.clear(otp);
    await user.type(otp, '1234567');
    expect((otp as HTMLInputElement).value).toBe('123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    await findNotice('OTP verified');
    expect(screen.getByRole('heading', { level: 1, name: 'Set New Password' })).toBeTruthy();
    await user.type(field('New Password'), 'short');
    await user.type(field('Confirm Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(errorOf(field('New Password'))).toBe('Password must be at least 6 characters');
    await user.clear(field('New Password'));
    await user.type(field('New Password'), 'better1');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(errorOf(field('Confirm Password'))).toBe('Passwords must match');
    await user.clear(field('Confirm Password'));
    await user.type(field('Confirm Password'), 'better1');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));

    await findNotice('Password updated successfully');
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect((field('Email') as HTMLInputElement).value).toBe(ADA.email);
    const [, update] = fetch.mock.calls.find(([url]) => String(url).includes('update-password'))!;
    expect(sent(update!)).toEqual({ email: ADA.email, password: 'better1' });
  });

  it('offers Resend OTP after 60 s, and counts 60 s again after resending', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = mockApi({
      ...categories,
      '/api/auth/reset-password': () => text('OTP sent to your email'),
    });
    renderApp('/login');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Forgot Password?' }));
    await user.type(field('Email'), ADA.email);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(/^Resend OTP in (60|59) s$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByText(/^Resend OTP in (30|29) s$/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));

    await waitFor(() => expect(screen.getByText(/^Resend OTP in (60|59) s$/)).toBeTruthy());
    const resets = fetch.mock.calls.filter(([url]) => String(url).includes('reset-password'));
    expect(resets).toHaveLength(2);
    expect(sent(resets[1]![1]!)).toEqual({ email: ADA.email, lang: 'en' });
  });
});
