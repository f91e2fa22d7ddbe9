import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import type { Plan } from '@atelier/contract';
import { useLanguage } from '../../../shared/i18n/hooks.ts';
import { formatPrice } from '../../catalog/price.ts';
import { BusyButton } from '../../auth/index.ts';
import styles from './subscription.module.css';

// SPEC §9: Silver grey, Gold yellow, Diamond teal; Diamond is the recommended one.
const ACCENTS: Record<string, string | undefined> = {
  Silver: styles.silver,
  Gold: styles.gold,
  Diamond: styles.diamond,
};
const RECOMMENDED = 'Diamond';

export function PlanCard(props: {
  plan: Plan;
  current: boolean;
  pending: boolean;
  disabled: boolean;
  onSubscribe: () => void;
}) {
  const { plan } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const features = plan.description.split('\n').filter((line) => line.trim());

  return (
    <li
      className={[styles.card, ACCENTS[plan.name], props.current && styles.current]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={titleId}
    >
      {plan.name === RECOMMENDED && (
        <span className={styles.badge}>{t('subscription.recommended')}</span>
      )}
      <h3 id={titleId} className={styles.name}>
        {plan.name}
      </h3>
      <p className={styles.price}>
        {plan.price > 0 ? (
          <>
            {formatPrice(plan.price, language, plan.currency)}
            <span className={styles.period}>{t('subscription.perMonth')}</span>
          </>
        ) : (
          t('subscription.free')
        )}
      </p>
      <ul className={styles.features}>
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <BusyButton
        className={styles.choose}
        variant={props.current ? 'secondary' : 'primary'}
        pending={props.pending}
        disabled={props.current || props.disabled}
        onClick={props.onSubscribe}
      >
        {props.current ? t('subscription.current') : t('subscription.subscribe')}
      </BusyButton>
    </li>
  );
}
