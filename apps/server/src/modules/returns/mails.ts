import {
  ADMIN_APP_PATH,
  CARRIERS,
  orderPagePath,
  trackingUrl,
  withOrderKey,
  type Carrier,
  type Language,
} from '@atelier/contract';
import type { MailContent } from '../settings/mail-layout.ts';
import type { ShopIdentity } from '../settings/service.ts';
import { shopWords } from '../settings/words.ts';
import { escapeHtml } from '../seo/product-head.ts';
import { fill, LOCALES, money } from '../orders/mails/render.ts';
import { ORDER_MAIL_TEXTS } from '../orders/mails/texts.ts';
import { RETURN_MAIL_TEXTS } from './texts.ts';

/** What a return mail shows of its return. */
export interface MailReturn {
  code: string;
  orderCode: string;
  name: string;
  email: string;
  lang: Language;
  currency: string;
  /** A guest's order link key: the mail's link opens the order with it. */
  guestKey: string | null;
  units: number;
}

/** The shopper's return mails and what each needs beyond the return. */
export type ReturnMail =
  | { kind: 'requested' }
  | { kind: 'approved'; message: string; returnsAddress: string }
  | { kind: 'rejected'; message: string }
  | { kind: 'received' }
  | { kind: 'lapsed' }
  | { kind: 'refunded'; amountCents: number; bonusCents: number; toCredit: boolean }
  | { kind: 'exchange_shipped'; carrier: Carrier; trackingNumber: string };

interface Part {
  text: string;
  url?: string;
}

/** Paragraphs (a part with a url is a link) as the mail's text and HTML, saying the same. */
function compose(greet: string, parts: Part[]) {
  const text = [greet, '', ...parts.map((p) => (p.url ? `${p.text}: ${p.url}` : p.text))];
  const html = [greet, ...parts.map((p) => p.text)].map((line, i) => {
    const part = parts[i - 1];
    const body = escapeHtml(line).replace(/\n/g, '<br>');
    return part?.url ? `<p><a href="${escapeHtml(part.url)}">${body}</a></p>` : `<p>${body}</p>`;
  });
  return { text: text.join('\n'), html: html.join('\n') };
}

/** A mail to the shopper about their return, in the order's language, linking to its order page. */
export function returnShopperMail(
  ret: MailReturn,
  mail: ReturnMail,
  publicUrl: string,
  shop: Pick<ShopIdentity, 'name'>,
): MailContent {
  const lang = ret.lang;
  const t = shopWords(RETURN_MAIL_TEXTS[lang], shop.name);
  const values = { code: ret.code, order: ret.orderCode };
  const amount = (minor: number) => money(minor, lang, ret.currency);
  const page = `${publicUrl}${withOrderKey(`${orderPagePath(ret.orderCode)}?lang=${lang}`, ret.guestKey)}`;
  const parts: Part[] = [];
  const said = (message: string) => (message ? [{ text: fill(t.message, { message }) }] : []);
  let subject: string;
  switch (mail.kind) {
    case 'requested':
      subject = t.requested.subject;
      parts.push({ text: fill(t.requested.body, values) });
      break;
    case 'approved': {
      subject = t.approved.subject;
      parts.push({ text: t.approved.body }, ...said(mail.message));
      const slip = withOrderKey(`/api/v1/returns/${ret.code}/slip.pdf?lang=${lang}`, ret.guestKey);
      parts.push({ text: t.approved.slip, url: `${publicUrl}${slip}` });
      if (mail.returnsAddress.trim()) {
        parts.push({ text: `${t.approved.address}\n${mail.returnsAddress.trim()}` });
      }
      break;
    }
    case 'rejected':
      subject = t.rejected.subject;
      parts.push({ text: t.rejected.body }, ...said(mail.message));
      break;
    case 'received':
      subject = t.received.subject;
      parts.push({ text: t.received.body });
      break;
    case 'lapsed':
      subject = t.lapsed.subject;
      parts.push({ text: t.lapsed.body });
      break;
    case 'refunded':
      subject = t.refunded.subject;
      parts.push({
        text: fill(mail.toCredit ? t.refunded.credit : t.refunded.body, {
          amount: amount(mail.amountCents + mail.bonusCents),
        }),
      });
      if (mail.bonusCents > 0) {
        parts.push({ text: fill(t.refunded.bonus, { amount: amount(mail.bonusCents) }) });
      }
      break;
    case 'exchange_shipped': {
      subject = t.exchangeShipped.subject;
      const carrier = CARRIERS[mail.carrier].name;
      parts.push({
        text: fill(t.exchangeShipped.body, { carrier, tracking: mail.trackingNumber }),
      });
      const url = trackingUrl(mail.carrier, mail.trackingNumber);
      if (url) parts.push({ text: t.exchangeShipped.track, url });
      break;
    }
  }
  parts.push({ text: t.view, url: page });
  const greet = fill(shopWords(ORDER_MAIL_TEXTS[lang].hello, shop.name), { name: ret.name });
  return {
    to: ret.email,
    subject: fill(subject, values),
    ...compose(greet, parts),
    lang,
    kind: `return-${mail.kind.replace('_', '-')}`,
    preview: { return: ret.code, order: ret.orderCode, lang },
  };
}

/** The mail a member of the fulfilment staff gets when a shopper asks for a return. */
export function returnStaffMail(
  ret: MailReturn,
  member: { email: string; lang: Language },
  publicUrl: string,
  shop: Pick<ShopIdentity, 'name'>,
): MailContent {
  const lang = member.lang;
  const t = shopWords(RETURN_MAIL_TEXTS[lang], shop.name).staff;
  const forms = ORDER_MAIL_TEXTS[lang].staff.units;
  const plural = new Intl.PluralRules(LOCALES[lang]).select(ret.units);
  const units = fill(forms[plural] ?? forms.other, { count: ret.units });
  const values = { code: ret.code, order: ret.orderCode, name: ret.name, units };
  const url = `${publicUrl}${ADMIN_APP_PATH}/returns/${ret.code}`;
  return {
    to: member.email,
    subject: fill(t.subject, values),
    ...compose(ret.code, [{ text: fill(t.body, values) }, { text: t.open, url }]),
    lang,
    kind: 'return-staff-new-return',
    preview: { return: ret.code, order: ret.orderCode, lang },
  };
}
