import { useQuery } from '@tanstack/react-query';
import { ScreenLoading } from '../../app/ScreenStates.tsx';
import { ErrorNotice } from '../../shared/feedback/ErrorNotice.tsx';
import { useTranslation } from '../../shared/i18n.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { loadSettings, SETTINGS_KEY } from './api.ts';
import { PagesEditor } from './PagesEditor.tsx';
import { ReferralForm } from './ReferralForm.tsx';
import { ShopForm } from './ShopForm.tsx';
import styles from './settings.module.css';

/** The shop's settings, for owners: its identity and contact, the referral reward, its pages. */
export default function ShopSettingsScreen() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: SETTINGS_KEY, queryFn: loadSettings });
  return (
    <div className="stack">
      <PageHeader title={t('nav.settings')} description={t('settings.text')} />
      {query.isPending ? (
        <ScreenLoading />
      ) : query.isError ? (
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <ShopForm loaded={query.data} />
          <section className={styles.section} aria-labelledby="referral-heading">
            <h2 id="referral-heading" className={styles.legend}>
              {t('shopSettings.referral')}
            </h2>
            <ReferralForm loaded={query.data} />
          </section>
          <PagesEditor />
        </>
      )}
    </div>
  );
}
