import {
  mediaSrcset,
  mediaUrl,
  SOCIAL_NETWORKS,
  type Language,
  type ShopInfo,
  type ShopPageSlug,
  type ShopSettings,
} from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { pageText, shopSettings } from './repo.ts';

/** The shop's side of its settings: what the footer, the pages and the head show. */
export function shopInfo(s: ShopSettings): ShopInfo {
  const logo = s.logoMediaId ? mediaUrl(s.logoMediaId, 320) : null;
  const filled = (url: string) => url || null;
  const apps = { googlePlay: filled(s.apps.googlePlay), appStore: filled(s.apps.appStore) };
  return {
    name: s.shopName,
    logo: logo ? { url: logo, srcset: mediaSrcset(logo)! } : null,
    accentColor: s.accentColor,
    supportEmail: s.supportEmail,
    supportPhone: s.supportPhone,
    postalAddress: s.postalAddress,
    returnsAddress: s.returnsAddress,
    legalEntity: s.legalEntity,
    taxNumber: s.taxNumber,
    timeZone: s.timeZone,
    returnWindowDays: s.returnWindowDays,
    social: SOCIAL_NETWORKS.filter((network) => s.social[network]).map((network) => ({
      network,
      url: s.social[network],
    })),
    apps: apps.googlePlay || apps.appStore ? apps : null,
    vendorSignupUrl: filled(s.vendorSignupUrl),
    newsletterOffer: s.newsletterOffer.enabled ? { percent: s.newsletterOffer.percent } : null,
    payments: {
      cash: s.cashOnDelivery,
      preselected: s.cashOnDelivery ? s.preselectedPayment : 'bank',
    },
  };
}

/** GET /api/v1/shop. */
export async function publicShop(q: Queryable, defaults: { referralReward: number }) {
  return shopInfo(await shopSettings(q, defaults));
}

/** GET /api/v1/pages/{slug}/{lang}: the page's text in `lang`, as the merchant wrote it. */
export async function publicPage(q: Queryable, slug: ShopPageSlug, lang: Language) {
  const text = await pageText(q, slug, lang);
  if (!text) throw new AppError('NOT_FOUND', 'No such page');
  return { slug, lang, ...text };
}

/** What every mail shows of the shop: its layout's header, signature and footer. */
export interface ShopIdentity {
  name: string;
  /** Absolute, so a mail client can load it; null: the name alone heads the mail. */
  logoUrl: string | null;
  accentColor: string;
  postalAddress: string;
  supportEmail: string;
  supportPhone: string;
  legalEntity: string;
  taxNumber: string;
  signature: string;
  /** IANA zone the mails' dates are written in. */
  timeZone: string;
  publicUrl: string;
}

export async function shopIdentity(q: Queryable, publicUrl: string): Promise<ShopIdentity> {
  // The referral reward is not part of it: its configured default does not matter here.
  const s = await shopSettings(q, { referralReward: 0 });
  return {
    name: s.shopName,
    logoUrl: s.logoMediaId ? `${publicUrl}${mediaUrl(s.logoMediaId, 320)}` : null,
    accentColor: s.accentColor,
    postalAddress: s.postalAddress,
    supportEmail: s.supportEmail,
    supportPhone: s.supportPhone,
    legalEntity: s.legalEntity,
    taxNumber: s.taxNumber,
    signature: s.mailSignature,
    timeZone: s.timeZone,
    publicUrl,
  };
}

/** A date as a mail says it: in the mail's language and the shop's time zone. */
export const mailDate = (date: Date, locale: string, timeZone: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(date);
