import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, USERS_CHANGED_EVENT } from './keys.ts';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(USERS_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(USERS_CHANGED_EVENT, onChange);
  };
}

const hasUser = () => localStorage.getItem(STORAGE_KEYS.users) !== null;

/** Whether a `users` entry exists, kept current across tabs and sign-in/sign-out in this tab. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, hasUser);
}
