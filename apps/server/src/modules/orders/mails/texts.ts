import type { Language } from '@atelier/contract';
import { en } from './texts/en.ts';
import { es } from './texts/es.ts';
import { cn } from './texts/cn.ts';
import { jp } from './texts/jp.ts';
import { tw } from './texts/tw.ts';
import { fr } from './texts/fr.ts';

/** The words of the order mails; `{x}` is filled in by render.ts (`{shop}`: the shop's name). */
export interface OrderMailTexts {
  hello: string;
  view: string;
  /** Before the link to the invoice (paid) and to a refund's credit note. */
  invoice: string;
  creditNote: string;
  items: string;
  subtotal: string;
  member: string;
  discount: string;
  shipping: string;
  tax: string;
  /** The tax inside prices that include it (VAT, consumption tax), shown but not added. */
  taxIncluded: string;
  credit: string;
  total: string;
  /** `{code}` and `{date}`: when the order was placed, in the shop's time zone. */
  placedOn: string;
  placed: { subject: string; body: string; cash: string };
  paid: { subject: string; body: string };
  /** `body` names the carrier; `bodyOther`, for a carrier the shop does not know, names none. */
  shipped: { subject: string; body: string; bodyOther: string; partial: string; track: string };
  delivered: { subject: string; body: string };
  cancelled: { subject: string; body: string; refund: string };
  /** An order changed before it ships: its new `{total}`, and the difference given back or due. */
  changed: { subject: string; body: string; refund: string; due: string };
  balancePaid: { subject: string; body: string };
  refunded: { subject: string; body: string; credit: string };
  staff: {
    subject: string;
    body: string;
    /** `{count}` units, by the language's plural rule (Intl.PluralRules): `other` when alone. */
    units: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
    cash: string;
    card: string;
    open: string;
  };
}

export const ORDER_MAIL_TEXTS: Record<Language, OrderMailTexts> = { en, es, cn, jp, tw, fr };
