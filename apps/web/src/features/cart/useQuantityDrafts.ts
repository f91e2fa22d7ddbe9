import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { CART_MAX_QTY, type CartLine } from '@atelier/contract';
import { useUpdateCart } from './api.ts';
import { shopperErrorText } from './messages.ts';

/** Typing "12" is one change sent to the server, not two. */
export const SYNC_DELAY_MS = 400;

type Pending = { timer: ReturnType<typeof setTimeout>; send: () => Promise<void> };

const without = <T>(record: Record<number, T>, id: number) => {
  const { [id]: _gone, ...rest } = record;
  return rest;
};

/**
 * SPEC §4 "Cart quantity": a change shows at once (the line's quantity and subtotal), then is sent
 * after a short pause. Below 1 is ignored; above the stock is refused with the server's wording.
 */
export function useQuantityDrafts() {
  const { t } = useTranslation();
  const update = useUpdateCart();
  const [drafts, setDrafts] = useState<Record<number, number>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const pending = useRef(new Map<number, Pending>());

  // Leaving the page sends what is still waiting rather than dropping it.
  useEffect(() => {
    const waiting = pending.current;
    return () => waiting.forEach(({ timer, send }) => (clearTimeout(timer), void send()));
  }, []);

  const send = (line: CartLine, qty: number) =>
    update
      .mutateAsync({ action: 'U', id: line.cartId, sku: line.sku, productId: line.productId, qty })
      .then(() => setDrafts((d) => (d[line.cartId] === qty ? without(d, line.cartId) : d)))
      .catch((error: unknown) => {
        setDrafts((d) => without(d, line.cartId));
        setErrors((e) => ({ ...e, [line.cartId]: shopperErrorText(t, error) }));
      });

  const cancel = (id: number) => {
    clearTimeout(pending.current.get(id)?.timer);
    pending.current.delete(id);
  };

  const change = (line: CartLine, qty: number) => {
    if (!Number.isInteger(qty) || qty < 1) return;
    const limit = Math.min(line.stock, CART_MAX_QTY);
    if (qty > limit) {
      const message =
        line.stock <= 0
          ? t('cart.soldOut')
          : line.stock < CART_MAX_QTY
            ? t('cart.onlyLeft', { count: line.stock })
            : t('cart.maxQty', { max: CART_MAX_QTY });
      setErrors((e) => ({ ...e, [line.cartId]: message }));
      return;
    }
    setErrors((e) => without(e, line.cartId));
    setDrafts((d) => ({ ...d, [line.cartId]: qty }));
    cancel(line.cartId);
    const run = () => {
      pending.current.delete(line.cartId);
      return send(line, qty);
    };
    pending.current.set(line.cartId, { timer: setTimeout(run, SYNC_DELAY_MS), send: run });
  };

  const remove = (line: CartLine) => {
    cancel(line.cartId);
    setErrors((e) => without(e, line.cartId));
    update.mutate(
      { action: 'D', id: line.cartId, sku: line.sku, productId: line.productId },
      {
        onError: (error) => setErrors((e) => ({ ...e, [line.cartId]: shopperErrorText(t, error) })),
      },
    );
  };

  /** Sends every waiting change now; resolves when the server has them (before checkout). */
  const flush = async () => {
    const waiting = [...pending.current.values()];
    waiting.forEach(({ timer }) => clearTimeout(timer));
    await Promise.all(waiting.map(({ send }) => send()));
  };

  return {
    qtyOf: (line: CartLine) => drafts[line.cartId] ?? line.qty,
    errorOf: (line: CartLine) => errors[line.cartId],
    change,
    remove,
    flush,
  };
}
