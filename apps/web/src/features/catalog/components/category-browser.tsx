import { useTranslation } from '@mall/client/lib/use-translation';
import type { CategoryNode } from '@mall/contract';
import styles from './category-browser.module.css';

interface Props {
  tree: CategoryNode[];
  top: CategoryNode;
  sub: CategoryNode | undefined;
  onSelect: (id: number) => void;
}

/** Top categories down the side, the chosen one's sub-categories as chips. */
export function CategorySideBar({ tree, top, onSelect }: Omit<Props, 'sub'>) {
  const { t } = useTranslation();
  return (
    <nav className={styles.side} aria-label={t('category.topList')}>
      <ul>
        {tree.map((node) => (
          <li key={node.category_id}>
            <button
              type="button"
              className={styles.sideItem}
              aria-current={node.category_id === top.category_id ? 'true' : undefined}
              onClick={() => onSelect(node.category_id)}
            >
              {node.category_name}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SubCategoryChips({ top, sub, onSelect }: Omit<Props, 'tree'>) {
  const { t } = useTranslation();
  if (top.children.length === 0) return null;
  const chips = [{ id: top.category_id, name: t('category.all'), active: sub === undefined }].concat(
    top.children.map((child) => ({
      id: child.category_id,
      name: child.category_name,
      active: child.category_id === sub?.category_id,
    })),
  );
  return (
    <ul className={styles.chips} aria-label={t('category.subList', { name: top.category_name })}>
      {chips.map((chip) => (
        <li key={chip.id}>
          <button type="button" className={styles.chip} aria-pressed={chip.active} onClick={() => onSelect(chip.id)}>
            {chip.name}
          </button>
        </li>
      ))}
    </ul>
  );
}
