import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import type { ProductCard } from '@atelier/contract';
import { api } from '../../shared/api/client.ts';
import { useLanguage } from '../../shared/i18n/hooks.ts';
import { useMarketCode } from '../../shared/market/market.ts';
import { useNearOnce } from '../../shared/ui/useNearViewport.ts';
import { ProductGrid } from '../catalog/cards.ts';
import styles from './product.module.css';

/** SPEC §9: ten products; SPEC §2: opening one reloads the page (plain links). */
const ALSO_BOUGHT_SIZE = 10;

export function AlsoBought({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const market = useMarketCode();
  // Below the product's first screen: it loads as the shopper nears it.
  const [block, near] = useNearOnce<HTMLElement>();
  const { data, isError } = useQuery({
    enabled: near,
    queryKey: ['also-bought', productId, language, market],
    queryFn: () =>
      api.get<ProductCard[]>(`/v1/products/${productId}/also-bought/${language}`, {
        pagesize: ALSO_BOUGHT_SIZE,
        market,
      }),
  });
  if (isError || data?.length === 0) return null;
  return (
    <section ref={block} className={styles.block} aria-labelledby="also-bought">
      <h2 id="also-bought" className={styles.blockTitle}>
        {t('product.alsoBought')}
      </h2>
      <ProductGrid products={data} placeholders={5} layout="strip" reload />
    </section>
  );
}
