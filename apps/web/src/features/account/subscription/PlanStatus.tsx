import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentPlan } from '@atelier/contract';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { useLanguage } from '../../../shared/i18n/hooks.ts';
import { api } from '../../../shared/api/client.ts';
import { notify } from '../../../shared/notifications/store.ts';
import { BusyButton, errorText, USER_QUERY_KEY } from '../../auth/index.ts';
import { orderDate } from '../../orders/OrderDetail.tsx';
import styles from './subscription.module.css';

export const CURRENT_PLAN_KEY = ['plan', 'current'] as const;

/**
 * The account's paid plan: when it renews, or the day it ends once cancelled (with its undo), or
 * its grace after a failed renewal. The server renews what is due before answering.
 */
export function PlanStatus() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: CURRENT_PLAN_KEY,
    queryFn: () => api.get<CurrentPlan>('/subscriptions/current'),
    // A payment, or the calendar, changes it elsewhere: read it each time the tab opens.
    refetchOnMount: 'always',
  });
  const change = useMutation({
    mutationFn: (cancel: boolean) =>
      api.post<CurrentPlan>(cancel ? '/subscriptions/cancel' : '/subscriptions/resume', {}),
    onSuccess: (result) => {
      queryClient.setQueryData(CURRENT_PLAN_KEY, result);
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      const s = result.subscription;
      if (!s) return;
      notify(
        s.cancelAtPeriodEnd
          ? t('subscription.cancelledOn', { date: orderDate(s.currentPeriodEnd, lang) })
          : t('subscription.kept'),
        'success',
      );
    },
    onError: (error) => notify(errorText(t, error, t('subscription.changeFailed')), 'error'),
  });
  const s = current.data?.subscription;
  if (!s) return null;
  const values = { plan: s.plan, date: orderDate(s.currentPeriodEnd, lang) };
  const text =
    s.status === 'past_due'
      ? t('subscription.pastDue', { plan: s.plan, date: orderDate(s.graceUntil ?? '', lang) })
      : s.cancelAtPeriodEnd
        ? t('subscription.endsOn', values)
        : t('subscription.renewsOn', values);
  return (
    <section className={styles.status} aria-labelledby="plan-status">
      <h3 id="plan-status">{t('subscription.yourPlan')}</h3>
      <p role="status">{text}</p>
      <BusyButton
        variant={s.cancelAtPeriodEnd ? 'primary' : 'secondary'}
        pending={change.isPending}
        disabled={change.isPending}
        onClick={() => change.mutate(!s.cancelAtPeriodEnd)}
      >
        {s.cancelAtPeriodEnd ? t('subscription.keepPlan') : t('subscription.cancelPlan')}
      </BusyButton>
    </section>
  );
}
