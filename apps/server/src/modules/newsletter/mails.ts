import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_ONE_CLICK_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  type Language,
} from '@atelier/contract';
import type { MailContent } from '../settings/mail-layout.ts';
import { shopWords } from '../settings/words.ts';
import { escapeHtml } from '../seo/product-head.ts';
import { NEWSLETTER_TEXTS } from './texts.ts';

/** A newsletter link: the page at `path` (after `publicUrl`) with the token and language. */
export const link = (publicUrl: string, path: string, token: string, lang: Language) =>
  `${publicUrl}${path}?${new URLSearchParams({ token, lang })}`;

interface Parts {
  subscriber: Subscriber;
  publicUrl: string;
  subject: string;
  paragraphs: string[];
  action: { label: string; url: string };
  kind: string;
  preview: Record<string, string>;
}

/**
 * A newsletter mail: its text and HTML say the same, and both end with the unsubscribe link (in
 * the layout's small print); its List-Unsubscribe headers give mail providers the one-click
 * address (RFC 8058) for their own Unsubscribe button.
 */
function compose(p: Parts): MailContent {
  const { lang, unsubscribeToken } = p.subscriber;
  const t = NEWSLETTER_TEXTS[lang];
  const unsubscribeUrl = link(p.publicUrl, NEWSLETTER_UNSUBSCRIBE_PATH, unsubscribeToken, lang);
  const oneClickUrl = link(p.publicUrl, NEWSLETTER_ONE_CLICK_PATH, unsubscribeToken, lang);
  const text = [
    t.hello,
    '',
    ...p.paragraphs.flatMap((line) => [line, '']),
    `${p.action.label}: ${p.action.url}`,
  ].join('\n');
  const html = `<p>${escapeHtml(t.hello)}</p>
${p.paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(p.action.url)}">${escapeHtml(p.action.label)}</a></p>`;
  const headers = {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  return {
    to: p.subscriber.email,
    lang,
    subject: p.subject,
    text,
    html,
    footnote: {
      text: `${t.unsubscribe}: ${unsubscribeUrl}`,
      html: `<a href="${escapeHtml(unsubscribeUrl)}" style="color:#4a4540">${escapeHtml(t.unsubscribe)}</a>`,
    },
    kind: p.kind,
    preview: p.preview,
    headers,
  };
}

/** The shop's name and the percentage its newsletter offers (the settings'). */
export interface MailOffer {
  name: string;
  percent: number;
}

export interface Subscriber {
  email: string;
  lang: Language;
  unsubscribeToken: string;
}

/** The double opt-in mail: a link with the single-use confirmation token. */
export function confirmMail(s: Subscriber, token: string, publicUrl: string, shop: MailOffer) {
  const t = shopWords(NEWSLETTER_TEXTS[s.lang], shop.name, { percent: String(shop.percent) });
  const url = link(publicUrl, NEWSLETTER_CONFIRM_PATH, token, s.lang);
  return compose({
    subscriber: s,
    publicUrl,
    subject: t.confirm.subject,
    paragraphs: [t.confirm.body, t.confirm.ignore],
    action: { label: t.confirm.button, url },
    kind: 'newsletter-confirm',
    preview: { link: url, lang: s.lang },
  });
}

/** The mail of a confirmed subscription, with the personal first-order code. */
export function welcomeMail(s: Subscriber, code: string, publicUrl: string, shop: MailOffer) {
  const t = shopWords(NEWSLETTER_TEXTS[s.lang], shop.name, { percent: String(shop.percent) });
  return compose({
    subscriber: s,
    publicUrl,
    subject: t.welcome.subject,
    paragraphs: [t.welcome.body, t.welcome.code.replace('{code}', code), t.welcome.terms],
    action: { label: t.welcome.shop, url: `${publicUrl}/?lang=${s.lang}` },
    kind: 'newsletter-welcome',
    preview: { code, lang: s.lang },
  });
}
