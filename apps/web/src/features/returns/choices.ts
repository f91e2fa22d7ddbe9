import type {
  CreateReturnRequest,
  ExchangeOption,
  Returnable,
  ReturnPhoto,
  ReturnReason,
} from '@atelier/contract';
import type { z } from 'zod';

type Line = Returnable['lines'][number];
type Option = z.infer<typeof ExchangeOption>;

/** What the shopper chose for one line of the order. */
export interface Choice {
  selected: boolean;
  qty: number;
  reason: ReturnReason | '';
  comment: string;
  want: 'refund' | 'exchange';
  sku: string;
  /** The photo uploaded for the line, if any. */
  photo: ReturnPhoto | null;
}

export const emptyChoice = (): Choice => ({
  selected: false,
  qty: 1,
  reason: '',
  comment: '',
  want: 'refund',
  sku: '',
  photo: null,
});

export type Choices = Record<number, Choice>;

/** Why the choices can't be reviewed yet: per line and field, or that nothing is chosen. */
export type ChoiceErrors = Partial<Record<`${number}.${'reason' | 'sku'}` | 'none', true>>;

/** The lines chosen, each with its order line, in the order's order. */
export const chosenLines = (returnable: Returnable, choices: Choices) =>
  returnable.lines.flatMap((line) => {
    const choice = choices[line.orderItemId];
    return choice?.selected && !line.notReturnable ? [{ line, choice }] : [];
  });

export function validate(returnable: Returnable, choices: Choices): ChoiceErrors {
  const chosen = chosenLines(returnable, choices);
  if (!chosen.length) return { none: true };
  const errors: ChoiceErrors = {};
  for (const { line, choice } of chosen) {
    if (!choice.reason) errors[`${line.orderItemId}.reason`] = true;
    if (choice.want === 'exchange' && !choice.sku) errors[`${line.orderItemId}.sku`] = true;
  }
  return errors;
}

export function requestOf(returnable: Returnable, choices: Choices): CreateReturnRequest {
  return {
    orderCode: returnable.orderCode,
    lines: chosenLines(returnable, choices).map(({ line, choice }) => ({
      orderItemId: line.orderItemId,
      qty: choice.qty,
      reason: choice.reason as ReturnReason,
      comment: choice.comment.trim(),
      ...(choice.photo ? { photo: choice.photo.id } : {}),
      ...(choice.want === 'exchange' ? { exchangeSku: choice.sku } : {}),
    })),
  };
}

/** The other sizes and colours still in stock; an exchange may ask only for those. */
export const inStock = (line: Line): Option[] => line.exchangeOptions.filter((o) => o.inStock > 0);

/** A variant as the shopper reads it: "Blue · L". */
export const variantName = (v: { color: string; size: string }) =>
  [v.color, v.size].filter(Boolean).join(' · ');
