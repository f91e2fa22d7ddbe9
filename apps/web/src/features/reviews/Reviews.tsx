import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import type { Review } from '@atelier/contract';
import { mediaSrcset } from '@atelier/contract/media';
import { api } from '../../shared/api/client.ts';
import { useLanguage } from '../../shared/i18n/hooks.ts';
import { BCP47 } from '@atelier/ui/languages';
import { Skeleton } from '@atelier/ui/skeleton';
import { Rating } from '../catalog/cards.ts';
import { useShop } from '../../shared/shop.ts';
import styles from './reviews.module.css';

// Below the product's first screen, and the only part of the page that needs zod and
// react-hook-form: its code loads after the page shows.
const ReviewForm = lazy(async () => ({ default: (await import('./ReviewForm.tsx')).ReviewForm }));

/**
 * The product's reviews, those in the page's language first, each newest first, and the form to
 * add one. A review in another language says which.
 */
export function Reviews({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const shopName = useShop()?.name ?? '';
  const { data: reviews, isError } = useQuery({
    queryKey: ['reviews', productId, language],
    queryFn: () => api.get<Review[]>(`/v1/products/review/${productId}`, { lang: language }),
  });
  // The day in UTC: the server draws the product page and the browser takes it over, and both
  // must write the same date wherever the shopper is.
  const date = new Intl.DateTimeFormat(BCP47[language], { dateStyle: 'medium', timeZone: 'UTC' });

  return (
    <section className={styles.reviews} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.title}>
        {t('reviews.title')}
      </h2>
      {isError ? (
        <p className={styles.muted}>{t('reviews.loadError')}</p>
      ) : !reviews ? (
        <Skeleton width="100%" height="8rem" />
      ) : reviews.length === 0 ? (
        <p className={styles.muted}>{t('reviews.none')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('reviews.title')}>
          {reviews.map((review) => (
            <li key={review.id} className={styles.review}>
              <div className={styles.reviewHead}>
                <p className={styles.author}>{review.name}</p>
                <time dateTime={review.createdAt} className={styles.muted}>
                  {date.format(new Date(review.createdAt))}
                </time>
              </div>
              <Rating rating={review.rating} />
              {/* Its own language's tag, so it is read aloud and broken into lines as written. */}
              <p className={styles.comment} lang={BCP47[review.lang]}>
                {review.comment}
              </p>
              {review.lang !== language && (
                <p className={styles.writtenIn}>{t(`reviews.writtenIn.${review.lang}`)}</p>
              )}
              {review.reply && (
                <div className={styles.reply}>
                  <p className={styles.author}>{t('reviews.replyFrom', { shop: shopName })}</p>
                  <p className={styles.comment}>{review.reply.text}</p>
                </div>
              )}
              {review.image_url && (
                <img
                  src={review.image_url}
                  srcSet={mediaSrcset(review.image_url)}
                  sizes="160px"
                  alt={t('reviews.imageAlt', { name: review.name })}
                  width={160}
                  height={160}
                  loading="lazy"
                  decoding="async"
                  className={styles.photo}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <Suspense>
        <ReviewForm productId={productId} />
      </Suspense>
    </section>
  );
}
