import type { Totals } from '@atelier/contract';
import type { Quote, TaxLine } from '../markets/money.ts';
import { majorUnits } from '../markets/prices.ts';

/** An order's money as it records it (056_order_markets.sql), every amount in `currency`'s minor unit. */
export type OrderMoney = Pick<
  Quote,
  | 'itemsMinor'
  | 'memberMinor'
  | 'discountMinor'
  | 'shippingMinor'
  | 'taxMinor'
  | 'taxIncluded'
  | 'creditMinor'
  | 'totalMinor'
> & { currency: string; taxLines: TaxLine[] };

/** The totals on the wire, line by line, in the currency's major unit (¥ whole, € in cents). */
export function totalsOut(m: OrderMoney): Totals {
  const major = (minor: number) => majorUnits(minor, m.currency);
  return {
    subtotal: major(m.itemsMinor),
    member: major(m.memberMinor),
    discount: major(m.discountMinor),
    shipping: major(m.shippingMinor),
    tax: major(m.taxMinor),
    taxIncluded: m.taxIncluded,
    taxLines: m.taxLines.map((l) => ({
      rate: l.rate,
      net: major(l.netMinor),
      tax: major(l.taxMinor),
    })),
    credit: major(m.creditMinor),
    total: major(m.totalMinor),
  };
}
