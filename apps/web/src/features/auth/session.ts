// Types only from the contract: the header imports this file, and zod must stay out of its chunk.
import type { Language, LoginRequest, RegisterRequest, User } from '@atelier/contract';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';
import { saveStoredUser, storedEmail } from '../../shared/storage/keys.ts';

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
