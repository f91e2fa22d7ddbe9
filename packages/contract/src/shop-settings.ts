import { z } from 'zod';
import { Language, str } from './common.ts';
import { PaymentMethod } from './orders.ts';
import { SHOP_PAGE_SLUGS, SOCIAL_NETWORKS, type SocialNetwork } from './shop-pages.ts';

export * from './shop-pages.ts';

/** When a return gives the shipping back: 'faulty' for SHIPPING_REFUND_REASONS only. */
export const REFUND_SHIPPING = ['faulty', 'always', 'never'] as const;
export type RefundShipping = (typeof REFUND_SHIPPING)[number];

export const ShopPageSlug = z.enum(SHOP_PAGE_SLUGS).meta({ id: 'ShopPageSlug' });
export type ShopPageSlug = z.infer<typeof ShopPageSlug>;

const text = (max: number) => str().trim().max(max, `At most ${max} characters`);

/** An https (or http) address, or '' for none: blocks whose address is empty are hidden. */
const OptionalUrl = str()
  .trim()
  .max(500, 'At most 500 characters')
  .refine((value) => value === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), {
    error: 'Enter a full address starting with https://',
  });

const Link = OptionalUrl.default('');

/** WCAG's relative luminance of `#rrggbb`. */
function luminance(hex: string) {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** White text sits on the accent (buttons, badges): a colour it can't be read on is refused. */
export const contrastOnWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

const AccentColor = str()
  .regex(/^#[0-9a-fA-F]{6}$/, 'A colour as #rrggbb')
  .refine((hex) => contrastOnWhite(hex) >= 4.5, {
    error: 'Too light: white text on it must reach a contrast of 4.5:1',
  });

/** An IANA time zone the server's Intl knows (what the back office's select lists). */
export const isTimeZone = (zone: string) => {
  if (zone === 'UTC') return true;
  try {
    return (Intl.supportedValuesOf('timeZone') as string[]).includes(zone);
  } catch {
    return false;
  }
};

/** The shop's settings (owner): identity, contact, legal, time zone, offers and order rules. */
export const ShopSettings = z
  .object({
    referralRewardCents: z
      .number()
      .int()
      .min(0)
      .max(10_000_000)
      .meta({ description: "Credit a referrer earns on their friend's first paid order" }),
    shopName: text(60).min(1, 'The shop needs a name'),
    logoMediaId: str()
      .regex(/^[0-9a-f]{24}$/, 'Upload the logo first')
      .nullable()
      .meta({
        description: 'A picture uploaded through POST /api/admin/media; null: the name alone',
      }),
    accentColor: AccentColor,
    supportEmail: str().trim().toLowerCase().max(254, 'Invalid email').email('Invalid email'),
    supportPhone: text(40).regex(/^[+0-9 ().-]*$/, 'Digits, spaces and + ( ) - only'),
    postalAddress: text(500),
    returnsAddress: text(500),
    legalEntity: text(120),
    taxNumber: text(60),
    timeZone: str().refine(isTimeZone, { error: 'Choose a time zone from the list' }),
    returnWindowDays: z.number().int().min(0).max(365),
    storeCreditBonusPercent: z.number().int().min(0).max(100),
    refundShipping: z.enum(REFUND_SHIPPING).meta({
      description:
        "When a return's refund gives the shipping back: a faulty or wrong item, always, never",
    }),
    returnHoldDays: z.number().int().min(1).max(365).meta({
      description: 'Days a return asked or approved but not sent waits before it lapses',
    }),
    reviewApproval: z
      .boolean()
      .meta({ description: 'New reviews wait, pending, until staff publish them' }),
    cashOnDelivery: z
      .boolean()
      .meta({ description: 'Off: checkout offers the card alone and refuses cash (CASH_OFF)' }),
    preselectedPayment: PaymentMethod.meta({
      description: 'The method checkout starts on (the card while cash is off)',
    }),
    newsletterOffer: z.object({
      enabled: z.boolean(),
      percent: z.number().int().min(1).max(90),
    }),
    mailSignature: text(500),
    // A network or store left out is '' (none).
    social: z.object(
      Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, Link])) as Record<
        SocialNetwork,
        typeof Link
      >,
    ),
    apps: z.object({ googlePlay: Link, appStore: Link }),
    vendorSignupUrl: OptionalUrl,
  })
  .meta({ id: 'ShopSettings' });
export type ShopSettings = z.infer<typeof ShopSettings>;

/** PUT /api/admin/settings: the fields given replace the stored ones, the others stay. */
export const ShopSettingsUpdate = ShopSettings.partial().meta({ id: 'ShopSettingsUpdate' });
export type ShopSettingsUpdate = z.infer<typeof ShopSettingsUpdate>;

/** GET /api/v1/shop: what the shop shows of its settings (footer, pages, mails, SEO). */
export const ShopInfo = z
  .object({
    name: str(),
    logo: z.object({ url: str(), srcset: str() }).nullable(),
    accentColor: str(),
    supportEmail: str(),
    supportPhone: str(),
    postalAddress: str(),
    returnsAddress: str(),
    legalEntity: str(),
    taxNumber: str(),
    timeZone: str(),
    returnWindowDays: z.number().int(),
    social: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: str() })),
    apps: z.object({ googlePlay: str().nullable(), appStore: str().nullable() }).nullable(),
    vendorSignupUrl: str().nullable(),
    newsletterOffer: z.object({ percent: z.number().int() }).nullable(),
    /** What checkout offers, and the method it starts on. */
    payments: z.object({ cash: z.boolean(), preselected: PaymentMethod }),
  })
  .meta({ id: 'ShopInfo' });
export type ShopInfo = z.infer<typeof ShopInfo>;

export const PageText = z.object({
  title: text(120).min(1, 'A page needs a title'),
  body: text(20_000).meta({
    description:
      'Plain text: a blank line starts a paragraph, "## " a heading, "- " a list item; {shop}, {email} and {phone} are filled in. Shown escaped, never as HTML.',
  }),
});
export type PageText = z.infer<typeof PageText>;

/** PUT /api/admin/pages/{slug}: the languages given are replaced, the others stay. */
export const ShopPageUpdate = z
  .object({ texts: z.partialRecord(Language, PageText) })
  .meta({ id: 'ShopPageUpdate' });
export type ShopPageUpdate = z.infer<typeof ShopPageUpdate>;

export const AdminShopPage = z
  .object({ slug: ShopPageSlug, texts: z.record(Language, PageText) })
  .meta({ id: 'AdminShopPage' });
export type AdminShopPage = z.infer<typeof AdminShopPage>;

export const ShopPage = z
  .object({ slug: ShopPageSlug, lang: Language, title: str(), body: str() })
  .meta({ id: 'ShopPage' });
export type ShopPage = z.infer<typeof ShopPage>;

export const ShopPageParams = z.object({ slug: ShopPageSlug });
export const ShopPageLanguageParams = z.object({ slug: ShopPageSlug, languageCode: Language });
