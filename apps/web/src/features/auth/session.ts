// Only the contract's zod-free parts: the header imports this file, and zod must stay out of its chunk.
import type { Language, LoginRequest, RegisterRequest, User } from '@atelier/contract';
import type { QueryClient } from '@tanstack/react-query';
import { isShopPath } from '@atelier/contract/shop-path';
import { api } from '../../shared/api/client.ts';
import { saveStoredUser, storedEmail } from '../../shared/storage/keys.ts';

/** Only a path of this shop: `?redirect=https://elsewhere` must not send a shopper away. */
export const localPath = (value: string | null | undefined) =>
  value && isShopPath(value) ? value : '/';

/** The sign-in page, coming back to `next` (by default the page the shopper is on) once signed in. */
export const loginPath = (next = `${window.location.pathname}${window.location.search}`) =>
  `/login?redirect=${encodeURIComponent(localPath(next))}`;

/** The query key of the signed-in user's record (GET /api/users/details). */
export const USER_QUERY_KEY = ['account', 'user'] as const;

/** SPEC §4: login success is recognised by this exact text. */
export const LOGIN_SUCCESS = 'Login successful';

export const fetchUser = (email = storedEmail()) =>
  api.get<User>('/users/details', email ? { userId: email } : undefined);

// The auth endpoints answer text/plain: the client hands those answers over as strings.
export const authApi = {
  login: (body: LoginRequest) => api.post<string>('/auth/login', body),
  register: (body: RegisterRequest) => api.post<string>('/auth/register', body),
  resetPassword: (email: string, lang: Language) =>
    api.post<string>('/auth/reset-password', { email, lang }),
  verifyOtp: (email: string, otp: string) => api.post<string>('/auth/verify-otp', { email, otp }),
  updatePassword: (email: string, password: string) =>
    api.post<string>('/auth/update-password', { email, password }),
};

/**
 * The browser's side of a session the server just opened (sign-in or sign-up): the user record
 * mirrored in `users`, and every cached answer asked again as this user (the cart now merged).
 */
export async function enterAccount(queryClient: QueryClient, email: string): Promise<void> {
  const user = await fetchUser(email);
  saveStoredUser(user);
  void queryClient.invalidateQueries();
  queryClient.setQueryData(USER_QUERY_KEY, user);
}

/**
 * Forgets the signed-in user here: the `users` mirror, then, once on the next page, every cached
 * answer (the account page stops asking the server as soon as `users` is gone).
 */
export async function leaveAccount(
  queryClient: QueryClient,
  goTo: () => Promise<void> | void,
): Promise<void> {
  saveStoredUser(null);
  await goTo();
  await queryClient.resetQueries();
}
