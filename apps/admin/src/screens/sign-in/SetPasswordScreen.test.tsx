import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory } from '@atelier/ui/history';
import { RouterProvider } from '@atelier/ui/router';
import { stubServer } from '../../test/render.tsx';
import SetPasswordScreen from './SetPasswordScreen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'a'.repeat(43);

function draw() {
  const history = createMemoryHistory(`/admin/set-password?invite=${TOKEN}`);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider history={history}>
        <SetPasswordScreen />
      </RouterProvider>
    </QueryClientProvider>,
  );
  return { ...view, history };
}

describe("an invitation's link", () => {
  it('asks only for a password and sends it with the invitation', async () => {
    const calls = stubServer(() => ({ status: 200, body: {} }));
    const view = draw();
    expect(view.queryByLabelText('Email')).toBeNull();
    fireEvent.change(view.getByLabelText('New password'), { target: { value: 'yuki-pass-1' } });
    fireEvent.click(view.getByRole('button', { name: 'Set password' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'POST',
          path: '/api/admin/auth/set-password',
          body: { invite: TOKEN, password: 'yuki-pass-1' },
        },
      ]),
    );
    await waitFor(() => expect(view.history.location.pathname).toBe('/admin/sign-in'));
  });

  it('says when the link is spent or too old', async () => {
    const message = 'This invitation link is invalid or has expired';
    stubServer(() => ({
      status: 400,
      body: { error: { code: 'VALIDATION', message, fields: { invite: message } } },
    }));
    const view = draw();
    fireEvent.change(view.getByLabelText('New password'), { target: { value: 'yuki-pass-1' } });
    fireEvent.click(view.getByRole('button', { name: 'Set password' }));
    expect((await view.findByRole('alert')).textContent).toBe(
      'This invitation link is invalid or has expired. Ask an owner to invite you again.',
    );
  });
});
