import type { Language } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { enqueueMail } from '../../platform/outbox.ts';
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

const day = (date: Date, lang: Language) =>
  new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** The account's subscription tab, where the plan is cancelled, kept or bought again. */
export const planPageUrl = (publicUrl: string, lang: Language) =>
  `${publicUrl}/profile?tab=subscription&lang=${lang}`;

/**
 * The plan's mail of `event`, in the language the plan was bought in, through the outbox in the
 * caller's transaction: it exists exactly when the change it tells of commits.
 */
export async function enqueuePlanMail(
  q: Queryable,
  s: SubscriptionRow,
  event: PlanEvent,
  publicUrl: string,
) {
  const lang = s.lang;
  const t = PLAN_TEXTS[lang];
  const values = {
    name: s.username,
    plan: s.plan,
    amount: money(s.priceCents, lang),
    date: day(event.date, lang),
  };
  const text = t[event.kind];
  const paragraphs = text.body.map((line) => fill(line, values));
  if (event.kind === 'ended') {
    paragraphs.push(event.why === 'cancelled' ? t.endedCancelled : t.endedUnpaid);
  }
  const greet = fill(t.hello, values);
  const link = { label: t.manage, url: planPageUrl(publicUrl, lang) };
  const body = [greet, '', ...paragraphs.flatMap((p) => [p, '']), `${link.label}: ${link.url}`];
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif;color:#222">
<p>${escapeHtml(greet)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>
<p>${escapeHtml(t.signoff)}</p>
</body></html>`;
  await enqueueMail(q, {
    to: s.email,
    subject: fill(text.subject, values),
    text: [...body, '', t.signoff, ''].join('\n'),
    html,
    kind: `plan-${event.kind}`,
    preview: { plan: s.plan, date: event.date.toISOString(), lang },
  });
}
