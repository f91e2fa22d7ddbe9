// Helpers for this feature's and the account screens' tests (imported by tests only).
import { screen, within } from '@testing-library/react';
import type { User } from '@atelier/contract';

export const ADA: User = {
  id: 7,
  email: 'ada@example.com',
  username: 'Ada',
  subscriptionType: 'Silver',
  referral: 'RHMPNU5V',
  referredBy: null,
  totalNumberReferrals: 0,
};

/** A text/plain answer, as the auth endpoints give. */
export const text = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** An API.md error body. */
export const failure = (status: number, message: string, fields?: Record<string, string>) =>
  Response.json({ error: { code: 'VALIDATION', message, fields } }, { status });

/** The `users` mirror, as a signed-in browser has it. */
export function signIn(user: User = ADA) {
  localStorage.setItem('users', JSON.stringify(user));
}

/** Waits for a notification with this text. */
export const findNotice = (message: string) =>
  within(screen.getByRole('region', { name: 'Notifications' })).findByText(message);

/** The JSON body a fetch call sent. */
export const sent = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

/** The input labelled `name`. */
export const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

/** The message an input points to with aria-describedby. */
export const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
