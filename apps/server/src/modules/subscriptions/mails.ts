import type { Language } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { enqueueShopMail } from '../settings/mail-layout.ts';
import { escapeHtml } from '../seo/product-head.ts';
import { fill, LOCALES, money } from '../orders/mails/render.ts';
import type { SubscriptionRow } from './billing.ts';
import { PLAN_TEXTS } from './texts.ts';

/** What happened to a plan: renewed (next renewal on `date`), failed (plan ends on `date`)... */
export type PlanEvent =
  | { kind: 'renewed'; date: Date }
  | { kind: 'failed'; date: Date }
  | { kind: 'cancelled'; date: Date }
  | { kind: 'discontinued'; date: Date }
  | { kind: 'ended'; date: Date; why: 'cancelled' | 'unpaid' };

/** A plan's day as its mail says it: in the shop's time zone. */
const day = (date: Date, lang: Language, timeZone: string) =>
  new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone }).format(date);

/** The account's subscription tab, where the plan is cancelled, kept or bought again. */
export const planPageUrl = (publicUrl: string, lang: Language) =>
  `${publicUrl}/profile?tab=subscription&lang=${lang}`;

/**
 * The plan's mail of `event`, in the language the plan was bought in and the shop's layout, through
 * the outbox in the caller's transaction: it exists exactly when the change it tells of commits.
 */
export async function enqueuePlanMail(
  q: Queryable,
  s: SubscriptionRow,
  event: PlanEvent,
  publicUrl: string,
) {
  const lang = s.lang;
  const t = PLAN_TEXTS[lang];
  await enqueueShopMail(q, publicUrl, (shop) => {
    const values = {
      name: s.username,
      plan: s.plan,
      amount: money(s.priceCents, lang, s.currency),
      date: day(event.date, lang, shop.timeZone),
    };
    const text = t[event.kind];
    const paragraphs = text.body.map((line) => fill(line, values));
    if (event.kind === 'ended') {
      paragraphs.push(event.why === 'cancelled' ? t.endedCancelled : t.endedUnpaid);
    }
    const greet = fill(t.hello, values);
    const link = { label: t.manage, url: planPageUrl(publicUrl, lang) };
    const body = [greet, '', ...paragraphs.flatMap((p) => [p, '']), `${link.label}: ${link.url}`];
    const html = `<p>${escapeHtml(greet)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`;
    return {
      to: s.email,
      lang,
      subject: fill(text.subject, values),
      text: body.join('\n'),
      html,
      kind: `plan-${event.kind}`,
      preview: { plan: s.plan, date: event.date.toISOString(), lang },
    };
  });
}
