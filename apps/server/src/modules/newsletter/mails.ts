import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  type Language,
} from '@atelier/contract';
import type { OutboxMail } from '../../platform/outbox.ts';
import { escapeHtml } from '../seo/product-head.ts';
import { NEWSLETTER_TEXTS } from './texts.ts';

const link = (publicUrl: string, path: string, token: string, lang: Language) =>
  `${publicUrl}${path}?${new URLSearchParams({ token, lang })}`;

interface Parts {
  to: string;
  lang: Language;
  subject: string;
  paragraphs: string[];
  action: { label: string; url: string };
  unsubscribeUrl: string;
  kind: string;
  preview: Record<string, string>;
}

/** A newsletter mail: its text and HTML say the same, and both end with the unsubscribe link. */
function compose(p: Parts): OutboxMail {
  const t = NEWSLETTER_TEXTS[p.lang];
  const text = [
    t.hello,
    '',
    ...p.paragraphs.flatMap((line) => [line, '']),
    `${p.action.label}: ${p.action.url}`,
    '',
    t.signoff,
    '',
    `${t.unsubscribe}: ${p.unsubscribeUrl}`,
    '',
  ].join('\n');
  const html = `<!doctype html><html lang="${p.lang}"><body style="font-family:sans-serif;color:#222">
<p>${escapeHtml(t.hello)}</p>
${p.paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(p.action.url)}">${escapeHtml(p.action.label)}</a></p>
<p>${escapeHtml(t.signoff)}</p>
<p style="font-size:12px;color:#666"><a href="${escapeHtml(p.unsubscribeUrl)}">${escapeHtml(t.unsubscribe)}</a></p>
</body></html>`;
  return { to: p.to, subject: p.subject, text, html, kind: p.kind, preview: p.preview };
}

export interface Subscriber {
  email: string;
  lang: Language;
  unsubscribeToken: string;
}

/** The double opt-in mail: a link with the single-use confirmation token. */
export function confirmMail(s: Subscriber, token: string, publicUrl: string) {
  const t = NEWSLETTER_TEXTS[s.lang];
  const url = link(publicUrl, NEWSLETTER_CONFIRM_PATH, token, s.lang);
  return compose({
    to: s.email,
    lang: s.lang,
    subject: t.confirm.subject,
    paragraphs: [t.confirm.body, t.confirm.ignore],
    action: { label: t.confirm.button, url },
    unsubscribeUrl: link(publicUrl, NEWSLETTER_UNSUBSCRIBE_PATH, s.unsubscribeToken, s.lang),
    kind: 'newsletter-confirm',
    preview: { link: url, lang: s.lang },
  });
}

/** The mail of a confirmed subscription, with the personal first-order code. */
export function welcomeMail(s: Subscriber, code: string, publicUrl: string) {
  const t = NEWSLETTER_TEXTS[s.lang];
  return compose({
    to: s.email,
    lang: s.lang,
    subject: t.welcome.subject,
    paragraphs: [t.welcome.body, t.welcome.code.replace('{code}', code), t.welcome.terms],
    action: { label: t.welcome.shop, url: `${publicUrl}/?lang=${s.lang}` },
    unsubscribeUrl: link(publicUrl, NEWSLETTER_UNSUBSCRIBE_PATH, s.unsubscribeToken, s.lang),
    kind: 'newsletter-welcome',
    preview: { code, lang: s.lang },
  });
}
