import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../../test/app.tsx';
import { ADA, errorOf, failure, field, findNotice, sent, signIn } from '../../auth/testing.ts';

// Typing whole forms takes seconds when the machine is busy.
const SLOW = 20_000;

function profileApi(overrides: Record<string, (url: URL, init: RequestInit) => unknown> = {}) {
  return mockApi({
    '/api/v1/categories/tree/': () => [],
    '/api/users/details': () => ADA,
    '/api/users/password/otp': () => ({ message: 'OTP sent to your email' }),
    '/api/users/password/verify-otp': (_url, init) =>
      sent(init).otp === '123456'
        ? { message: 'OTP verified. You can now set a new password.' }
        : failure(400, 'Invalid OTP', { otp: 'Invalid OTP' }),
    '/api/users/password': () => ({ message: 'Password updated successfully!' }),
    ...overrides,
  });
}

describe('the profile password update', { timeout: SLOW }, () => {
  it('goes code → new password, then asks to sign in again', async () => {
    signIn();
    const fetch = profileApi();
    const { user, history } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Update Password' }));
    await findNotice('OTP sent to your email');
    expect(screen.getByText(/^Resend OTP in (60|59) s$/)).toBeTruthy();

    await user.type(field('Enter OTP'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await findNotice('Invalid OTP');
    expect(screen.queryByLabelText('New Password')).toBeNull();

    await user.clear(field('Enter OTP'));
    await user.type(field('Enter OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await findNotice('OTP verified. You can now set a new password.');
    expect(screen.queryByLabelText('Enter OTP')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();

    await user.type(field('New Password'), ' better1 ');
    await user.type(field('Confirm Password'), 'better2');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(errorOf(field('Confirm Password'))).toBe('Passwords do not match.');
    await user.clear(field('Confirm Password'));
    await user.type(field('Confirm Password'), 'better1  ');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));

    await findNotice('Password updated successfully!');
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(localStorage.getItem('users')).toBeNull();
    await findNotice('Please sign in again with your new password.');
    const [, save] = fetch.mock.calls.find(([url]) => String(url) === '/api/users/password')!;
    expect(sent(save!)).toEqual({ password: 'better1' });
  });

  it("falls back to SPEC's texts when the server says nothing", async () => {
    signIn();
    profileApi({ '/api/users/password/otp': () => new Response(null, { status: 503 }) });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Update Password' }));
    await findNotice('Failed to send OTP');
    expect(screen.queryByLabelText('Enter OTP')).toBeNull();
  });

  it('Cancel puts the flow back to idle', async () => {
    signIn();
    profileApi();
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Update Password' }));
    await screen.findByLabelText('Enter OTP');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Enter OTP')).toBeNull();
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeTruthy();
  });
});
