import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Link } from '@atelier/ui/router';
import type { z } from 'zod';
import type { Banner } from '@atelier/contract';
import { api } from '../../shared/api/client.ts';
import { useLanguage } from '../../shared/i18n/hooks.ts';
import { Skeleton } from '@atelier/ui/skeleton';
import { useReducedMotion } from './useReducedMotion.ts';
import styles from './BannerCarousel.module.css';

/** SPEC §2/§9: a slide every 3 s, each move taking 1 s. */
export const AUTOPLAY_MS = 3000;

/**
 * The listing's banners: plays once through and stops on the last slide (no looping), pauses
 * while hovered or focused or when the shopper pauses it, and never moves for reduced motion.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: banners } = useQuery({
    queryKey: ['banners', language],
    queryFn: () => api.get<z.infer<typeof Banner>[]>('/banners', { lang: language }),
  });
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = banners?.length ?? 0;
  const playing = !stopped && !reducedMotion && index < count - 1;

  useEffect(() => {
    if (!playing || hovered || focused) return;
    const timer = setTimeout(() => setIndex((current) => current + 1), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [playing, hovered, focused, index]);

  if (!banners) return <Skeleton className={styles.carousel} />;
  if (count === 0) return null;
  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('listing.carousel')}
      aria-label={t('listing.banners')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div
        className={styles.track}
        style={{ transform: `translateX(${-100 * index}%)` }}
        aria-live={playing && !hovered && !focused ? 'off' : 'polite'}
      >
        {banners.map((banner, i) => (
          <div
            key={banner.imageUrl}
            className={styles.slide}
            role="group"
            aria-roledescription={t('listing.slide')}
            aria-label={t('listing.slideOf', { index: i + 1, count })}
            aria-hidden={i !== index}
            inert={i !== index}
          >
            <Link to={banner.link} className={styles.link}>
              <img
                src={banner.imageUrl}
                alt=""
                width={1200}
                height={480}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding="async"
                className={styles.image}
              />
              <span className={styles.title}>{banner.title}</span>
            </Link>
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        {index < count - 1 && !reducedMotion && (
          <button
            type="button"
            className={styles.pause}
            onClick={() => setStopped((value) => !value)}
          >
            {stopped ? t('listing.play') : t('listing.pause')}
          </button>
        )}
        <div className={styles.dots}>
          {banners.map((banner, i) => (
            <button
              key={banner.imageUrl}
              type="button"
              className={styles.dot}
              aria-label={t('listing.showSlide', { index: i + 1, title: banner.title })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
