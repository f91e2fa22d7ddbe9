import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import type { FilterOption } from '@atelier/contract';
import { api } from '../../shared/api/client.ts';
import { useLanguage } from '../../shared/i18n/hooks.ts';
import { useMarketCode } from '../../shared/market/market.ts';
import { Skeleton } from '@atelier/ui/skeleton';
import { toRequest, type ListingFilters } from './listingParams.ts';
import styles from './Filters.module.css';

const TYPES = ['subcategory', 'color', 'size', 'material', 'brand'] as const;

interface Props {
  /**
   * The category whose options are offered (an id or a name); none for a search in no category,
   * which is offered the options of what it finds.
   */
  category?: string;
  /** The listing the options are counted in; its productId are the chosen options. */
  filters: ListingFilters;
  onToggle: (id: number) => void;
}

/**
 * SPEC §2: the listing's filter options as checkbox groups, one per type, each with the products
 * it would give; one that would give none is disabled unless chosen (so it can be undone).
 */
export function OptionGroups({ category, filters, onToggle }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const request = { ...toRequest(filters, language, useMarketCode()), category, sort: undefined };
  const { data, isPending } = useQuery({
    queryKey: ['filter-options', request],
    queryFn: async () => {
      try {
        return await api.get<FilterOption[]>('/v1/filter/category', request);
      } catch {
        // SPEC §8: a failure of this call is only logged; the listing works without it.
        return [];
      }
    },
    // A choice keeps the groups (and the focus on its box) in place while the counts update.
    placeholderData: keepPreviousData,
  });
  const selected = filters.productId;

  if (isPending) return <Skeleton width="100%" height="12rem" />;
  const groups = TYPES.map((type) => ({
    type,
    options: (data ?? []).filter((option) => option.type === type),
  })).filter((group) => group.options.length > 0);

  return groups.map(({ type, options }) => (
    <details key={type} className={styles.group} open>
      <summary className={styles.groupTitle}>{t(`listing.types.${type}`)}</summary>
      {/* role="group" on the <ul> itself would take its items out of a list (axe: listitem). */}
      <div role="group" aria-label={t(`listing.types.${type}`)}>
        <ul className={type === 'color' ? styles.swatches : styles.options}>
          {options.map((option) => {
            const checked = selected.includes(option.id);
            // aria-disabled, not disabled: the option stays in the tab order and is announced.
            const empty = option.count === 0 && !checked;
            return (
              <li key={option.id}>
                <label className={styles.option} data-empty={empty || undefined}>
                  <input
                    type="checkbox"
                    checked={checked}
                    aria-disabled={empty || undefined}
                    onChange={() => !empty && onToggle(option.id)}
                  />
                  {option.hex && (
                    <span
                      className={styles.swatch}
                      style={{ background: option.hex }}
                      aria-hidden="true"
                    />
                  )}
                  <span>{option.name}</span>
                  <span className={styles.count}>{option.count}</span>
                </label>
              </li>
            );
          })}
        </ul>
      </div>
    </details>
  ));
}
