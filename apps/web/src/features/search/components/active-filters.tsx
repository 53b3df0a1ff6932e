import { pathTo } from '@mall/client/catalog/category-path';
import { useCategoryTree } from '@mall/client/catalog/get-category-tree';
import { useTranslation } from '@mall/client/lib/use-translation';
import { type FilterChip, filterChips, type SearchFilters, withoutChip } from '@mall/client/search/search-filters';
import { CloseOutline } from 'antd-mobile-icons';
import styles from './search-ui.module.css';

/** The words of a chip, in the interface language; a category by its name in the tree. */
export function useChipLabel(): (chip: FilterChip) => string {
  const { t } = useTranslation();
  const tree = useCategoryTree();
  return (chip) => {
    switch (chip.kind) {
      case 'category':
        return pathTo(tree.data?.list ?? [], chip.categoryId).at(-1)?.category_name ?? t('search.categories');
      case 'brand':
        return chip.brand;
      case 'price':
        if (chip.max === undefined) return t('search.chipPriceFrom', { min: chip.min });
        if (chip.min === undefined) return t('search.chipPriceUpTo', { max: chip.max });
        return t('search.chipPriceRange', { min: chip.min, max: chip.max });
      case 'moq':
        return t('search.chipMoq', { count: chip.max });
      case 'leadTime':
        return t('search.chipLeadTime', { count: chip.days });
      case 'score':
        return t('search.chipScore', { score: chip.min });
    }
  };
}

/** Every filter in force as a chip that removes it; all of them at once when there are several. */
export function ActiveFilters({
  filters,
  onChange,
}: {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
}) {
  const { t } = useTranslation();
  const label = useChipLabel();
  const chips = filterChips(filters);
  if (chips.length === 0) return null;
  return (
    <ul className={`${styles.chips} ${styles.activeFilters}`} aria-label={t('search.activeFilters')}>
      {chips.map((chip) => (
        <li key={chip.kind}>
          <button
            type="button"
            className={styles.activeFilter}
            aria-label={t('search.removeFilter', { filter: label(chip) })}
            onClick={() => onChange(withoutChip(filters, chip))}
          >
            <span className={styles.activeFilterText}>{label(chip)}</span>
            <CloseOutline aria-hidden="true" />
          </button>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <button type="button" className={styles.textButton} onClick={() => onChange({})}>
            {t('search.clearFilters')}
          </button>
        </li>
      )}
    </ul>
  );
}
