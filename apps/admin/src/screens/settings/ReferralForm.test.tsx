import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import { renderWithClient, stubServer } from '../../test/render.tsx';
import { ReferralForm } from './ReferralForm.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LABEL = 'Referral reward ($)';

function draw() {
  const view = renderWithClient(<ReferralForm loaded={{ referralRewardCents: 500 }} />);
  const field = () => view.getByLabelText(LABEL) as HTMLInputElement;
  const submit = (value: string) => {
    fireEvent.change(field(), { target: { value } });
    fireEvent.click(view.getByRole('button', { name: 'Save' }));
  };
  const said = () =>
    (field().getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
  return { ...view, field, submit, said };
}

describe("the owner's shop settings", () => {
  it('shows the referral reward in dollars and saves what is typed as cents', async () => {
    const calls = stubServer(({ body }) => ({ status: 200, body }));
    const form = draw();
    expect(form.field().value).toBe('5.00');
    form.submit('2.5');
    await waitFor(() => expect(form.field().value).toBe('2.50'));
    expect(calls).toEqual([
      { method: 'PUT', path: '/api/admin/settings', body: { referralRewardCents: 250 } },
    ]);
  });

  it('refuses a negative, a word and too large an amount, and sends nothing', () => {
    const calls = stubServer(() => undefined);
    const form = draw();
    form.submit('-3');
    expect(form.said()).toContain('Enter an amount in dollars, like 5 or 4.50.');
    expect(form.field().getAttribute('aria-invalid')).toBe('true');
    form.submit('five');
    expect(form.said()).toContain('Enter an amount in dollars');
    form.submit('100000.01');
    expect(form.said()).toContain('At most $100,000.');
    expect(calls).toEqual([]);
  });
});
