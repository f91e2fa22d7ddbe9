import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { useNavigate } from '@atelier/ui/router';
import type { Plan, User } from '@atelier/contract';
import { api } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/hooks.ts';
import { useMarketCode } from '../../../shared/market/market.ts';
import { notify } from '../../../shared/notifications/store.ts';
import { Skeleton } from '@atelier/ui/skeleton';
import { errorText } from '../../auth/index.ts';
import { rememberUser } from '../useAccountUser.ts';
import { PlanCard } from './PlanCard.tsx';
import { PlanStatus } from './PlanStatus.tsx';
import { subscribeToPlan } from './subscribeToPlan.ts';
import accountStyles from '../account.module.css';
import styles from './subscription.module.css';

/** 'Choose Your Subscription Plan': the server's plans; the account's own is the Current Plan. */
export function SubscriptionTab({ user }: { user: User }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Priced in the page's market; checkout charges the default address's market where it has one.
  const market = useMarketCode();
  const plans = useQuery({
    queryKey: ['plans', language, market],
    queryFn: () => api.get<Plan[]>('/subscriptions/plan', { lang: language, market }),
  });
  const subscribe = useMutation({
    mutationFn: (plan: Plan) => subscribeToPlan(plan, language, market),
    onSuccess: (result) => {
      if ('payOrder' in result) {
        navigate(`/cart/checkout/payment?order=${encodeURIComponent(result.payOrder)}`);
        return;
      }
      rememberUser(queryClient, result.saved);
      notify(t('subscription.subscribed', { plan: result.saved.subscriptionType }), 'success');
    },
    onError: (error) => notify(errorText(t, error, t('subscription.failed')), 'error'),
  });

  return (
    <section aria-labelledby="plans-title">
      <h2 id="plans-title" className={accountStyles.sectionTitle}>
        {t('subscription.title')}
      </h2>
      <PlanStatus />
      {plans.isPending ? (
        <Skeleton width="100%" height="20rem" />
      ) : plans.isError ? (
        <p className={accountStyles.muted}>{t('subscription.loadFailed')}</p>
      ) : (
        <ul className={styles.plans}>
          {plans.data.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              current={plan.name === user.subscriptionType}
              pending={subscribe.isPending && subscribe.variables.id === plan.id}
              disabled={subscribe.isPending}
              onSubscribe={() => subscribe.mutate(plan)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
