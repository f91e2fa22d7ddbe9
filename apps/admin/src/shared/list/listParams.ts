// A list's state lives in the URL: its filters, and the trail of cursors that led to the page
// shown (`cursor=120.80`: the page after 120, then the one after 80). Back returns to the same
// list and page, a link shares it, and "Previous" drops the trail's last cursor.

/** The query parameter holding the trail of cursors. */
export const CURSOR_PARAM = 'cursor';
// Cursors are digits (the contract's Cursor), so a dot separates them without escaping.
const SEPARATOR = '.';
const CURSOR = /^\d{1,18}$/;

/** The cursors that led to the page shown, oldest first; a malformed one ends the trail. */
export function cursorTrail(params: URLSearchParams): string[] {
  const raw = params.get(CURSOR_PARAM);
  if (!raw) return [];
  const trail: string[] = [];
  for (const cursor of raw.split(SEPARATOR)) {
    if (!CURSOR.test(cursor)) break;
    trail.push(cursor);
  }
  return trail;
}

/** The cursor to ask the server for: the trail's last, or none for the first page. */
export const currentCursor = (params: URLSearchParams): string | undefined =>
  cursorTrail(params).at(-1);

/** The page number shown, from 1. */
export const pageNumber = (params: URLSearchParams): number => cursorTrail(params).length + 1;

function withTrail(params: URLSearchParams, trail: string[]) {
  const next = new URLSearchParams(params);
  if (trail.length) next.set(CURSOR_PARAM, trail.join(SEPARATOR));
  else next.delete(CURSOR_PARAM);
  return next;
}

/** The parameters of the page after this one, whose first row follows `nextCursor`. */
export const nextPage = (params: URLSearchParams, nextCursor: string) =>
  withTrail(params, [...cursorTrail(params), nextCursor]);

/** The parameters of the page before this one (the first page stays the first). */
export const previousPage = (params: URLSearchParams) =>
  withTrail(params, cursorTrail(params).slice(0, -1));

/** The filters named by `keys`, each '' when absent. */
export function readFilters<K extends string>(
  params: URLSearchParams,
  keys: readonly K[],
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, params.get(key)?.trim() ?? ''])) as Record<
    K,
    string
  >;
}

/**
 * The parameters with these filters set ('' removes one). A changed filter is a new list, so it
 * starts again from the first page; unchanged filters keep the page.
 */
export function withFilters(params: URLSearchParams, filters: Record<string, string>) {
  const next = new URLSearchParams(params);
  let changed = false;
  for (const [key, raw] of Object.entries(filters)) {
    const value = raw.trim();
    if ((params.get(key) ?? '') === value) continue;
    changed = true;
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return changed ? withTrail(next, []) : next;
}
