import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ProductSection as SectionName } from '@atelier/contract';
import { useLanguage } from '../../shared/i18n/hooks.ts';
import { useMarketCode } from '../../shared/market/market.ts';
import { useNearOnce } from '../../shared/ui/useNearViewport.ts';
import { fetchProducts, ProductGrid } from '../catalog/cards.ts';
import { Section, SectionError } from './Section.tsx';

/** SPEC §9: every home section loads 8 products. */
export const HOME_PAGE_SIZE = 8;

interface Props {
  section: SectionName;
  eyebrow: string;
  title: string;
  aside?: ReactNode;
  moreTo: string;
  /** The first section is on screen at once: it loads at once, its first row's images eagerly. */
  eager?: boolean;
}

/** One of the home's product sections: 8 cards of `section`, skeletons while they load. */
export function ProductSection({ section, eager, ...head }: Props) {
  const language = useLanguage();
  const market = useMarketCode();
  // The others load as the shopper nears them: the first screen's work is not held up by theirs.
  const [grid, near] = useNearOnce<HTMLDivElement>(eager);
  const { data, isError, refetch } = useQuery({
    enabled: near,
    queryKey: ['products', 'section', section, language, market],
    queryFn: ({ signal }) =>
      fetchProducts(
        { lang: language, market, section, offset: 0, pagesize: HOME_PAGE_SIZE },
        signal,
      ),
  });
  if (data?.content.length === 0) return null;
  return (
    <Section {...head}>
      {isError && !data ? (
        <SectionError onRetry={() => void refetch()} />
      ) : (
        <div ref={grid}>
          <ProductGrid
            products={data?.content}
            placeholders={HOME_PAGE_SIZE}
            eagerCount={eager ? 4 : 0}
          />
        </div>
      )}
    </Section>
  );
}
