// The shop's info pages and footer links as the shop draws them. Plain TypeScript, no zod: the
// shop's page code imports it (as @atelier/contract/shop-pages).

/** The shop's editable pages: the footer's quick links and the two policies SPEC adds. */
export const SHOP_PAGE_SLUGS = [
  'privacy',
  'terms',
  'faq',
  'contact',
  'shipping',
  'returns',
] as const;

/** The social networks the footer can link to, each only once its address is filled in. */
export const SOCIAL_NETWORKS = [
  'instagram',
  'facebook',
  'x',
  'tiktok',
  'youtube',
  'pinterest',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** One block of a page's body, as the shop draws it (escaped text only). */
export type PageBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

/** A page's body in blocks: the shop and the back office's preview read it alike. */
export function pageBlocks(body: string): PageBlock[] {
  const blocks: PageBlock[] = [];
  for (const chunk of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    let list: string[] | undefined;
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
      paragraph = [];
    };
    for (const line of lines) {
      if (line.startsWith('## ')) {
        flush();
        list = undefined;
        blocks.push({ kind: 'heading', text: line.slice(3).trim() });
      } else if (line.startsWith('- ')) {
        flush();
        if (!list) blocks.push({ kind: 'list', items: (list = []) });
        list.push(line.slice(2).trim());
      } else {
        list = undefined;
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}

/** `{shop}`, `{email}` and `{phone}` in a page's text, filled from the settings. */
export const fillShopText = (
  text: string,
  shop: { name: string; supportEmail: string; supportPhone: string },
) =>
  text.replace(/\{(shop|email|phone)\}/g, (_, key: string) =>
    key === 'shop' ? shop.name : key === 'email' ? shop.supportEmail : shop.supportPhone,
  );
