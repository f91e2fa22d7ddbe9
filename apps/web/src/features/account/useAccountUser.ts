import { useEffect, useState } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@atelier/ui/router';
import type { User } from '@atelier/contract';
import { ApiError } from '../../shared/api/client.ts';
import { saveStoredUser } from '../../shared/storage/keys.ts';
import { useSignedIn } from '../../shared/storage/useSignedIn.ts';
import { fetchUser, USER_QUERY_KEY } from '../auth/index.ts';

// 401: no session; 403: the `users` mirror names another account than the session's.
const signedOut = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/** The signed-in user's record; without a session, clears `users` and goes to /login. */
export function useAccountUser() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedIn = useSignedIn();
  const [startedSignedIn] = useState(signedIn);
  // Signed out while here (sign-out, a password change, another tab): stop asking the server.
  const signedOutHere = startedSignedIn && !signedIn;
  const query = useQuery<User>({
    queryKey: USER_QUERY_KEY,
    queryFn: () => fetchUser(),
    enabled: !signedOutHere,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
  const mustSignIn = signedOut(query.error);

  useEffect(() => {
    if (!mustSignIn) return;
    saveStoredUser(null);
    const back = encodeURIComponent(`${pathname}${search}`);
    void navigate(`/login?redirect=${back}`, { replace: true });
  }, [mustSignIn, navigate, pathname, search]);

  return { ...query, signedOutHere };
}

/** Keeps the `users` mirror (header, other tabs) and the cached record equal to the server's. */
export function rememberUser(queryClient: QueryClient, user: User): void {
  saveStoredUser(user);
  queryClient.setQueryData(USER_QUERY_KEY, user);
}
