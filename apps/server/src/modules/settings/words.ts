/**
 * A mail's words with `{shop}` filled in by the shop's name, at every depth (the texts are
 * objects of strings per language). Other placeholders are left for the mail's own values.
 */
export function shopWords<T>(texts: T, shop: string): T {
  if (typeof texts === 'string') return texts.replaceAll('{shop}', shop) as T;
  if (Array.isArray(texts)) return texts.map((item: unknown) => shopWords(item, shop)) as T;
  if (texts && typeof texts === 'object') {
    return Object.fromEntries(
      Object.entries(texts).map(([key, value]) => [key, shopWords(value, shop)]),
    ) as T;
  }
  return texts;
}
