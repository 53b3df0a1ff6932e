import { cartLineName, selectionOf } from '@mall/client/cart/use-cart-selection';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { CartGroup, CartLine, Locale } from '@mall/contract';
import { Checkbox } from 'antd-mobile';
import styles from './cart.module.css';
import { CartLineRow } from './cart-line-row';

/** One of the four groups: a head that selects the whole group, then its lines. */
export function CartGroupSection({
  group,
  lang,
  selected,
  onSelect,
  onQuantity,
  onDelete,
}: {
  group: CartGroup;
  lang: Locale;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], selected: boolean) => void;
  onQuantity: (line: CartLine, quantity: number) => void;
  onDelete: (lineId: number, name: string) => void;
}) {
  const { t } = useTranslation();
  const { selectable, all, some } = selectionOf(group.list, selected);
  const title = t(`cart.groups.${group.source}`);
  return (
    <section className={styles.group} aria-label={title} data-testid={`cart-group-${group.source}`}>
      <div className={styles.groupHead}>
        <Checkbox
          className={styles.groupCheck}
          checked={all}
          indeterminate={some && !all}
          disabled={selectable.length === 0}
          onChange={(checked) => onSelect(selectable, checked)}
        >
          <span className={styles.visuallyHidden}>{t('cart.selectGroup', { group: title })}</span>
          <span aria-hidden="true">{title}</span> <span className={styles.groupCount}>({group.list.length})</span>
        </Checkbox>
      </div>
      <ul className={styles.lines}>
        {group.list.map((line) => (
          <CartLineRow
            key={line.id}
            line={line}
            lang={lang}
            selected={selected.has(line.id)}
            onSelect={(checked) => onSelect([line.id], checked)}
            onQuantity={(quantity) => onQuantity(line, quantity)}
            onDelete={() => onDelete(line.id, cartLineName(line))}
          />
        ))}
      </ul>
    </section>
  );
}
