import type { ProductSection } from '@atelier/contract';
import { useTranslation, type TranslationKey } from '../../shared/i18n/i18n.ts';

/** Each home section's title, which heads its full listing too. */
const SECTION_TITLES: Record<ProductSection, TranslationKey> = {
  'flash-sales': 'labels.flashSales',
  'best-selling': 'labels.bestSelling',
  explore: 'labels.exploreProducts',
  'new-arrivals': 'labels.newArrivals',
};

export function useSectionTitle(section: ProductSection | undefined): string | undefined {
  const { t } = useTranslation();
  return section && t(SECTION_TITLES[section]);
}
