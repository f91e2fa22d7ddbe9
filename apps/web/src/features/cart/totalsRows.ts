import type { Totals } from '@atelier/contract';
import type { TFunction } from '../../shared/i18n/i18n.ts';
import type { TotalsRow } from './Totals.tsx';

/**
 * An order's (or a cart's) money line by line as the server computed it (Totals): the subtotal,
 * then each line that takes something off or adds to it when it does, shipping, and the total.
 * The same rows in cart, checkout, payment and order pages.
 */
export function totalsRows(
  t: TFunction,
  money: (amount: number) => string,
  totals: Totals,
  options: { code?: string | null; totalLabel: string; shipping?: boolean },
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
      : [{ label: t('checkout.shipping'), value: t('checkout.free') }]),
    // Tax only where one applies (TAX_RATE > 0).
    ...(totals.tax > 0 ? [{ label: t('checkout.tax'), value: money(totals.tax) }] : []),
    ...(totals.credit > 0 ? [{ label: t('promo.credit'), value: off(totals.credit) }] : []),
    { label: options.totalLabel, value: money(totals.total), total: true },
  ];
}
