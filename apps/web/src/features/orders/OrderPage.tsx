import { useParams, useNavigate } from '@atelier/ui/router';
import { Spinner } from '@atelier/ui/spinner';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useDocumentTitle } from '../../shared/i18n/hooks.ts';
import { ApiError } from '../../shared/api/client.ts';
import { useAccountUser } from '../account/useAccountUser.ts';
import { useOrder } from './api.ts';
import { OrderDetail } from './OrderDetail.tsx';
import styles from './orders.module.css';

/**
 * /orders/{code}: the page every order mail links to (the contract's orderPagePath). Signed out,
 * the shopper signs in and comes back here; another account's order reads as not found.
 */
export function OrderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const code = useParams().code ?? '';
  const user = useAccountUser();
  const order = useOrder(user.data ? code : null);
  useDocumentTitle(t('orders.orderTitle', { code }));
  const back = () => void navigate('/profile');
  if (order.data) {
    return (
      <div className="container">
        <OrderDetail order={order.data} onBack={back} />
      </div>
    );
  }
  if (order.error) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <div className="container">
        <p className={`${styles.status} ${styles.failed}`} role="alert">
          {missing ? t('orders.notFound', { code }) : t('orders.failed')}
        </p>
      </div>
    );
  }
  return (
    <div className={`container ${styles.status}`}>
      <Spinner label={t('orders.loading')} />
    </div>
  );
}
