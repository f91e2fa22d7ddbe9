import type { Language } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { enqueueMail, type OutboxMail } from '../../platform/outbox.ts';
import { escapeHtml } from '../seo/product-head.ts';
import { shopIdentity, type ShopIdentity } from './service.ts';

/**
 * What a mail says, without the shop around it: `html` is a fragment (paragraphs, links, lists,
 * every value escaped), `text` the same words as plain text. The layout adds the rest.
 */
export interface MailContent extends Omit<OutboxMail, 'html' | 'text'> {
  lang: Language;
  text: string;
  html: string;
  /** Small print under the shop's address (a newsletter's unsubscribe link). */
  footnote?: { text: string; html: string };
}

interface LayoutTexts {
  signoff: string;
  questions: string;
}

const TEXTS: Record<Language, LayoutTexts> = {
  en: { signoff: 'The {shop} team', questions: 'Questions? We are here to help:' },
  es: { signoff: 'El equipo de {shop}', questions: '¿Preguntas? Estamos para ayudarte:' },
  cn: { signoff: '{shop} 团队', questions: '有疑问？我们随时为您服务：' },
  jp: { signoff: '{shop} チーム', questions: 'ご不明な点はお気軽にお問い合わせください：' },
  tw: { signoff: '{shop} 團隊', questions: '有疑問？我們隨時為您服務：' },
  fr: { signoff: "L'équipe {shop}", questions: 'Des questions ? Nous sommes là pour vous aider :' },
};

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
const htmlLines = (text: string) => lines(text).map(escapeHtml).join('<br>');

/**
 * The one layout of every mail the shop sends: the shop's logo (or name) on top, the content,
 * the merchant's signature (or "The {shop} team"), then the support contact, the postal address
 * and the legal entity. Text and HTML say the same; every setting is escaped in the HTML.
 */
export function layoutMail(shop: ShopIdentity, content: MailContent): OutboxMail {
  const { lang, footnote, ...mail } = content;
  const t = TEXTS[lang];
  const signoff = shop.signature || t.signoff.replace('{shop}', shop.name);
  const contact = [shop.supportEmail, shop.supportPhone].filter(Boolean);
  const legal = [shop.legalEntity, shop.taxNumber].filter(Boolean);
  const text = [
    content.text.trimEnd(),
    '',
    signoff,
    '',
    '--',
    shop.name,
    ...(contact.length ? [`${t.questions} ${contact.join(' · ')}`] : []),
    ...lines(shop.postalAddress),
    ...(legal.length ? [legal.join(' · ')] : []),
    ...(footnote ? ['', footnote.text] : []),
    '',
  ].join('\n');
  const esc = escapeHtml;
  const home = esc(`${shop.publicUrl}/?lang=${lang}`);
  const brand = shop.logoUrl
    ? `<img src="${esc(shop.logoUrl)}" alt="${esc(shop.name)}" height="48" style="height:48px;width:auto;border:0">`
    : `<span style="font-size:22px;font-weight:700;color:${shop.accentColor}">${esc(shop.name)}</span>`;
  const contactHtml = [
    shop.supportEmail &&
      `<a href="mailto:${esc(shop.supportEmail)}" style="color:#4a4540">${esc(shop.supportEmail)}</a>`,
    shop.supportPhone &&
      `<a href="tel:${esc(shop.supportPhone.replace(/[^+0-9]/g, ''))}" style="color:#4a4540">${esc(shop.supportPhone)}</a>`,
  ].filter(Boolean);
  const small = 'margin:0 0 8px;font-size:13px;line-height:1.5;color:#4a4540';
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(mail.subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f3ee;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#222">
<div style="max-width:600px;margin:0 auto;padding:24px 16px">
<div style="padding:8px 0 16px;border-bottom:3px solid ${shop.accentColor}"><a href="${home}" style="text-decoration:none">${brand}</a></div>
<div style="background:#fff;padding:24px;line-height:1.5">
${mail.html.trim()}
<p>${htmlLines(signoff)}</p>
</div>
<div style="padding:16px 0">
<p style="${small};font-weight:600">${esc(shop.name)}</p>
${contactHtml.length ? `<p style="${small}">${esc(t.questions)} ${contactHtml.join(' · ')}</p>` : ''}
${shop.postalAddress.trim() ? `<p style="${small}">${htmlLines(shop.postalAddress)}</p>` : ''}
${legal.length ? `<p style="${small}">${esc(legal.join(' · '))}</p>` : ''}
${footnote ? `<p style="${small}">${footnote.html}</p>` : ''}
</div>
</div>
</body></html>`;
  return { ...mail, text, html };
}

/**
 * Puts a mail in the outbox in the shop's layout, through the caller's transaction (the mail
 * exists exactly when the change it tells of commits). `compose` gets the shop's identity: its
 * name for the words, its time zone for the dates.
 */
export async function enqueueShopMail(
  q: Queryable,
  publicUrl: string,
  compose: (shop: ShopIdentity) => MailContent,
) {
  const shop = await shopIdentity(q, publicUrl);
  await enqueueMail(q, layoutMail(shop, compose(shop)));
}
