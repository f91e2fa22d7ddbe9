import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Link } from '@atelier/ui/router';
import type { z } from 'zod';
import type { Collection } from '@atelier/contract';
import { api } from '../../shared/api/client.ts';
import { useLanguage } from '../../shared/i18n/hooks.ts';
import { Skeleton } from '@atelier/ui/skeleton';
import { Section, SectionError } from './Section.tsx';
import styles from './home.module.css';

export function Collections() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, isError, refetch } = useQuery({
    queryKey: ['collections', language],
    queryFn: () => api.get<z.infer<typeof Collection>[]>(`/v1/collection/${language}`),
  });
  if (data?.length === 0) return null;
  return (
    <Section eyebrow={t('labels.thisSeason')} title={t('labels.shopCollections')}>
      {isError && !data ? (
        <SectionError onRetry={() => void refetch()} />
      ) : (
        <ul className={styles.tiles}>
          {(data ?? Array.from({ length: 3 }, () => undefined)).map((collection, index) => (
            <li key={collection?.collectionName ?? index} className={styles.tile}>
              {collection ? (
                <>
                  <img
                    src={collection.imageUrl}
                    alt=""
                    width={600}
                    height={600}
                    loading="lazy"
                    decoding="async"
                    className={styles.tileImage}
                  />
                  <div className={styles.tileText}>
                    <h3 className={styles.tileTitle}>{collection.collectionName}</h3>
                    <p>{collection.description}</p>
                    <Link to={collection.link} className={styles.tileLink}>
                      {t('labels.viewCollection')}
                      <span className="visually-hidden">: {collection.collectionName}</span>
                    </Link>
                  </div>
                </>
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
