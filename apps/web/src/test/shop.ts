import type { ShopInfo, ShopPage } from '@atelier/contract';

/** The shop's settings as a fresh database has them (047_shop_settings.sql). */
export const SHOP: ShopInfo = {
  name: 'Atelier',
  logo: null,
  accentColor: '#9a4124',
  supportEmail: 'support@atelier.example',
  supportPhone: '+1 555 010 0199',
  postalAddress: '',
  returnsAddress: '',
  legalEntity: '',
  taxNumber: '',
  timeZone: 'UTC',
  returnWindowDays: 30,
  social: [],
  apps: null,
  vendorSignupUrl: null,
  newsletterOffer: { percent: 10 },
  payments: { cash: true, preselected: 'cash' },
};

const TITLES: Record<ShopPage['slug'], string> = {
  privacy: 'Privacy Policy',
  terms: 'Terms Of Use',
  faq: 'Frequently Asked Questions',
  contact: 'Contact Us',
  shipping: 'Shipping',
  returns: 'Returns',
};

/**
 * mockApi handlers for the shop's settings and its pages (English titles, a body naming the
 * support email); `shop` replaces settings.
 */
export function shopApi(shop: Partial<ShopInfo> = {}) {
  return {
    '/api/v1/shop': () => ({ ...SHOP, ...shop }),
    '/api/v1/pages/': (url: URL) => {
      const [slug, lang] = url.pathname.split('/').slice(-2) as [ShopPage['slug'], string];
      return {
        slug,
        lang,
        title: TITLES[slug],
        body: 'We answer at {email}.\n\n## A question\n\nIts answer.',
      };
    },
  };
}
