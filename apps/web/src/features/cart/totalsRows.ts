import type { Totals } from '@atelier/contract';
import type { TFunction } from '../../shared/i18n/i18n.ts';
import type { TotalsRow } from './Totals.tsx';

/**
 * An order's (or a cart's) money line by line as the server computed it (Totals): the subtotal,
 * then each line that takes something off or adds to it when it does, shipping, tax when added,
 * the total, and the tax it includes as a note.
 * The same rows in cart, checkout, payment and order pages.
 */
export function totalsRows(
  t: TFunction,
  money: (amount: number) => string,
  totals: Totals,
  options: {
    code?: string | null;
    totalLabel: string;
    shipping?: boolean;
    /** What the shipping line says instead of the totals' (the cart's, before an address is known). */
    shippingValue?: string;
  },
): TotalsRow[] {
  const off = (amount: number) => `−${money(amount)}`;
  return [
    { label: t('checkout.subtotal'), value: money(totals.subtotal) },
    ...(totals.member > 0 ? [{ label: t('promo.member'), value: off(totals.member) }] : []),
    ...(totals.discount > 0
      ? [
          {
            label: options.code
              ? t('promo.discountCode', { code: options.code })
              : t('promo.discount'),
            value: off(totals.discount),
          },
        ]
      : []),
    ...(options.shipping === false
      ? []
      : [
          {
            label: t('checkout.shipping'),
            value:
              options.shippingValue ??
              (totals.shipping > 0 ? money(totals.shipping) : t('checkout.free')),
          },
        ]),
    // Tax added at checkout (a US state's) is a line of its own; tax the prices include (VAT,
    // consumption tax) is not added again: a note under the total says how much of it is tax.
    ...(totals.tax > 0 && !totals.taxIncluded
      ? [{ label: t('checkout.tax'), value: money(totals.tax) }]
      : []),
    ...(totals.credit > 0 ? [{ label: t('promo.credit'), value: off(totals.credit) }] : []),
    { label: options.totalLabel, value: money(totals.total), total: true },
    ...(totals.tax > 0 && totals.taxIncluded
      ? [{ label: t('checkout.includedTax', { amount: money(totals.tax) }), value: '', note: true }]
      : []),
  ];
}
