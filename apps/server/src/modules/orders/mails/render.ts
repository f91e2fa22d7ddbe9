import {
  ADMIN_APP_PATH,
  CARRIERS,
  creditNotePath,
  invoicePath,
  orderPagePath,
  withOrderKey,
  trackingUrl,
  type Carrier,
  type Language,
} from '@atelier/contract';
import type { MailContent } from '../../settings/mail-layout.ts';
import type { ShopIdentity } from '../../settings/service.ts';
import { mailDate } from '../../settings/service.ts';
import { shopWords } from '../../settings/words.ts';
import { ORDER_MAIL_TEXTS } from './texts.ts';
import { majorUnits } from '../../markets/prices.ts';

/** What an order mail shows of its order. */
export interface MailOrder {
  code: string;
  /** A guest's order: its link's key, which every link of its mails carries. */
  guestKey: string | null;
  name: string;
  email: string;
  lang: Language;
  placedAt: Date;
  totalCents: number;
  paymentMethod: 'cash' | 'bank';
  /** Of every amount, in its minor unit. */
  currency: string;
  /** The lines of the total (modules/orders/totals.ts), shown above it when not 0. */
  subtotalCents: number;
  memberCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  /** The tax is inside the prices (and not added to the total), as the order's market has it. */
  taxIncluded: boolean;
  creditCents: number;
  items: { name: string; color: string; size: string; qty: number; priceCents: number }[];
}

/** What an order mail needs of the shop: its name for the words, its time zone for the date. */
export type MailShop = Pick<ShopIdentity, 'name' | 'timeZone'>;

/** The shopper's mails and what each needs beyond the order. */
export type ShopperMail =
  | { kind: 'placed' }
  | { kind: 'paid'; amountCents: number }
  | { kind: 'shipped'; carrier: Carrier; trackingNumber: string; complete: boolean }
  | { kind: 'delivered' }
  | { kind: 'cancelled'; refundCents: number }
  | { kind: 'refunded'; amountCents: number; toCredit?: boolean; creditNote?: number }
  | { kind: 'changed'; refundCents: number; dueCents: number }
  | { kind: 'balancePaid'; amountCents: number };

export const LOCALES: Record<Language, string> = {
  en: 'en-US',
  es: 'es-ES',
  cn: 'zh-CN',
  jp: 'ja-JP',
  tw: 'zh-TW',
  fr: 'fr-FR',
};
/** An amount in `currency`'s minor unit, formatted for `lang`: "59,00 €", "¥9,150". */
export const money = (minor: number, lang: Language, currency: string) =>
  new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency }).format(
    majorUnits(minor, currency),
  );

export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Body {
  paragraphs: string[];
  link?: { label: string; url: string };
  items: boolean;
}

/** The order mail words of `lang`, the shop's name in them. */
const wordsOf = (lang: Language, shop: MailShop) => shopWords(ORDER_MAIL_TEXTS[lang], shop.name);

/**
 * One mail's content from its parts (the shop's layout goes around it): the text and the HTML say
 * the same, every value escaped in the HTML.
 */
function compose(
  order: MailOrder,
  lang: Language,
  shop: MailShop,
  subject: string,
  greet: string,
  body: Body,
) {
  const t = wordsOf(lang, shop);
  const price = (minor: number) => money(minor, lang, order.currency);
  const placed = fill(t.placedOn, {
    code: order.code,
    date: mailDate(order.placedAt, LOCALES[lang], shop.timeZone),
  });
  const lines = order.items.map((i) => {
    const variant = [i.color, i.size].filter(Boolean).join(', ');
    return `${i.qty} × ${i.name}${variant ? ` (${variant})` : ''} — ${price(i.priceCents * i.qty)}`;
  });
  const sums = [
    [t.subtotal, order.subtotalCents],
    [t.member, -order.memberCents],
    [t.discount, -order.discountCents],
    [t.shipping, order.shippingCents],
    [order.taxIncluded ? t.taxIncluded : t.tax, order.taxCents],
    [t.credit, -order.creditCents],
  ] as const;
  const total = [
    ...sums
      .filter(([label, cents]) => cents !== 0 || label === t.subtotal)
      .map(([label, cents]) => `${label}: ${price(cents)}`),
    `${t.total}: ${price(order.totalCents)}`,
  ];
  const text = [
    greet,
    '',
    ...body.paragraphs,
    ...(body.link ? ['', `${body.link.label}: ${body.link.url}`] : []),
    ...(body.items ? ['', placed, '', `${t.items}:`, ...lines, '', ...total] : []),
  ].join('\n');
  const html = `<p>${escape(greet)}</p>
${body.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}
${body.link ? `<p><a href="${escape(body.link.url)}">${escape(body.link.label)}</a></p>` : ''}
${body.items ? `<p>${escape(placed)}</p><p><strong>${escape(t.items)}</strong></p><ul>${lines.map((l) => `<li>${escape(l)}</li>`).join('')}</ul><p>${total.map((l, i) => (i === total.length - 1 ? `<strong>${escape(l)}</strong>` : `${escape(l)}<br>`)).join('')}</p>` : ''}
`;
  return { subject, text, html, lang };
}

/** A mail to the shopper, in the order's language, linking to their order page. */
export function shopperMail(
  order: MailOrder,
  mail: ShopperMail,
  publicUrl: string,
  shop: MailShop,
): MailContent {
  const lang = order.lang;
  const t = wordsOf(lang, shop);
  const values = {
    code: order.code,
    name: order.name,
    total: money(order.totalCents, lang, order.currency),
  };
  const orderLink = {
    label: t.view,
    url: `${publicUrl}${withOrderKey(`${orderPagePath(order.code)}?lang=${lang}`, order.guestKey)}`,
  };
  let paragraphs: string[];
  let link = orderLink;
  let subject: string;
  switch (mail.kind) {
    case 'placed': {
      subject = t.placed.subject;
      // Nothing to pay (credit or a code covered it) says nothing of cash.
      const due = order.paymentMethod === 'cash' && order.totalCents > 0;
      paragraphs = [t.placed.body, ...(due ? [t.placed.cash] : [])].map((p) => fill(p, values));
      break;
    }
    case 'paid':
      subject = t.paid.subject;
      paragraphs = [fill(t.paid.body, { amount: money(mail.amountCents, lang, order.currency) })];
      paragraphs.push(
        `${t.invoice}: ${publicUrl}${withOrderKey(invoicePath(order.code), order.guestKey)}`,
      );
      break;
    case 'shipped': {
      subject = t.shipped.subject;
      // "Other is bringing your parcel" named no one: an unknown carrier goes unnamed.
      const text = mail.carrier === 'other' ? t.shipped.bodyOther : t.shipped.body;
      const carrier = CARRIERS[mail.carrier].name;
      paragraphs = [fill(text, { carrier, tracking: mail.trackingNumber })];
      if (!mail.complete) paragraphs.push(t.shipped.partial);
      const url = trackingUrl(mail.carrier, mail.trackingNumber);
      if (url) link = { label: t.shipped.track, url };
      if (url) paragraphs.push(`${t.view}: ${orderLink.url}`);
      break;
    }
    case 'delivered':
      subject = t.delivered.subject;
      paragraphs = [t.delivered.body];
      break;
    case 'cancelled':
      subject = t.cancelled.subject;
      paragraphs = [t.cancelled.body];
      if (mail.refundCents > 0)
        paragraphs.push(
          fill(t.cancelled.refund, { amount: money(mail.refundCents, lang, order.currency) }),
        );
      break;
    case 'refunded':
      subject = t.refunded.subject;
      paragraphs = [
        fill(mail.toCredit ? t.refunded.credit : t.refunded.body, {
          amount: money(mail.amountCents, lang, order.currency),
        }),
      ];
      if (mail.creditNote) {
        paragraphs.push(
          `${t.creditNote}: ${publicUrl}${withOrderKey(creditNotePath(order.code, mail.creditNote), order.guestKey)}`,
        );
      }
      break;
    case 'changed': {
      subject = t.changed.subject;
      const amount = (minor: number) => ({ amount: money(minor, lang, order.currency) });
      paragraphs = [fill(t.changed.body, values)];
      if (mail.refundCents > 0) paragraphs.push(fill(t.changed.refund, amount(mail.refundCents)));
      if (mail.dueCents > 0) paragraphs.push(fill(t.changed.due, amount(mail.dueCents)));
      break;
    }
    case 'balancePaid':
      subject = t.balancePaid.subject;
      paragraphs = [
        fill(t.balancePaid.body, { amount: money(mail.amountCents, lang, order.currency) }),
      ];
      break;
  }
  const items =
    mail.kind === 'placed' ||
    mail.kind === 'paid' ||
    mail.kind === 'shipped' ||
    mail.kind === 'changed';
  const composed = compose(order, lang, shop, fill(subject, values), fill(t.hello, values), {
    paragraphs,
    link,
    items,
  });
  return {
    to: order.email,
    ...composed,
    kind: `order-${mail.kind}`,
    preview: { order: order.code, lang },
  };
}

/** The mail a member of the fulfilment staff (or an owner) gets when an order is to ship. */
export function staffMail(
  order: MailOrder,
  member: { email: string; lang: Language },
  publicUrl: string,
  shop: MailShop,
): MailContent {
  const lang = member.lang;
  const t = wordsOf(lang, shop).staff;
  const count = order.items.reduce((sum, i) => sum + i.qty, 0);
  const plural = new Intl.PluralRules(LOCALES[lang]).select(count);
  const values = {
    code: order.code,
    name: order.name,
    total: money(order.totalCents, lang, order.currency),
    units: fill(t.units[plural] ?? t.units.other, { count }),
  };
  const paragraphs = [
    fill(t.body, values),
    fill(order.paymentMethod === 'cash' ? t.cash : t.card, values),
  ];
  const link = { label: t.open, url: `${publicUrl}${ADMIN_APP_PATH}/orders/${order.code}` };
  const composed = compose(order, lang, shop, fill(t.subject, values), order.code, {
    paragraphs,
    link,
    items: true,
  });
  return {
    to: member.email,
    ...composed,
    kind: 'order-staff-new-order',
    preview: { order: order.code, lang },
  };
}
