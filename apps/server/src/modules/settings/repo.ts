import type { Language, PageText, ShopPageSlug, ShopSettings } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';

/**
 * Each setting's column in shop_settings (047_shop_settings.sql, where the defaults are): the one
 * place that names them, for the read and the write alike. Objects are stored as JSON.
 */
const COLUMNS = {
  shopName: 'shop_name',
  logoMediaId: 'logo_media_id',
  accentColor: 'accent_color',
  supportEmail: 'support_email',
  supportPhone: 'support_phone',
  postalAddress: 'postal_address',
  returnsAddress: 'returns_address',
  legalEntity: 'legal_entity',
  taxNumber: 'tax_number',
  timeZone: 'time_zone',
  returnWindowDays: 'return_window_days',
  storeCreditBonusPercent: 'store_credit_bonus_percent',
  refundShipping: 'refund_shipping',
  returnHoldDays: 'return_hold_days',
  reviewApproval: 'review_approval',
  cashOnDelivery: 'cash_on_delivery',
  preselectedPayment: 'preselected_payment',
  mailSignature: 'mail_signature',
  social: 'social_links',
  apps: 'app_links',
  vendorSignupUrl: 'vendor_signup_url',
} as const satisfies Partial<Record<keyof ShopSettings, string>>;
type Column = keyof typeof COLUMNS;
const JSON_COLUMNS = new Set<Column>(['social', 'apps']);

type Row = Omit<ShopSettings, 'referralRewardCents' | 'newsletterOffer' | 'social' | 'apps'> & {
  referralRewardCents: number | null;
  offerEnabled: boolean;
  offerPercent: number;
  social: Partial<ShopSettings['social']>;
  apps: Partial<ShopSettings['apps']>;
};

const SELECT = `select ${Object.entries(COLUMNS)
  .map(([key, column]) => `${column} as "${key}"`)
  .join(', ')}, referral_reward_cents as "referralRewardCents",
  newsletter_offer_enabled as "offerEnabled", newsletter_offer_percent as "offerPercent"
  from shop_settings`;

/**
 * The shop's settings. A referral reward never saved is the configuration's (REFERRAL_REWARD, in
 * dollars); addresses a merchant never filled read as ''.
 */
export async function shopSettings(
  q: Queryable,
  defaults: { referralReward: number },
): Promise<ShopSettings> {
  const [row] = await q.query<Row>(SELECT);
  if (!row) throw new Error('shop_settings has no row: migration 047 inserts it');
  const { offerEnabled, offerPercent, referralRewardCents, social, apps, ...rest } = row;
  return {
    ...rest,
    referralRewardCents: referralRewardCents ?? Math.round(defaults.referralReward * 100),
    newsletterOffer: { enabled: offerEnabled, percent: offerPercent },
    social: {
      instagram: '',
      facebook: '',
      x: '',
      tiktok: '',
      youtube: '',
      pinterest: '',
      ...social,
    },
    apps: { googlePlay: '', appStore: '', ...apps },
  };
}

/** Writes every setting (the caller merged a partial update into the stored ones). */
export async function saveShopSettings(q: Queryable, settings: ShopSettings, now: Date) {
  const keys = Object.keys(COLUMNS) as Column[];
  const values: unknown[] = keys.map((key) =>
    JSON_COLUMNS.has(key) ? JSON.stringify(settings[key]) : settings[key],
  );
  const sets = keys.map((key, i) => `${COLUMNS[key]} = $${i + 1}`);
  values.push(
    settings.referralRewardCents,
    settings.newsletterOffer.enabled,
    settings.newsletterOffer.percent,
    now,
  );
  const n = keys.length;
  await q.query(
    `update shop_settings set ${sets.join(', ')}, referral_reward_cents = $${n + 1},
       newsletter_offer_enabled = $${n + 2}, newsletter_offer_percent = $${n + 3},
       updated_at = $${n + 4}`,
    values,
  );
}

/** Whether a media row exists (a logo must name an uploaded picture). */
export async function mediaExists(q: Queryable, id: string) {
  const rows = await q.query('select 1 from media where id = $1', [id]);
  return rows.length > 0;
}

/** A page's texts in every language (the migration stored all six). */
export async function pageTexts(q: Queryable, slug: ShopPageSlug) {
  const rows = await q.query<PageText & { lang: Language }>(
    'select lang, title, body from shop_pages where slug = $1',
    [slug],
  );
  return Object.fromEntries(rows.map(({ lang, title, body }) => [lang, { title, body }])) as Record<
    Language,
    PageText
  >;
}

export async function pageText(q: Queryable, slug: ShopPageSlug, lang: Language) {
  const [row] = await q.query<PageText>(
    'select title, body from shop_pages where slug = $1 and lang = $2',
    [slug, lang],
  );
  return row;
}

export async function savePageTexts(
  q: Queryable,
  slug: ShopPageSlug,
  texts: Partial<Record<Language, PageText>>,
  now: Date,
) {
  for (const [lang, text] of Object.entries(texts)) {
    await q.query(
      `insert into shop_pages (slug, lang, title, body, updated_at) values ($1, $2, $3, $4, $5)
       on conflict (slug, lang) do update
         set title = excluded.title, body = excluded.body, updated_at = excluded.updated_at`,
      [slug, lang, text.title, text.body, now],
    );
  }
}
