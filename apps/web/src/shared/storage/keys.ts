/** Browser storage keys, spelt exactly as SPEC.md names them. */
export const STORAGE_KEYS = {
  /** localStorage: the interface language code (en es cn jp tw fr). */
  language: 'selectedLanguage',
  /** localStorage: the country the shopper chose in the header (ISO 3166, 'FR'); '' for another. */
  country: 'selectedCountry',
  /** localStorage: the signed-in user's record, mirrored for display (the session is a cookie). */
  users: 'users',
  /** sessionStorage: the guest id used for the cart. */
  guestId: 'uuid',
} as const;

/** Fired on window whenever this tab writes `users` (the `storage` event only reaches other tabs). */
export const USERS_CHANGED_EVENT = 'usersChanged';

function randomUuid(): string {
  // randomUUID exists only in secure contexts; a shop opened over plain http on a LAN still needs an id.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The guest id of this browser session, created on first use. */
export function ensureGuestId(): string {
  const existing = sessionStorage.getItem(STORAGE_KEYS.guestId);
  if (existing) return existing;
  const id = randomUuid();
  sessionStorage.setItem(STORAGE_KEYS.guestId, id);
  return id;
}

/** Writes (or with null, removes) the `users` record and tells this tab's listeners. */
export function saveStoredUser(user: object | null): void {
  if (user) localStorage.setItem(STORAGE_KEYS.users, JSON.stringify(user));
  else localStorage.removeItem(STORAGE_KEYS.users);
  window.dispatchEvent(new Event(USERS_CHANGED_EVENT));
}

/** The email of the `users` mirror, if this browser holds one. */
export function storedEmail(): string | undefined {
  try {
    const user = JSON.parse(localStorage.getItem(STORAGE_KEYS.users) ?? 'null') as unknown;
    const email = (user as { email?: unknown } | null)?.email;
    return typeof email === 'string' ? email : undefined;
  } catch {
    return undefined;
  }
}
