import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CreditInfo } from '@atelier/contract';
import { mockApi, renderApp } from '../../../test/app.tsx';
import { ADA, findNotice, signIn } from '../../auth/testing.ts';

// Typing whole forms takes seconds when the machine is busy.
const SLOW = 20_000;

const NONE: CreditInfo = {
  creditHistoryDto: [],
  totalEarnings: 0,
  totalReferrals: 0,
  successfulReferrals: 0,
};

function referralApi(credit: CreditInfo) {
  return mockApi({
    '/api/v1/categories/tree/': () => [],
    '/api/users/details': () => ADA,
    '/api/credit/': () => credit,
  });
}

describe('the referral tab', { timeout: SLOW }, () => {
  it("copies the account's own code", async () => {
    signIn();
    referralApi(NONE);
    const { user } = renderApp('/profile?tab=referral');
    expect(await screen.findByText('RHMPNU5V')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy Code' }));
    await findNotice('Referral code copied!');
    expect(await navigator.clipboard.readText()).toBe('RHMPNU5V');
  });

  it('shares a sign-up link carrying the code, in a new tab', async () => {
    signIn();
    referralApi(NONE);
    renderApp('/profile?tab=referral');
    const link = `${location.origin}/login?ref=RHMPNU5V`;
    const whatsapp = await screen.findByRole('link', { name: /Share on WhatsApp/ });
    const text = new URL(whatsapp.getAttribute('href')!).searchParams.get('text');
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(text).toContain('RHMPNU5V');
    expect(text).toContain(link);
    const facebook = screen.getByRole('link', { name: /Share on Facebook/ });
    expect(facebook.getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
    );
    for (const anchor of [whatsapp, facebook]) {
      expect(anchor.getAttribute('target')).toBe('_blank');
      expect(anchor.getAttribute('rel')).toContain('noopener');
    }
  });

  it('shows the totals and the earnings history', async () => {
    signIn();
    const fetch = referralApi({
      creditHistoryDto: [
        { status: 'credited', amount: 100, refferedBy: 'Bo', dateTime: '2025-03-02T10:00:00Z' },
        { status: 'pending', amount: 0, refferedBy: 'Cy', dateTime: '2025-03-05T10:00:00Z' },
      ],
      totalEarnings: 100,
      totalReferrals: 2,
      successfulReferrals: 1,
    });
    renderApp('/profile?tab=referral');
    const earnings = (await screen.findByText('Total Earnings')).parentElement!;
    expect(within(earnings).getByText('$100.00')).toBeTruthy();
    expect(screen.getByText('Total Referrals').nextElementSibling?.textContent).toBe('2');
    expect(screen.getByText('Successful Referrals').nextElementSibling?.textContent).toBe('1');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'StatusAmountReferred FriendDate',
      'Credited$100.00BoMar 2, 2025',
      'Pending$0.00CyMar 5, 2025',
    ]);
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/credit/ada%40example.com')).toBe(
      true,
    );
  });

  it('marks earnings on hold until the friend can no longer return the order, and says when', async () => {
    signIn();
    referralApi({
      creditHistoryDto: [
        { status: 'held', amount: 5, refferedBy: 'Di', dateTime: '2025-03-07T10:00:00Z' },
      ],
      totalEarnings: 5,
      totalReferrals: 1,
      successfulReferrals: 1,
    });
    renderApp('/profile?tab=referral');
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows[1]!.textContent).toBe('On hold$5.00DiMar 7, 2025');
    expect(
      screen.getByText(
        "Credit on hold is yours to spend once your friend's order can no longer be cancelled or returned: 30 days after it is delivered.",
      ),
    ).toBeTruthy();
  });

  it("says 'No earnings yet.' without any", async () => {
    signIn();
    referralApi(NONE);
    renderApp('/profile?tab=referral');
    expect(await screen.findByText('No earnings yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
