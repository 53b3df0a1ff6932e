import { pathTo } from '@mall/client/catalog/category-path';
import { useCategoryTree } from '@mall/client/catalog/get-category-tree';
import { useTranslation } from '@mall/client/lib/use-translation';
import { type CategoryNode, DESKTOP_PAGES } from '@mall/contract';
import { Link } from 'react-router-dom';
import { PlaceholderLines } from './placeholder';

const catalogLink = (id: number) => `${DESKTOP_PAGES.catalog.path}?category_id=${id}`;

function Branch({ nodes, open, selected }: { nodes: CategoryNode[]; open: number[]; selected?: number }) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.category_id}>
          <Link
            to={catalogLink(node.category_id)}
            className={node.category_id === selected ? 'category-link is-selected' : 'category-link'}
            aria-current={node.category_id === selected ? 'page' : undefined}
          >
            {node.category_name}
          </Link>
          {open.includes(node.category_id) && node.children.length > 0 && (
            <Branch nodes={node.children} open={open} selected={selected} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The category tree: top categories, with the branch of the chosen one opened. */
export function CategorySidebar({ selected }: { selected?: number }) {
  const { t } = useTranslation();
  const tree = useCategoryTree();
  const nodes = tree.data?.list ?? [];
  return (
    <nav className="category-sidebar" aria-label={t('category.topList')} data-testid="category-sidebar">
      <h2>{t('pages.category')}</h2>
      {tree.isPending ? (
        <PlaceholderLines rows={8} />
      ) : (
        <Branch nodes={nodes} open={pathTo(nodes, selected).map((node) => node.category_id)} selected={selected} />
      )}
    </nav>
  );
}
