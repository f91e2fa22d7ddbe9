import { useRef, useState, type KeyboardEvent } from 'react';
import { mediaSrcset } from '@atelier/contract/media';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Skeleton } from '@atelier/ui/skeleton';
import styles from './Gallery.module.css';

interface Props {
  images: readonly string[];
  name: string;
  /** The image to bring forward, e.g. the picked colour's; thumbnails still choose freely. */
  focus?: string;
}

/** The large image's width: the whole page, or its left 1.1 of 2.1 parts from 56rem (80rem at most). */
const MAIN_SIZES = '(min-width: 80rem) 41rem, (min-width: 56rem) 52vw, 100vw';
const THUMB_SIZES = '4.5rem';

/** An uploaded photo's widths for an img (the demo catalog's SVG drawings have one). */
const sources = (url: string, sizes: string) => {
  const srcSet = mediaSrcset(url);
  return { src: url, srcSet, sizes: srcSet && sizes };
};

/** The product's images: one large, thumbnails to choose (Tab to them, arrows to move along). */
export function Gallery({ images, name, focus }: Props) {
  const { t } = useTranslation();
  const focusIndex = focus ? images.indexOf(focus) : -1;
  const [current, setCurrent] = useState(Math.max(focusIndex, 0));
  const [shownFocus, setShownFocus] = useState(focus);
  if (focus !== shownFocus) {
    setShownFocus(focus);
    if (focusIndex >= 0) setCurrent(focusIndex);
  }
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const to = { Home: 0, End: images.length - 1 }[event.key];
    if (step === undefined && to === undefined) return;
    event.preventDefault();
    const next = to ?? (current + step! + images.length) % images.length;
    setCurrent(next);
    thumbs.current[next]?.focus();
  };

  const shown = images[current] ?? images[0];
  return (
    <div className={styles.gallery}>
      <div className={styles.mainImage}>
        {shown && (
          <img
            {...sources(shown, MAIN_SIZES)}
            alt={t('product.imageAlt', { name, index: current + 1, count: images.length })}
            width={600}
            height={600}
            fetchPriority="high"
          />
        )}
      </div>
      {images.length > 1 && (
        <div
          className={styles.thumbs}
          role="group"
          aria-label={t('product.gallery')}
          onKeyDown={onKeyDown}
        >
          {images.map((image, index) => (
            <button
              key={image}
              ref={(element) => {
                thumbs.current[index] = element;
              }}
              type="button"
              className={styles.thumb}
              aria-label={t('product.showImage', { index: index + 1, count: images.length })}
              aria-pressed={index === current}
              tabIndex={index === current ? 0 : -1}
              onClick={() => setCurrent(index)}
            >
              <img
                {...sources(image, THUMB_SIZES)}
                alt=""
                width={600}
                height={600}
                loading="lazy"
                decoding="async"
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** The gallery's place while the product loads. */
export const GallerySkeleton = () => <Skeleton className={styles.mainImage} />;
