import type { Product } from '@mall/contract';
import type { ReactNode } from 'react';
import { useRenderedCount } from '../lib/use-rendered-count';
import { InfiniteMore, type MorePages } from './infinite-more';
import { ProductCard, ProductCardSkeleton } from './product-card';
import styles from './product-grid.module.css';

const SKELETON_CARDS = 4;
/** Cards in the first row at the widest layout (three columns). */
const FIRST_ROW_CARDS = 3;
/** Cards drawn with the page: what a phone's first screen shows, and a row more. */
const FIRST_RENDER_CARDS = 6;
/** Cards drawn in each task after: a row of two, a few milliseconds of a slow phone's main thread. */
const LATER_CARDS_A_TASK = 2;

interface ProductGridProps {
  label: string;
  products: Product[];
  pages: MorePages;
  /** Shown instead of the grid when there are no products. */
  empty: ReactNode;
  /** A control under each card, such as adding the product to the cart. */
  action?: (product: Product) => ReactNode;
  /** Cards drawn with the page, fewer where the grid starts below the first screen. */
  firstRender?: number;
}

/** Products as an endless two-column list (three on wider screens). */
export function ProductGrid({
  label,
  products,
  pages,
  empty,
  action,
  firstRender = FIRST_RENDER_CARDS,
}: ProductGridProps) {
  const rendered = useRenderedCount(products.length, firstRender, LATER_CARDS_A_TASK);
  return (
    <section className={styles.feed} aria-label={label}>
      {products.length === 0 ? (
        <div className="page-message">{empty}</div>
      ) : (
        <>
          <ul className={styles.grid}>
            {products.slice(0, rendered).map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} first={index < FIRST_ROW_CARDS} />
                {action?.(product)}
              </li>
            ))}
          </ul>
          {/* Only under the whole page: its end in reach would ask for the next page at once. */}
          {rendered === products.length && <InfiniteMore pages={pages} />}
        </>
      )}
    </section>
  );
}

/** The grid's shape while the first page loads. */
export function ProductGridSkeleton({ label }: { label: string }) {
  return (
    <section className={styles.feed} aria-label={label} aria-busy>
      <div className={styles.grid}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    </section>
  );
}
