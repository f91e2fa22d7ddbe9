import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ProductSection as SectionName } from '@atelier/contract';
import { useLanguage } from '../../shared/i18n/hooks.ts';
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
  /** The first section's first row is on screen at once: its images load eagerly. */
  eager?: boolean;
}

/** One of the home's product sections: 8 cards of `section`, skeletons while they load. */
export function ProductSection({ section, eager, ...head }: Props) {
  const language = useLanguage();
  const { data, isError, refetch } = useQuery({
    queryKey: ['products', 'section', section, language],
    queryFn: ({ signal }) =>
      fetchProducts({ lang: language, section, offset: 0, pagesize: HOME_PAGE_SIZE }, signal),
  });
  if (data?.content.length === 0) return null;
  return (
    <Section {...head}>
      {isError && !data ? (
        <SectionError onRetry={() => void refetch()} />
      ) : (
        <ProductGrid
          products={data?.content}
          placeholders={HOME_PAGE_SIZE}
          eagerCount={eager ? 4 : 0}
        />
      )}
    </Section>
  );
}
