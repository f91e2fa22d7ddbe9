import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import type { FilterOption } from '@atelier/contract';
import { api } from '../../shared/api/client.ts';
import { useLanguage } from '../../shared/i18n/hooks.ts';
import { Skeleton } from '@atelier/ui/skeleton';
import styles from './Filters.module.css';

const TYPES = ['subcategory', 'color', 'size', 'material', 'brand'] as const;

/** A colour option may carry its swatch colour; without one the option shows its name only. */

interface Props {
  /** The category whose options are offered (an id or a name). */
  category: string;
  selected: readonly number[];
  onToggle: (id: number) => void;
}

/** SPEC §2: the category's filter options as checkbox groups, one per type. */
export function OptionGroups({ category, selected, onToggle }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, isPending } = useQuery({
    queryKey: ['filter-options', category, language],
    queryFn: async () => {
      try {
        return await api.get<FilterOption[]>('/v1/filter/category', { category, lang: language });
      } catch {
        // SPEC §8: a failure of this call is only logged; the listing works without it.
        return [];
      }
    },
  });

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
          {options.map((option) => (
            <li key={option.id}>
              <label className={styles.option}>
                <input
                  type="checkbox"
                  checked={selected.includes(option.id)}
                  onChange={() => onToggle(option.id)}
                />
                {option.hex && (
                  <span
                    className={styles.swatch}
                    style={{ background: option.hex }}
                    aria-hidden="true"
                  />
                )}
                <span>{option.name}</span>
              </label>
            </li>
          ))}
        </ul>
      </div>
    </details>
  ));
}
