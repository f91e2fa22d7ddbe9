import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useNavigate } from '@atelier/ui/router';
import { useDocumentTitle } from '../../shared/i18n/hooks.ts';
import { Button, ButtonLink } from '@atelier/ui/button';
import { BagIcon } from '../../shared/ui/icons.tsx';
import { Skeleton } from '@atelier/ui/skeleton';
import { useCart } from './api.ts';
import { Breadcrumb } from './Breadcrumb.tsx';
import { CartRow } from './CartRow.tsx';
import { EmptyState } from './EmptyState.tsx';
import { deliveryProgress, shippingFrom } from './delivery.ts';
import { lineTotal, useMoney } from './money.ts';
import { Totals } from './Totals.tsx';
import { totalsRows } from './totalsRows.ts';
import { useQuantityDrafts } from './useQuantityDrafts.ts';
import { stockProblem } from './stock.ts';
import { useSignedIn } from '../../shared/storage/useSignedIn.ts';
import shared from './shopping.module.css';
import styles from './cart.module.css';

const CHECKOUT_PATH = '/cart/checkout';

/** SPEC §2 "Cart": the lines, their quantities, the totals, and the way on to checkout. */
export function CartPage() {
  const { t } = useTranslation();
  const title = t('pages.cart');
  useDocumentTitle(title);
  const navigate = useNavigate();
  const cart = useCart();
  const money = useMoney(cart.data?.currency);
  const drafts = useQuantityDrafts();
  const [leaving, setLeaving] = useState(false);
  const signedIn = useSignedIn();
  const lines = cart.data?.productCart ?? [];
  const subtotal = lines.reduce(
    (sum, line) => sum + lineTotal(drafts.qtyOf(line), line.sellingPrice),
    0,
  );

  const blocked = lines.some((line) => stockProblem(t, line, drafts.qtyOf(line)));
  // The server's once it has this cart's quantities; until then (a quantity being changed) the
  // subtotal as typed, and the shipping of the quantities before.
  const current = cart.data?.totals.subtotal === subtotal;
  const delivery = cart.data?.delivery;
  const shippingValue = delivery ? shippingFrom(t, money, delivery) : undefined;
  const progress = current && delivery ? deliveryProgress(t, money, delivery) : undefined;

  // A guest too: checkout offers them to sign in (the cart merged) or to order as a guest.
  const checkout = async () => {
    setLeaving(true);
    await drafts.flush();
    navigate(CHECKOUT_PATH);
  };

  return (
    <div className={`container ${shared.page}`}>
      <Breadcrumb steps={[{ label: title }]} />
      <h1 className={shared.title}>{title}</h1>
      {cart.isPending ? (
        <div className={styles.loading} aria-busy="true" aria-label={t('a11y.loading')}>
          {[0, 1].map((i) => (
            <Skeleton key={i} height="5.5rem" width="100%" />
          ))}
        </div>
      ) : cart.isError ? (
        <div className={shared.empty} role="alert">
          <p>{t('cart.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void cart.refetch()}>
            {t('cart.retry')}
          </Button>
        </div>
      ) : lines.length === 0 ? (
        <EmptyState
          icon={<BagIcon size={32} />}
          title={t('cart.emptyTitle')}
          text={t('cart.emptyText')}
          action={t('cart.continueShopping')}
        />
      ) : (
        <>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('cart.product')}</th>
                <th scope="col">{t('cart.price')}</th>
                <th scope="col">{t('cart.size')}</th>
                <th scope="col">{t('cart.color')}</th>
                <th scope="col">{t('cart.quantity')}</th>
                <th scope="col">{t('cart.subtotal')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('cart.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <CartRow
                  key={line.cartId}
                  line={line}
                  currency={cart.data.currency}
                  qty={drafts.qtyOf(line)}
                  error={drafts.errorOf(line)}
                  onQty={(qty) => drafts.change(line, qty)}
                  onRemove={() => drafts.remove(line)}
                />
              ))}
            </tbody>
          </table>
          <div className={styles.below}>
            <ButtonLink to="/" variant="secondary">
              {t('cart.returnToShop')}
            </ButtonLink>
            <section className={`${shared.box} ${styles.totals}`} aria-labelledby="cart-total">
              <h2 id="cart-total" className={shared.boxTitle}>
                {t('cart.cartTotal')}
              </h2>
              <Totals
                rows={
                  current
                    ? totalsRows(t, money, cart.data.totals, {
                        code: cart.data.discountCode,
                        totalLabel: t('cart.total'),
                        shippingValue,
                      })
                    : [
                        { label: t('cart.subtotal'), value: money(subtotal) },
                        { label: t('cart.shipping'), value: shippingValue ?? t('cart.free') },
                        { label: t('cart.total'), value: money(subtotal), total: true },
                      ]
                }
              />
              <p className={styles.delivery} role="status">
                {progress}
              </p>
              {blocked && (
                <p id="checkout-hint" className={shared.problem}>
                  {t('cart.fixLines')}
                </p>
              )}
              <Button
                size="lg"
                onClick={() => void checkout()}
                disabled={leaving || blocked}
                aria-describedby={blocked ? 'checkout-hint' : signedIn ? undefined : 'guest-hint'}
              >
                {t('cart.checkout')}
              </Button>
              {!signedIn && (
                <p id="guest-hint" className={styles.guestHint}>
                  {t('cart.guestCheckout')}
                </p>
              )}
            </section>
          </div>
        </>
      )}
    </div>
  );
}
