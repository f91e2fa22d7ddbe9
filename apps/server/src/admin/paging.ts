/**
 * A keyset page from rows read with `limit + 1`: the extra row only says there is more, and the
 * cursor is the last shown row's key (the next page reads past it, however many rows come and go).
 */
export function keysetPage<T>(rows: T[], limit: number, keyOf: (row: T) => number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? String(keyOf(last)) : null };
}

export const iso = (at: Date | string) => new Date(at).toISOString();
