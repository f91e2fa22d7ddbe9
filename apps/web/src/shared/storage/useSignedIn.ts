import { useSyncExternalStore } from 'react';
import { ensureGuestId, STORAGE_KEYS, USERS_CHANGED_EVENT } from './keys.ts';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(USERS_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(USERS_CHANGED_EVENT, onChange);
  };
}

const hasUser = () => localStorage.getItem(STORAGE_KEYS.users) !== null;

/**
 * Whether a `users` entry exists, kept current across tabs and sign-in/sign-out in this tab. The
 * server cannot see it: its pages show a guest, and the browser catches up right after hydrating.
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, hasUser, () => false);
}

const unchanging = () => () => {};

/** This browser session's guest id; none in a server render, which has no session to hold one. */
export function useGuestId(): string {
  return useSyncExternalStore(unchanging, ensureGuestId, () => '');
}
