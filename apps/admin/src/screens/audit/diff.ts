// An audit entry's before and after are whole JSON documents (a product in six languages, say).
// A person wants what changed: each document is flattened to dotted paths, and only the paths
// whose value differs are shown, with the old and the new value side by side.

export interface Change {
  path: string;
  /** Absent when the value was added. */
  before?: string;
  /** Absent when the value was removed. */
  after?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Every leaf of a JSON value under its dotted path (array items by index); empty containers kept. */
export function flatten(value: unknown, prefix = '', into = new Map<string, string>()) {
  if (isObject(value)) {
    const entries = Object.entries(value);
    if (!entries.length && prefix) into.set(prefix, Array.isArray(value) ? '[]' : '{}');
    for (const [key, child] of entries) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else if (value !== undefined && (prefix || value !== null)) {
    into.set(prefix || '·', typeof value === 'string' ? value : JSON.stringify(value));
  }
  return into;
}

/** The paths whose value differs between two documents, in the order they appear. */
export function diff(before: unknown, after: unknown): Change[] {
  const old = flatten(before);
  const now = flatten(after);
  const paths = [...new Set([...old.keys(), ...now.keys()])];
  return paths
    .filter((path) => old.get(path) !== now.get(path))
    .map((path) => ({ path, before: old.get(path), after: now.get(path) }));
}
