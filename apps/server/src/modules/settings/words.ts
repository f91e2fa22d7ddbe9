/**
 * A mail's words with `{shop}` filled in by the shop's name (and `{name}` of `more` by its value),
 * at every depth (the texts are objects of strings per language). Other placeholders are left for
 * the mail's own values.
 */
export function shopWords<T>(texts: T, shop: string, more: Record<string, string> = {}): T {
  if (typeof texts === 'string') {
    const values: Record<string, string> = { ...more, shop };
    return texts.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole) as T;
  }
  if (Array.isArray(texts)) return texts.map((item: unknown) => shopWords(item, shop, more)) as T;
  if (texts && typeof texts === 'object') {
    return Object.fromEntries(
      Object.entries(texts).map(([key, value]) => [key, shopWords(value, shop, more)]),
    ) as T;
  }
  return texts;
}
