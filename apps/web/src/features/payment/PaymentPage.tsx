import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Navigate, useNavigate, useSearchParams } from '@atelier/ui/router';
import { ORDER_KEY_PARAM, type Order } from '@atelier/contract';
import { useDocumentTitle } from '../../shared/i18n/hooks.ts';
import { useSignedIn } from '../../shared/storage/useSignedIn.ts';
import { Skeleton } from '@atelier/ui/skeleton';
import { Spinner } from '@atelier/ui/spinner';
import { USER_QUERY_KEY } from '../auth/index.ts';
import { loginPath } from '../auth/session.ts';
import { Breadcrumb, shoppingStyles as shared } from '../cart/frame.ts';
import { ORDERS_KEY, useOrder, useOrderKey } from '../orders/index.ts';
import { resultPath } from './paths.ts';
import { usePaymentIntent } from './api.ts';
import { OrderBrief } from './OrderBrief.tsx';
import { StripeForm } from './StripeForm.tsx';
import { TestCardForm } from './TestCardForm.tsx';
import styles from './payment.module.css';

export interface PaymentOutcome {
  succeeded: boolean;
  /** The provider's reason for a decline, shown on /failure. */
  reason?: string;
}

/** SPEC §2 "Payment": the order to pay (?order=CODE), its delivery address and the card form. */
export function PaymentPage() {
  const { t } = useTranslation();
  const title = t('pages.payment');
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const code = params.get('order');
  const signedIn = useSignedIn();
  // A guest's order opens by its link's key; without one, the order is an account's.
  if (!signedIn && !params.get(ORDER_KEY_PARAM)) {
    return <Navigate to={loginPath()} replace />;
  }
  if (!code) return <Navigate to="/cart/checkout" replace />;
  return (
    <div className={`container ${shared.page}`}>
      <Breadcrumb
        steps={[
          { label: t('pages.cart'), to: '/cart' },
          { label: t('pages.checkout'), to: '/cart/checkout' },
          { label: title },
        ]}
      />
      <h1 className={shared.title}>{title}</h1>
      <Payment code={code} />
    </div>
  );
}

function Payment({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const order = useOrder(code);
  const key = useOrderKey();
  const payable = order.data?.status === 'PENDING_PAYMENT';
  const intent = usePaymentIntent(order.data, payable);

  // Set once the payment is answered: the order changing under the form must not redirect again.
  const [finished, setFinished] = useState(false);

  const finish = ({ succeeded, reason }: PaymentOutcome) => {
    setFinished(true);
    // A paid order changes the order list, and its lines leave the cart.
    void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    void queryClient.invalidateQueries({ queryKey: ['cart'] });
    // A paid plan changes the account's subscription.
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    navigate(resultPath(succeeded ? 'success' : 'failure', code, key), { state: { reason } });
  };

  if (order.isError) {
    return (
      <p className={shared.empty} role="alert">
        {t('payment.orderFailed')}
      </p>
    );
  }
  if (order.data && !payable && !finished) {
    return <Navigate to={settledPath(order.data, key)} replace />;
  }
  return (
    <div className={styles.layout}>
      <section className={styles.billing} aria-labelledby="billing-details">
        <h2 id="billing-details" className={styles.sectionTitle}>
          {t('payment.billingDetails')}
        </h2>
        {order.data ? <OrderBrief order={order.data} /> : <Skeleton width="100%" height="16rem" />}
      </section>
      <section className={`${shared.box} ${styles.pane}`} aria-labelledby="complete-payment">
        <h2 id="complete-payment" className={styles.sectionTitle}>
          {t('payment.completeTitle')}
        </h2>
        <p className={styles.secure}>
          <svg
            width="16"
            height="16"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <rect x="5" y="11" width="14" height="10" rx="2" />
            <path d="M8 11V7a4 4 0 0 1 8 0v4" />
          </svg>
          {t('payment.secure')}
        </p>
        {intent.isError ? (
          <p className={shared.problem} role="alert">
            {t('payment.loadFailed')}
          </p>
        ) : !intent.data ? (
          <Spinner label={t('a11y.loading')} className={styles.spinner} />
        ) : intent.data.provider === 'stripe' ? (
          <StripeForm intent={intent.data} orderCode={code} orderKey={key} onDone={finish} />
        ) : (
          <TestCardForm intent={intent.data} orderKey={key} onDone={finish} />
        )}
      </section>
    </div>
  );
}

/** An order no longer awaiting payment: paid or placed ones have succeeded, the rest have not. */
function settledPath(order: Order, key: string | null) {
  const failed = order.status === 'PAYMENT_FAILED' || order.status === 'CANCELLED';
  return resultPath(failed ? 'failure' : 'success', order.orderCode, key);
}
