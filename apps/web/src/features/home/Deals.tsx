import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Link } from '@atelier/ui/router';
import type { z } from 'zod';
import type { Deal } from '@atelier/contract';
import { api } from '../../shared/api/client.ts';
import { useLanguage } from '../../shared/i18n/hooks.ts';
import { Skeleton } from '@atelier/ui/skeleton';
import { Section, SectionError } from './Section.tsx';
import styles from './home.module.css';

export function Deals() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, isError, refetch } = useQuery({
    queryKey: ['deals', language],
    queryFn: () => api.get<z.infer<typeof Deal>[]>('/v1/deals', { lang: language }),
  });
  if (data?.length === 0) return null;
  return (
    <Section
      eyebrow={t('deals.seasonLabel')}
      title={t('deals.title')}
      moreTo="/product?section=flash-sales"
      moreLabel={t('deals.viewDeals')}
    >
      {isError && !data ? (
        <SectionError onRetry={() => void refetch()} />
      ) : (
        <ul className={styles.deals}>
          {(data ?? Array.from({ length: 4 }, () => undefined)).map((deal, index) => (
            <li key={deal?.dealUrl ?? index}>
              {deal ? (
                <Link to={deal.link} className={styles.deal}>
                  <img
                    src={deal.dealUrl}
                    alt=""
                    width={600}
                    height={600}
                    loading="lazy"
                    decoding="async"
                    className={styles.tileImage}
                  />
                  <span className={styles.dealText}>
                    <span className={styles.offer}>
                      {t('home.offer', { value: deal.offerValue })}
                    </span>
                    <span className={styles.dealTitle}>{deal.title}</span>
                  </span>
                </Link>
              ) : (
                <Skeleton className={styles.tileImage} />
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
