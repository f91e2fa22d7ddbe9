import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useDocumentTitle } from '../../shared/i18n/hooks.ts';
import { Collections } from './Collections.tsx';
import { Deals } from './Deals.tsx';
import { FlashSaleCountdown } from './FlashSaleCountdown.tsx';
import { ProductSection } from './ProductSection.tsx';
import { SubcategoryStrip } from './SubcategoryStrip.tsx';
import styles from './home.module.css';

/** SPEC §2: the subcategory strip, then the sections in the spec's order. */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle();
  return (
    <>
      <h1 className="visually-hidden">{t('pages.home')}</h1>
      <SubcategoryStrip />
      <div className={`container ${styles.sections}`}>
        <ProductSection
          section="flash-sales"
          eyebrow={t('labels.today')}
          title={t('labels.flashSales')}
          aside={<FlashSaleCountdown />}
          moreTo="/product?section=flash-sales"
          eager
        />
        <Collections />
        <ProductSection
          section="best-selling"
          eyebrow={t('labels.thisMonth')}
          title={t('labels.bestSelling')}
          moreTo="/product?section=best-selling"
        />
        <Deals />
        <ProductSection
          section="explore"
          eyebrow={t('labels.ourProducts')}
          title={t('labels.exploreProducts')}
          moreTo="/product?section=explore"
        />
        <ProductSection
          section="new-arrivals"
          eyebrow={t('labels.featured')}
          title={t('labels.newArrivals')}
          moreTo="/product?section=new-arrivals"
        />
      </div>
    </>
  );
}
