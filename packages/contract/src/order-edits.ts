import { z } from 'zod';
import { AddressFields } from './addresses.ts';
import { Money, str } from './common.ts';
import { OrderCode } from './orders.ts';

// Changing an order before it ships (API.md and ADMIN-API.md, "Returns"): the shopper swaps a
// line's size or colour, staff swap, add or remove lines and change the address. The order is
// re-priced in its own market and the difference refunded, or asked for before it ships.

const Sku = str().trim().min(1).max(64);
const LineId = z.coerce.number().int().positive();

export const SwapLineParams = z.object({ orderCode: OrderCode, orderItemId: LineId });
export const SwapLineRequest = z.object({ sku: Sku }).meta({ id: 'SwapLineRequest' });

/** Another size or colour of a line's product, in stock, at the order's market's price. */
export const SwapOption = z
  .object({
    sku: str(),
    color: str(),
    size: str(),
    inStock: z.number().int(),
    /** The unit's price in the order's currency. */
    price: Money,
  })
  .meta({ id: 'SwapOption' });
export const SwapOptions = z
  .object({ currency: str(), options: z.array(SwapOption) })
  .meta({ id: 'SwapOptions' });
export type SwapOptions = z.infer<typeof SwapOptions>;

export const OrderEditRequest = z
  .object({
    lines: z
      .array(
        z.object({
          id: LineId,
          sku: Sku.optional().meta({ description: 'Another variant for the line' }),
          qty: z.number().int().min(0).max(99).optional().meta({ description: '0 removes it' }),
        }),
      )
      .max(50)
      .optional(),
    add: z
      .array(z.object({ sku: Sku, qty: z.number().int().min(1).max(99) }))
      .max(50)
      .optional(),
    address: AddressFields.optional(),
  })
  .refine((e) => e.lines?.length || e.add?.length || e.address, {
    message: 'Nothing to change',
    path: ['lines'],
  })
  .meta({ id: 'OrderEditRequest' });
export type OrderEditRequest = z.input<typeof OrderEditRequest>;

const Cents = z.number().int();
/** An order's money as the back office shows it, each amount in its currency's minor unit. */
const EditTotals = z.object({
  subtotalCents: Cents,
  memberCents: Cents,
  discountCents: Cents,
  shippingCents: Cents,
  taxCents: Cents,
  taxIncluded: z.boolean(),
  taxLines: z.array(z.object({ rate: z.number(), netCents: Cents, taxCents: Cents })),
  creditCents: Cents,
  totalCents: Cents,
});

/** What an edit would do, computed as saving it would and then not saved. */
export const OrderEditPreview = z
  .object({
    currency: str(),
    before: EditTotals,
    after: EditTotals,
    /** After − what was paid (before, when nothing was): a paid order's negative one is refunded. */
    differenceCents: Cents,
    settles: z.enum(['none', 'refund', 'charge', 'replace']).meta({
      description:
        "'replace': not paid yet (cash on delivery), the new total replaces the old; 'refund' and 'charge': what a paid order's difference does",
    }),
  })
  .meta({ id: 'OrderEditPreview' });
export type OrderEditPreview = z.infer<typeof OrderEditPreview>;

/** The difference a dearer edit asks of a paid order: paid by card before it ships. */
export const BalanceIntent = z
  .object({
    clientSecret: str(),
    amount: Money,
    currency: str(),
    provider: z.enum(['stripe', 'test']),
    publishableKey: str().optional(),
  })
  .meta({ id: 'BalanceIntent' });
export type BalanceIntent = z.infer<typeof BalanceIntent>;
