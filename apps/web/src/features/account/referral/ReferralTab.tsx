import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import type { CreditInfo, User } from '@atelier/contract';
import { api } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/hooks.ts';
import { notify } from '../../../shared/notifications/store.ts';
import { Button, buttonClassName } from '@atelier/ui/button';
import { FacebookIcon } from '../../../shared/ui/icons.tsx';
import { formatPrice } from '../../catalog/price.ts';
import { BASE_CURRENCY } from '@atelier/contract/price-rule';
import { CopyIcon, WhatsAppIcon } from '../../../shared/ui/icons.tsx';
import { EarningsHistory } from './EarningsHistory.tsx';
import accountStyles from '../account.module.css';
import styles from './referral.module.css';

/** The sign-up link a friend follows: /login?ref=CODE opens sign-up with the code filled in. */
export const signupLink = (code: string) =>
  `${window.location.origin}/login?ref=${encodeURIComponent(code)}`;

/** The account's own code, ways to share it, and what it has earned (SPEC §2). */
export function ReferralTab({ user }: { user: User }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const credit = useQuery({
    queryKey: ['account', 'credit', user.email],
    queryFn: () => api.get<CreditInfo>(`/credit/${encodeURIComponent(user.email)}`),
  });
  const link = signupLink(user.referral);
  const message = t('referral.shareMessage', { code: user.referral, link });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(user.referral);
      notify(t('referral.copied'), 'success');
    } catch {
      notify(t('referral.copyFailed'), 'error');
    }
  };

  const stats = credit.data && [
    {
      label: t('referral.totalEarnings'),
      value: formatPrice(credit.data.totalEarnings, language, BASE_CURRENCY),
    },
    { label: t('referral.totalReferrals'), value: credit.data.totalReferrals },
    { label: t('referral.successfulReferrals'), value: credit.data.successfulReferrals },
  ];

  return (
    <section aria-labelledby="referral-title">
      <h2 id="referral-title" className={accountStyles.sectionTitle}>
        {t('labels.referral')}
      </h2>
      <p className={accountStyles.muted}>{t('referral.intro')}</p>
      <div className={styles.codeBox}>
        <div>
          <p className={styles.codeLabel}>{t('labels.referralCode')}</p>
          <p className={styles.code}>{user.referral}</p>
        </div>
        <Button onClick={() => void copy()}>
          <CopyIcon />
          {t('referral.copy')}
        </Button>
      </div>
      <div className={styles.share}>
        <a
          className={buttonClassName({ variant: 'secondary' })}
          href={`https://wa.me/?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <WhatsAppIcon />
          {t('referral.whatsapp')}
          <span className="visually-hidden"> {t('referral.newTab')}</span>
        </a>
        <a
          className={buttonClassName({ variant: 'secondary' })}
          href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <FacebookIcon size={18} />
          {t('referral.facebook')}
          <span className="visually-hidden"> {t('referral.newTab')}</span>
        </a>
      </div>
      {credit.isError && <p className={accountStyles.muted}>{t('referral.loadFailed')}</p>}
      {stats && (
        <dl className={styles.stats}>
          {stats.map(({ label, value }) => (
            <div key={label} className={styles.stat}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {credit.data && <EarningsHistory entries={credit.data.creditHistoryDto} />}
    </section>
  );
}
