import { useSyncExternalStore } from 'react';

export type NotificationKind = 'success' | 'error' | 'info';

/** A link the message offers (e.g. sign in and come back here). */
export interface NotificationAction {
  label: string;
  to: string;
}

export interface Notification {
  id: number;
  message: string;
  kind: NotificationKind;
  action?: NotificationAction;
}

/** SPEC §4/§9: at most 3 at a time, each hidden after 5 s. */
export const MAX_VISIBLE = 3;
export const HIDE_AFTER_MS = 5000;

const NONE: readonly Notification[] = [];
let visible = NONE;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Notification[]) {
  visible = next;
  listeners.forEach((listener) => listener());
}

export function dismiss(id: number): void {
  if (visible.some((n) => n.id === id)) publish(visible.filter((n) => n.id !== id));
}

/**
 * Shows a message to the shopper; callable from anywhere (hooks, mutations, plain functions). One
 * with a link stays until dismissed or pushed out: a keyboard must have time to reach the link.
 */
export function notify(
  message: string,
  kind: NotificationKind = 'info',
  action?: NotificationAction,
): void {
  const id = nextId++;
  // The oldest one makes room when a fourth arrives.
  publish([...visible, { id, message, kind, action }].slice(-MAX_VISIBLE));
  if (!action) setTimeout(() => dismiss(id), HIDE_AFTER_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotifications(): readonly Notification[] {
  return useSyncExternalStore(
    subscribe,
    () => visible,
    () => NONE,
  );
}
